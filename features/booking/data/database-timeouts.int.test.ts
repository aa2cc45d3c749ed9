import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { poolSettings } from '@/lib/db/pool-settings';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { createTestSalon, getDb, sqlState } from '@/tests/support/db';

const url = process.env.DATABASE_URL;
const defaults = poolSettings({});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function timed<T>(work: Promise<T>): Promise<{ ms: number; result?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const result = await work;
    return { ms: performance.now() - start, result };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

/** A TCP server that accepts connections and never answers, like a frozen PostgreSQL. */
async function silentServer(): Promise<number> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => {
    sockets.forEach((socket) => socket.destroy());
    server.close(resolve);
  }));
  return (server.address() as net.AddressInfo).port;
}

describe('pool timeouts', () => {
  it('gives up connecting to a server that does not answer, also for requests queued for a pool slot', async () => {
    const port = await silentServer();
    const pool = new pg.Pool({
      connectionString: `postgres://app@127.0.0.1:${port}/salon`,
      ...poolSettings({ DATABASE_CONNECT_TIMEOUT_MS: '300', DATABASE_POOL_SIZE: '1' }),
    });
    cleanups.push(() => pool.end());
    const outcomes = await Promise.all([1, 2, 3].map(() => timed(pool.query('SELECT 1'))));
    for (const { ms, error } of outcomes) {
      expect(String(error)).toMatch(/Connection terminated due to connection timeout|timeout exceeded when trying to connect/);
      expect(ms).toBeLessThan(1_500);
    }
  });
});

describe.skipIf(!url)('timeouts on PostgreSQL', () => {
  it('the app pool cancels a statement at the statement timeout (SQLSTATE 57014)', async () => {
    const db = await getDb();
    const { ms, error } = await timed(db.execute('SELECT pg_sleep(30)' as never));
    expect(sqlState(error)).toBe('57014');
    expect(ms).toBeGreaterThanOrEqual(Number(defaults.statement_timeout) - 100);
    expect(ms).toBeLessThan(Number(defaults.query_timeout));
  });

  it('stops waiting for an answer at the query timeout when the server does not cancel', async () => {
    const pool = new pg.Pool({ connectionString: url, ...poolSettings({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_QUERY_TIMEOUT_MS: '500' }) });
    cleanups.push(() => pool.end());
    const { ms, error } = await timed(pool.query('SELECT pg_sleep(3)'));
    expect(String(error)).toMatch(/Query read timeout/);
    expect(ms).toBeLessThan(1_500);
  });

  it('a booking blocked inside the database gets the database error within the statement timeout', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    // Another session holds the salon row: the booking's insert waits for it (foreign key check).
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    cleanups.push(() => blocker.end());
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM salons WHERE id = $1 FOR UPDATE', [salon.id]);

    const csrf = 'csrf-token-timeouts';
    const input = {
      salonId: salon.id,
      serviceId: service.id,
      date: '2026-11-24',
      time: '10:00',
      customerName: 'Anna Kovács',
      customerPhone: '+36 30 123 4567',
      csrfToken: csrf,
    };
    const now = new Date('2026-11-23T08:00:00Z');
    const { ms, result } = await timed(createPublicBooking(input, { clientAddress: '192.0.2.57', csrfCookie: csrf, now }));
    expect(result).toMatchObject({ ok: false, code: 'DATABASE_ERROR', message: expect.stringMatching(/^Server\.database/) });
    expect(ms).toBeLessThan(Number(defaults.query_timeout));
  });
});
