import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/client';
import { acquireDirectoryLock, type DirectoryLockOptions } from '@/lib/db/directory-lock';

const IN_USE = /already in use by another process \(pid (\d+|unknown)\)/;
const canUnsharePid = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

/** Another process that takes the lock (optionally as PID 1 of a new PID namespace) and keeps it. */
async function startHolder(dataDir: string, { asPid1 = false, ...options }: DirectoryLockOptions & { asPid1?: boolean } = {}) {
  const script = `
    import { acquireDirectoryLock } from ${JSON.stringify(path.resolve('lib/db/directory-lock.ts'))};
    acquireDirectoryLock(${JSON.stringify(dataDir)}, ${JSON.stringify(options)}).then(
      () => { console.log('locked'); setInterval(() => {}, 1000); },
      (error) => { console.log(error.message); process.exit(1); });`;
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script];
  const [command, ...args] = asPid1 ? ['unshare', '--pid', '--fork', '--kill-child', ...node] : node;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk) => resolve(String(chunk).trim())));
  return { child, line };
}

/** SIGKILL to the holder; under `unshare` to its PID 1 (unshare exits once it has reaped it). */
async function killHard(child: ChildProcess, { asPid1 = false } = {}) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const pid = asPid1 ? Number(spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim()) : child.pid!;
  process.kill(pid, 'SIGKILL');
  await exited;
}

describe('embedded database directory lock', () => {
  it('refuses a second process with a clear message naming the holder', async () => {
    const dataDir = tempDataDir();
    const holder = await startHolder(dataDir);
    expect(holder.line).toBe('locked');

    await expect(openPglite(dataDir)).rejects.toThrow(`already in use by another process (pid ${holder.child.pid})`);
    expect((await startHolder(dataDir)).line).toMatch(IN_USE);
  });

  it('is free the moment its holder is killed with SIGKILL', async () => {
    const dataDir = tempDataDir();
    const holder = await startHolder(dataDir);
    await killHard(holder.child);

    process.env.SEED_DEMO = 'false';
    try {
      const handle = await openPglite(dataDir);
      const { rows } = await handle.db.execute('SELECT 1 AS one' as never);
      expect(rows).toEqual([{ one: 1 }]);
      await handle.close();
    } finally {
      delete process.env.SEED_DEMO;
    }
  });

  it('is not blocked by a lock file naming a dead or reused pid (ours, or PID 1)', async () => {
    const dataDir = tempDataDir();
    for (const pid of [process.pid, 1, 999_999_999]) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(`${dataDir}.lock`, String(pid));
      const release = await acquireDirectoryLock(dataDir);
      await release();
    }
  });

  it.skipIf(!canUnsharePid)('lets a server that ran as PID 1 and was killed restart as PID 1', async () => {
    const dataDir = tempDataDir();
    const first = await startHolder(dataDir, { asPid1: true });
    expect(first.line).toBe('locked');
    await expect(acquireDirectoryLock(dataDir)).rejects.toThrow('(pid 1)');

    await killHard(first.child, { asPid1: true });
    expect((await startHolder(dataDir, { asPid1: true })).line).toBe('locked');
  });

  it('falls back to a socket file off Linux: held while its holder lives, replaced once it died', async () => {
    const dataDir = tempDataDir();
    const holder = await startHolder(dataDir, { platform: 'darwin' });
    expect(holder.line).toBe('locked');
    await expect(acquireDirectoryLock(dataDir, { platform: 'darwin' })).rejects.toThrow(IN_USE);

    await killHard(holder.child);
    const release = await acquireDirectoryLock(dataDir, { platform: 'darwin' });
    await release();
  });
});
