import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { inline, type Bind } from '@/lib/db/statement-binding';
import { getDb, type Db } from '@/lib/db/client';
import { retryOnContention } from '@/lib/server/db-errors';

/**
 * Who made a change, as the change feed tells staff (appointment_changes.actor and
 * actor_user_id): a visitor, or the signed-in staff user (whose own changes their "Since you
 * last looked" leaves out).
 */
export type ChangeActor = 'visitor' | { userId: string };

/**
 * The transaction-local settings the appointment triggers read for a write as `actor`. The feed's
 * trigger reads 'staff' unless the transaction says 'visitor', and the staff user from
 * app.change_user; `outsideHoursConfirmed` (staff confirmed a time outside the stylist's hours)
 * tells the stylist trigger (appointments_check_stylist) to let it through. Transaction-local:
 * they never leak to the pooled connection's next user.
 */
export function writeSettings(actor: ChangeActor, { outsideHoursConfirmed = false } = {}, bind: Bind = inline): SQL {
  const settings = [
    actor === 'visitor' ? sql`set_config('app.change_actor', 'visitor', true)` : sql`set_config('app.change_user', ${bind('change_user', actor.userId)}, true)`,
    outsideHoursConfirmed && sql`set_config('app.outside_hours', ${bind('outside_hours', 'confirmed')}, true)`,
  ].filter((setting) => setting !== false);
  return sql.join(settings, sql`, `);
}

/**
 * Runs an appointment write as `actor`: in a transaction that states its settings first
 * (writeSettings). The whole transaction runs again when the database undoes it as a deadlock
 * victim (retryOnContention), so `write` must touch nothing but the database. Such a deadlock is
 * an ordinary race: a booking's one statement counts the visitor's e-mail caps before its
 * row claims the lane, while a cancellation, a move, a visit or an accepted offer claims or
 * frees lanes first and counts its messages after.
 */
export async function writeAs<T>(actor: ChangeActor, write: (db: Db) => PromiseLike<T>, options: { outsideHoursConfirmed?: boolean } = {}): Promise<T> {
  const db = await getDb();
  return retryOnContention(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${writeSettings(actor, options)}`);
      return write(tx as unknown as Db);
    }),
  );
}
