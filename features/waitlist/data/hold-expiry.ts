import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/**
 * The worker's waitlist pass (issue 35), every second: each lapsed offer passes its hold to the
 * next matching entry, with that entry's offer queued, or frees the time (waitlist_pass_hold, one
 * transaction each, so one busy entry never holds up the others). Returns how many lapsed.
 */
export async function expireWaitlistOffers(): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT id FROM waitlist_entries WHERE state = 'offered' AND offer_expires_at <= now() ORDER BY offer_expires_at LIMIT 500`);
  let passed = 0;
  for (const { id } of rows) {
    const { rows: done } = await db.execute<{ passed: boolean }>(sql`SELECT public.waitlist_pass_hold(${id}::uuid, 'expired') AS passed`);
    if (done[0]?.passed) passed += 1;
  }
  return passed;
}

/** Waiting entries whose day has passed in their salon's zone expire (the worker's minute pass). */
export async function expirePastWaitlistDays(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    UPDATE waitlist_entries e SET state = 'expired', updated_at = now()
    FROM salons s
    WHERE s.id = e.salon_id AND e.state = 'waiting' AND e.wanted_on < (now() AT TIME ZONE s.timezone)::date`);
}
