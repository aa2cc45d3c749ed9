import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';

/** Who made a change, as the change feed tells staff (appointment_changes.actor). */
export type ChangeActor = 'visitor' | 'staff';

/**
 * Runs an appointment write as `actor`. The feed's trigger reads 'staff' unless the transaction
 * says 'visitor', so a staff write runs as it is and a visitor's runs in a transaction that says
 * so first (a transaction-local setting: it never leaks to the pooled connection's next user).
 */
export async function writeAs<T>(actor: ChangeActor, write: (db: Db) => PromiseLike<T>): Promise<T> {
  const db = await getDb();
  if (actor === 'staff') return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.change_actor', 'visitor', true)`);
    return write(tx as unknown as Db);
  });
}
