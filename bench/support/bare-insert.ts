import type pg from 'pg';
import { zonedToInstant } from '@/lib/scheduling';

/**
 * The floor of the booking benches: one appointment written with a bare SQL INSERT (no
 * checks, no messages), 15 minutes at `date` `time` in Budapest, as the booking would store it.
 */
export function bareInsert(db: pg.Pool | pg.Client, target: { salonId: string; serviceId: string }, date: string, time: string, name: string) {
  const start = zonedToInstant(date, time, 'Europe/Budapest')!;
  return db.query(
    `INSERT INTO appointments (salon_id, service_id, customer_name, customer_phone, customer_email, notes, start_time, end_time, status, csrf_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed', $9) RETURNING id, manage_token`,
    [target.salonId, target.serviceId, name, '+36 30 123 4567', 'bench@example.com', 'Load test', start, new Date(start.getTime() + 15 * 60_000), 'bench-token'],
  );
}
