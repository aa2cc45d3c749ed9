// A process that owns the outbox for the crash test (features/messages/data/dispatch-crash.int.test.ts):
//   queue <count> <prefix>   writes <count> messages to <prefix>-<n>@example.com, then exits
//   work <prefix>            runs the message worker until no message to <prefix>-… is left to send
// It opens the database the environment names (DATABASE_URL, else PGLITE_DATA_DIR), sends
// through SMTP_URL, and takes over lapsed claims after MESSAGE_LEASE_MS.
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { queueMessages } from '@/features/messages/queue';
import { startMessageWorker } from '@/features/messages/worker';

const [command, ...args] = process.argv.slice(2);
const db = await getDb();

if (command === 'queue') {
  const [count, prefix] = [Number(args[0]), args[1]];
  const rows = Array.from({ length: count }, (_, n) => ({
    kind: 'salon_message' as const,
    recipient: `${prefix}-${n}@example.com`,
    language: 'en' as const,
    subject: `Message ${n}`,
    body: `Body ${n}`,
  }));
  await db.transaction((tx) => queueMessages(tx as never, rows));
  await closeDb();
  process.exit(0);
}

const prefix = args[0];
const worker = startMessageWorker({ pollMs: 50, leaseMs: Number(process.env.MESSAGE_LEASE_MS) || 120_000, batchSize: 10, concurrency: 2 });
console.log('working');
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { rows } = await db.execute<{ left: number }>(
    sql`SELECT count(*)::int AS left FROM messages WHERE recipient LIKE ${`${prefix}-%`} AND status IN ('queued', 'sending')`,
  );
  if (rows[0].left === 0) break;
}
await worker.stop();
await closeDb();
process.exit(0);
