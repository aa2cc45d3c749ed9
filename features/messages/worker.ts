import 'server-only';
import { getDb } from '@/lib/db/client';
import { dispatchDueMessages, type DispatchOptions } from './data/dispatch';
import { closeMailTransport } from './mail-transport';
import { queueNoticeDigests, setMessageNudge } from './data/outbox';
import { queueDueReminders } from './data/reminders';
import { eraseStaleClients } from '@/features/clients/data/client-retention';
import { extendOpenBlocks } from '@/features/blocks/data/block-horizon';
import { expirePastWaitlistDays, expireWaitlistOffers } from '@/features/waitlist/data/hold-expiry';

export type MessageWorkerOptions = DispatchOptions & {
  /** How often it looks for due messages when nobody nudges it. */
  pollMs?: number;
  /** How often it writes the reminders that became due. */
  reminderEveryMs?: number;
};

export type MessageWorker = { stop: () => Promise<void> };

/** Waits this long after a nudge, so the transaction that queued the message has committed. */
const NUDGE_DELAY_MS = 50;

/**
 * The message worker (DESIGN §9): writes due reminders and the salon notices' digests, erases
 * the clients past their salon's retention, moves the horizon of blocked time with no end
 * date and expires waitlist entries whose day passed, every `reminderEveryMs`; passes lapsed
 * waitlist offers on and sends due
 * messages every `pollMs`, or soon after this process queued one. It runs inside the app by
 * default (instrumentation-node.ts) and alone with `npm run worker`; several at once are safe.
 * A failed pass is logged without personal data and tried again on the next tick.
 */
export function startMessageWorker({ pollMs = 1_000, reminderEveryMs = 60_000, ...dispatch }: MessageWorkerOptions = {}): MessageWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let nextReminders = 0;

  const pass = async () => {
    const db = await getDb();
    if (Date.now() >= nextReminders) {
      nextReminders = Date.now() + reminderEveryMs;
      await queueDueReminders(db, { kind: 'due' });
      await queueNoticeDigests(db);
      // The salons' client retention (issue 33): this pass is the app's one scheduler.
      await eraseStaleClients(db);
      await extendOpenBlocks();
      await expirePastWaitlistDays();
    }
    // A lapsed waitlist offer passes to the next client (and its offer is queued) within the second.
    await expireWaitlistOffers();
    // Drain: a full batch means more may be waiting.
    for (;;) {
      const { sent, retried, failed } = await dispatchDueMessages(db, dispatch);
      if (stopped || sent + retried + failed < (dispatch.batchSize ?? 20)) break;
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running
        .then(pass)
        .catch((error: unknown) => console.error('[messages] worker pass failed:', (error as { code?: string; message?: string })?.code ?? (error as Error)?.message))
        .finally(() => schedule(pollMs));
    }, delay);
  };
  setMessageNudge(() => schedule(NUDGE_DELAY_MS));
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      setMessageNudge(undefined);
      await running;
      closeMailTransport();
    },
  };
}
