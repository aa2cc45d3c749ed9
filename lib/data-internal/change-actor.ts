import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';

/** Who made a change, as the change feed tells staff (appointment_changes.actor). */
export type ChangeActor = 'visitor' | 'staff';

/**
 * Runs an appointment write as `actor`. The feed's trigger reads 'staff' unless the transaction
 * says 'visitor', so a staff write runs as it is and a visitor's runs in a transaction that says
 * so first (a transaction-local setting: it never leaks to the pooled connection's next user).
 * `outsideHoursConfirmed`: staff confirmed a time outside the stylist's hours, so the transaction
 * tells the stylist trigger (appointments_check_stylist) to let it through.
 */
export async function writeAs<T>(actor: ChangeActor, write: (db: Db) => PromiseLike<T>, { outsideHoursConfirmed = false } = {}): Promise<T> {
  const db = await getDb();
  if (actor === 'staff' && !outsideHoursConfirmed) return write(db);
  return db.transaction(async (tx) => {
    if (actor === 'visitor') await tx.execute(sql`SELECT set_config('app.change_actor', 'visitor', true)`);
    if (outsideHoursConfirmed) await tx.execute(sql`SELECT set_config('app.outside_hours', 'confirmed', true)`);
    return write(tx as unknown as Db);
  });
}
