import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';

// The worker is killed with SIGKILL in the middle of a batch; a new one finishes the job.
// Every message must arrive, each once (a receiver keeps one copy per Message-ID, the
// idempotency key; at most the sends in flight at the kill reach it twice).
const COUNT = 60;
const CONCURRENCY = 2;
let catcher: MailCatcher;
let pgliteDir: string | undefined;

beforeAll(async () => {
  catcher = await startMailCatcher({ delayMs: 15 });
  if (!process.env.DATABASE_URL) pgliteDir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
});
afterAll(async () => {
  await catcher.close();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

function child(args: string[]): ChildProcess {
  const env = {
    ...process.env,
    SMTP_URL: catcher.url,
    MESSAGE_LEASE_MS: '1500',
    SEED_DEMO: 'false',
    // An on-disk database of its own, migrated from nothing (the run's snapshot only seeds in-memory ones).
    ...(pgliteDir ? { PGLITE_DATA_DIR: pgliteDir, PGLITE_SNAPSHOT: '' } : {}),
  };
  return spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/outbox-child.ts', ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
}

const exited = (process: ChildProcess) => new Promise<number | null>((resolve) => process.once('exit', (code) => resolve(code)));

describe('a worker killed with SIGKILL mid-batch', () => {
  it('loses no message and delivers each once after the restart', async () => {
    const prefix = `crash${process.pid}x${Date.now().toString(36)}`;
    expect(await exited(child(['queue', String(COUNT), prefix]))).toBe(0);

    const first = child(['work', prefix]);
    const mine = () => catcher.mails.filter((mail) => mail.to && [mail.to].flat()[0]?.value[0]?.address?.startsWith(`${prefix}-`)).length;
    const deadline = Date.now() + 60_000;
    while (mine() < COUNT / 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill('SIGKILL');
    await exited(first);
    const beforeRestart = mine();
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(COUNT);

    expect(await exited(child(['work', prefix]))).toBe(0);
    const addresses = catcher.mails.flatMap((mail) => [mail.to].flat()[0]?.value[0]?.address ?? []).filter((address) => address.startsWith(`${prefix}-`));
    expect(new Set(addresses).size).toBe(COUNT);
    expect(addresses).toHaveLength(COUNT);
    expect(catcher.duplicates).toBeLessThanOrEqual(CONCURRENCY);
    console.log(`crash test: ${beforeRestart} of ${COUNT} delivered before SIGKILL, ${catcher.duplicates} repeated Message-ID(s) dropped by the receiver`);
  }, 120_000);
});
