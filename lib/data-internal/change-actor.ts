import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';

/** Who made a change, as the change feed tells staff (appointment_changes.actor). */
export type ChangeActor = 'visitor' | 'staff';

/**
 * The transaction-local settings the appointment triggers read for a write as `actor`, or null
 * when none applies. The feed's trigger reads 'staff' unless the transaction says 'visitor';
 * `outsideHoursConfirmed` (staff confirmed a time outside the stylist's hours) tells the stylist
 * trigger (appointments_check_stylist) to let it through. Transaction-local: they never leak to
 * the pooled connection's next user.
 */
export function writeSettings(actor: ChangeActor, { outsideHoursConfirmed = false } = {}): SQL | null {
  const settings = [
    actor === 'visitor' && sql`set_config('app.change_actor', 'visitor', true)`,
    outsideHoursConfirmed && sql`set_config('app.outside_hours', 'confirmed', true)`,
  ].filter((setting) => setting !== false);
  return settings.length ? sql.join(settings, sql`, `) : null;
}

/**
 * Runs an appointment write as `actor`: as it is when no setting applies, else in a
 * transaction that states its settings first (writeSettings).
 */
export async function writeAs<T>(actor: ChangeActor, write: (db: Db) => PromiseLike<T>, options: { outsideHoursConfirmed?: boolean } = {}): Promise<T> {
  const db = await getDb();
  const settings = writeSettings(actor, options);
  if (!settings) return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${settings}`);
    return write(tx as unknown as Db);
  });
}
