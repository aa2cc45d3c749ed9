import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import { migrateAndSeed } from './migrate-and-seed';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = userInfo().uid === 0;

/** Runs a PostgreSQL program as `postgres` (it refuses to run as root). */
const asPostgres = (program: string, args: string[]) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${program}`, ...args]) : run(`${PG_BIN}/${program}`, args);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL 15 cluster of a test's own, migrated and seeded, that the test may stop and
 * start (scripts/with-postgres.sh starts the shared one; stopping that would break the test
 * files running beside it).
 */
export async function ownCluster() {
  const dir = mkdtempSync('/tmp/salon-pg-own.');
  if (isRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const port = await freePort();
  const data = `${dir}/data`;
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-l', `${dir}/server.log`, '-w', '-o', options, 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);

  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await start();
  await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'salon']);
  const url = `postgres://postgres@127.0.0.1:${port}/salon`;
  await migrateAndSeed(url);

  /** The postmaster and its children (the open connections' backends), as `ps` lists them. */
  const serverPids = async () => {
    const postmaster = Number(readFileSync(`${data}/postmaster.pid`, 'utf8').split('\n')[0]);
    const { stdout } = await run('pgrep', ['-P', String(postmaster)]);
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
  };
  const signal = async (name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of await serverPids()) process.kill(pid, name);
  };

  return {
    url,
    start,
    stop,
    /** Like a frozen server: connections are accepted by the kernel, nothing answers. */
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async remove() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
