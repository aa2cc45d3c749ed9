import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/**
 * Retention (issue 33 item 7): erases every salon's clients not seen for the salon's
 * client_retention_months (erase_stale_clients in migration client_erasure: last visit, or
 * creation when never visited, before the cutoff, and no coming appointment). Run by the
 * message worker's periodic pass; a salon without the setting is never touched. Returns how many.
 */
export async function eraseStaleClients(db: Db, now = new Date()): Promise<number> {
  const { rows } = await db.execute<{ erased: number }>(sql`SELECT public.erase_stale_clients(${now.toISOString()}::timestamptz) AS erased`);
  return Number(rows[0]?.erased ?? 0);
}
