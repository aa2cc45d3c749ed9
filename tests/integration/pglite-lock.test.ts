import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/client';

const holdLock = (dir: string) => `
  import { acquireDirectoryLock } from ${JSON.stringify(path.resolve('lib/db/directory-lock.ts'))};
  acquireDirectoryLock(${JSON.stringify(dir)});
  console.log('locked');
  setInterval(() => {}, 1000);`;

describe('embedded database directory lock', () => {
  it('refuses a second opener with a clear error, and recovers once the holder has gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    const dataDir = path.join(dir, 'pglite');
    const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', holdLock(dataDir)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));

    await expect(openPglite(dataDir)).rejects.toThrow(/already in use by another process \(pid \d+\)/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    process.env.SEED_DEMO = 'false';
    const handle = await openPglite(dataDir);
    delete process.env.SEED_DEMO;
    const { rows } = await handle.db.execute('SELECT 1 AS one' as never);
    expect(rows).toEqual([{ one: 1 }]);
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
