import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../lib/db/client';
import { migrate } from '../../lib/db/migrate';
import { PGLITE_EXTENSIONS } from '../../lib/db/pglite-extensions';
import { seedDemoData } from '../../lib/db/seed';
import { DEMO_SALON_ID } from '../../lib/demo-salon';

export type SeededFigures = {
  todayCount: number;
  todayRevenue: number;
  /** 'HH:mm' of the next appointment today still to come or under way, or null. */
  next: string | null;
  weekCount: number;
  weekRevenue: number;
  monthCount: number;
  monthRevenue: number;
};

/**
 * The demo salon's dashboard figures, worked out without the app's stats code: the seed is run
 * for `now` into a private in-memory database (the migrations and the seed the e2e server ran
 * at start-up), and PostgreSQL does the arithmetic in the salon's zone: today, the ISO week
 * (Monday first) and the month; revenue and period counts only for confirmed and completed;
 * "today" counts what is not cancelled; an unknown price counts as 0.
 */
export async function seededFigures(now: Date): Promise<SeededFigures> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate({ exec: (text) => client.exec(text).then(() => undefined), query: (text, params) => client.query(text, params) });
    await seedDemoData(drizzle(client) as unknown as Db, now);
    const { rows } = await client.query<Record<keyof SeededFigures, number | string | null>>(
      `WITH clock AS (SELECT $2::timestamptz AS now, ($2::timestamptz AT TIME ZONE 'Europe/Budapest') AS local_now),
       booked AS (
         SELECT a.status, a.start_time, a.end_time, a.start_time AT TIME ZONE 'Europe/Budapest' AS local_start,
                coalesce(s.price, 0) AS price, a.status IN ('confirmed', 'completed') AS counted
         FROM appointments a LEFT JOIN services s ON s.id = a.service_id
         WHERE a.salon_id = $1)
       SELECT
         count(*) FILTER (WHERE local_start::date = local_now::date AND status <> 'cancelled') AS "todayCount",
         coalesce(sum(price) FILTER (WHERE local_start::date = local_now::date AND counted), 0) AS "todayRevenue",
         to_char(min(local_start) FILTER (WHERE local_start::date = local_now::date AND status NOT IN ('cancelled', 'no_show', 'completed') AND end_time > now), 'HH24:MI') AS "next",
         count(*) FILTER (WHERE date_trunc('week', local_start) = date_trunc('week', local_now) AND counted) AS "weekCount",
         coalesce(sum(price) FILTER (WHERE date_trunc('week', local_start) = date_trunc('week', local_now) AND counted), 0) AS "weekRevenue",
         count(*) FILTER (WHERE date_trunc('month', local_start) = date_trunc('month', local_now) AND counted) AS "monthCount",
         coalesce(sum(price) FILTER (WHERE date_trunc('month', local_start) = date_trunc('month', local_now) AND counted), 0) AS "monthRevenue"
       FROM booked, clock`,
      [DEMO_SALON_ID, now.toISOString()],
    );
    const row = rows[0];
    const number = (value: number | string | null) => Number(value ?? 0);
    return {
      todayCount: number(row.todayCount),
      todayRevenue: number(row.todayRevenue),
      next: row.next === null ? null : String(row.next),
      weekCount: number(row.weekCount),
      weekRevenue: number(row.weekRevenue),
      monthCount: number(row.monthCount),
      monthRevenue: number(row.monthRevenue),
    };
  } finally {
    await client.close();
  }
}
