/**
 * How many messages per second the outbox worker sends to a local SMTP server, beside the
 * floor measured in the same run: the same transporter sending the same messages straight
 * from memory (no database, no claims, no attempt log).
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/message-throughput.ts
 *   node --conditions=react-server --import tsx bench/message-throughput.ts        (embedded PGlite in memory)
 *
 * Env: BENCH_MESSAGES (default 2000).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { closeDb, getDb } from '@/lib/db/client';
import { DISPATCH_DEFAULTS, dispatchDueMessages } from '@/features/messages/data/dispatch';
import { queueMessages } from '@/features/messages/data/outbox';
import { createMailTransport } from '@/features/messages/mail-transport';
import { startMailCatcher } from '../tests/support/mail-catcher';

const COUNT = Number(process.env.BENCH_MESSAGES) || 2000;

async function main() {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await migrate(pgRunner(client));
    await client.end();
  } else process.env.PGLITE_DATA_DIR = 'memory://';
  process.env.SEED_DEMO = 'false';
  const catcher = await startMailCatcher();
  const transport = createMailTransport({ SMTP_URL: catcher.url });
  const db = await getDb();
  const run = Date.now().toString(36);
  const message = (n: number) => ({ kind: 'salon_message' as const, recipient: `bench-${run}-${n}@example.com`, language: 'en' as const, subject: `Your appointment ${n}`, body: 'Dear Customer,\n\nSee you soon.\n\nSalon'.repeat(5) });

  // Floor: the transporter alone, as many sends in flight as the worker keeps.
  let next = 0;
  const floorStart = performance.now();
  await Promise.all(
    Array.from({ length: DISPATCH_DEFAULTS.concurrency }, async () => {
      for (let n = next++; n < COUNT; n = next++) {
        const { recipient, subject, body } = message(n);
        await transport.transporter.sendMail({ from: transport.from, to: recipient, subject, text: body });
      }
    }),
  );
  const floorSeconds = (performance.now() - floorStart) / 1000;

  for (let from = 0; from < COUNT; from += 500) {
    await db.transaction((tx) => queueMessages(tx as never, Array.from({ length: Math.min(500, COUNT - from) }, (_, i) => message(from + i))));
  }
  const start = performance.now();
  let sent = 0;
  while (sent < COUNT) sent += (await dispatchDueMessages(db, { transport })).sent;
  const seconds = (performance.now() - start) / 1000;
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM messages WHERE recipient LIKE ${`bench-${run}-%`} AND status = 'sent'`);

  console.log(`database=${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} messages=${COUNT} batch=${DISPATCH_DEFAULTS.batchSize} concurrency=${DISPATCH_DEFAULTS.concurrency}`);
  console.table([
    { path: 'transporter alone (floor)', 'messages/s': Math.round(COUNT / floorSeconds) },
    { path: 'outbox worker', 'messages/s': Math.round(COUNT / seconds), 'marked sent': rows[0].n },
  ]);
  console.log(`worker / floor: ${(floorSeconds / seconds).toFixed(2)}x`);
  transport.transporter.close();
  await catcher.close();
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
