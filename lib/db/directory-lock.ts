import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

/**
 * PGlite has no cross-process locking, and two processes on one data directory silently
 * lose rows. The lock is a listening local socket named after the directory: the operating
 * system frees it the moment its holder dies (even by SIGKILL), so no stale lock survives a
 * crash and no pid can be mistaken for a live holder (a restarted container's PID 1 included).
 *
 * - Linux: an abstract-namespace Unix socket (no file at all). Abstract names are per network
 *   namespace: two containers with their own networks sharing one volume are NOT protected.
 * - Windows: a named pipe, also freed by the system.
 * - Other systems (macOS, BSD): a socket file in the temporary directory; a file left by a
 *   dead holder refuses connections and is replaced. Two processes that both find such a
 *   stale file at the same instant can race; a live holder is always detected.
 *
 * The holder answers each connection with its pid, for the error message only.
 */
export type DirectoryLockOptions = { platform?: NodeJS.Platform };

export async function acquireDirectoryLock(dataDir: string, { platform = process.platform }: DirectoryLockOptions = {}): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { address, isFile } = lockAddress(fs.realpathSync(dataDir), platform);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder.alive || !isFile) throw inUseError(dataDir, holder.pid);
    fs.rmSync(address, { force: true });
    await listen(server, address).catch((retryError: NodeJS.ErrnoException) => {
      throw retryError.code === 'EADDRINUSE' ? inUseError(dataDir, undefined) : retryError;
    });
  }
  // The lock must not keep scripts and tests alive on its own.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function lockAddress(realDir: string, platform: NodeJS.Platform): { address: string; isFile: boolean } {
  // 32 hex digits keep the socket file path under macOS's 104-byte limit.
  const name = `salon-pglite-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
  if (platform === 'linux') return { address: `\0${name}`, isFile: false };
  if (platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, isFile: false };
  return { address: `${os.tmpdir()}/${name}.sock`, isFile: true };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Connects to the lock's address: a live holder answers with its pid. */
function askHolder(address: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ alive: error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT' }));
    socket.on('close', () => resolve({ alive: true, pid: /^\d+$/.test(answer) ? Number(answer) : undefined }));
  });
}

function inUseError(dataDir: string, pid: number | undefined): Error {
  return new Error(
    `The embedded database in ${dataDir} is already in use by another process (pid ${pid ?? 'unknown'}). ` +
      'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
  );
}
