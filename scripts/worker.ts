// The message worker alone (`npm run worker`), for deployments with several app instances that
// set MESSAGE_WORKER=off on them. Needs DATABASE_URL: the embedded database belongs to the app
// process, whose own worker sends its messages. Stops cleanly on SIGTERM/SIGINT.
import { closeDb } from '../lib/db/client';
import { startMessageWorker } from '../features/messages/worker';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: on the embedded database the app sends its own messages.');
  process.exit(1);
}
const worker = startMessageWorker({ pollMs: Number(process.env.MESSAGE_POLL_MS) || 1_000 });
console.log(`Message worker running (${process.env.SMTP_URL ? 'SMTP' : 'no SMTP_URL: messages are kept in the app'})`);

async function stop() {
  await worker.stop();
  await closeDb();
  process.exit(0);
}
process.once('SIGTERM', stop).once('SIGINT', stop);
