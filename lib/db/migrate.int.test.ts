import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { appointments, salons } from '@/lib/db/schema';
import { DEMO_SALON_SLUG } from '@/lib/demo-salon';
import { addStations, createTestSalon, getDb, getDbHandle, sqlState } from '@/tests/support/db';

const at = (iso: string) => new Date(iso);

describe('schema and migrations', () => {
  it('applies every migration and records it, and a second run changes nothing', async () => {
    const db = await getDb();
    const { rows } = await db.execute(sql`SELECT tag FROM app_meta.schema_migrations ORDER BY tag`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const handle = await getDbHandle();
    const runner = {
      exec: async (text: string) => void (await handle.db.execute(sql.raw(text))),
      query: async (text: string) => handle.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>,
    };
    if (handle.driver === 'pg') expect(await migrate(runner)).toEqual([]);
  });

  it('has the services_with_currency view with the spec fallbacks', async () => {
    const db = await getDb();
    const { salon } = await createTestSalon();
    await db.execute(sql`INSERT INTO services (salon_id, name, duration_minutes) VALUES (${salon.id}, 'No currency', 30)`);
    const { rows } = await db.execute(
      sql`SELECT name, currency_code, currency_symbol, symbol_position, decimal_places, thousand_separator
          FROM services_with_currency WHERE salon_id = ${salon.id} ORDER BY name`,
    );
    expect(rows).toContainEqual({
      name: 'No currency',
      currency_code: 'HUF',
      currency_symbol: 'Ft',
      symbol_position: 'after',
      decimal_places: 0,
      thousand_separator: ' ',
    });
  });

  it('maintains updated_at on every salon update', async () => {
    const db = await getDb();
    const { salon } = await createTestSalon();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [updated] = await db.update(salons).set({ city: 'Szeged' }).where(sql`id = ${salon.id}`).returning();
    expect(updated.updatedAt.getTime()).toBeGreaterThan(salon.updatedAt.getTime());
  });

  it('holds the demo data', async () => {
    const db = await getDb();
    const { rows } = await db.execute(sql`
      SELECT (SELECT count(*)::int FROM salons WHERE custom_subdomain = ${DEMO_SALON_SLUG}) AS demo,
             (SELECT count(DISTINCT status)::int FROM appointments) AS statuses,
             (SELECT count(*)::int FROM users WHERE role = 'admin') AS admins`);
    expect(rows[0]).toEqual({ demo: 1, statuses: 6, admins: 1 });
  });
});

describe('no double booking (exclusion constraint)', () => {
  async function book(salonId: string, start: string, end: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
    const db = await getDb();
    return db
      .insert(appointments)
      .values({ salonId, customerName: 'Test', startTime: at(start), endTime: at(end), status })
      .returning({ id: appointments.id, manageToken: appointments.manageToken });
  }

  it('rejects an overlapping appointment with SQLSTATE 23P01', async () => {
    const { salon } = await createTestSalon();
    await book(salon.id, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    const error = await book(salon.id, '2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z').catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23P01');
  });

  it('accepts back-to-back slots, an overlap with a cancelled one, and overlaps in another salon', async () => {
    const { salon } = await createTestSalon();
    const { salon: other } = await createTestSalon();
    await book(salon.id, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    await expect(book(salon.id, '2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z')).resolves.toHaveLength(1);
    await book(salon.id, '2026-12-02T09:00:00Z', '2026-12-02T10:00:00Z', 'cancelled');
    await expect(book(salon.id, '2026-12-02T09:30:00Z', '2026-12-02T10:30:00Z')).resolves.toHaveLength(1);
    await expect(book(other.id, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).resolves.toHaveLength(1);
  });

  it('rejects an end before the start and an out-of-range custom duration', async () => {
    const db = await getDb();
    const { salon } = await createTestSalon();
    const reversed = await book(salon.id, '2026-12-03T10:00:00Z', '2026-12-03T09:00:00Z').catch((e: unknown) => e);
    expect(sqlState(reversed)).toBe('23514');
    const tooLong = await db
      .insert(appointments)
      .values({ salonId: salon.id, customerName: 'T', startTime: at('2026-12-04T09:00:00Z'), endTime: at('2026-12-04T10:00:00Z'), customDurationMinutes: 241 })
      .catch((e: unknown) => e);
    expect(sqlState(tooLong)).toBe('23514');
  });

  it('gives every appointment a unique, unguessable manage token', async () => {
    const { salon } = await createTestSalon();
    const [a] = await book(salon.id, '2026-12-05T09:00:00Z', '2026-12-05T10:00:00Z');
    const [b] = await book(salon.id, '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z');
    expect(a.manageToken).toMatch(/^[0-9a-f]{64}$/);
    expect(a.manageToken).not.toBe(b.manageToken);
  });
});

describe('row level security for the Data API roles', () => {
  const tables = ['salons', 'users', 'services', 'stations', 'station_services', 'appointments', 'currencies', 'auth_accounts', 'auth_sessions', 'rate_limits', 'services_with_currency', 'appointment_changes', 'change_feed_seen', 'messages', 'message_attempts', 'password_resets', 'calendar_feeds'];

  it('is on for every table', async () => {
    const db = await getDb();
    const { rows } = await db.execute<{ relname: string }>(sql`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND NOT relrowsecurity ORDER BY 1`);
    expect(rows.map((row) => row.relname)).toEqual([]);
  });

  it('denies anon every table and the view', async () => {
    const db = await getDb();
    for (const table of tables) {
      const error = await db
        .transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL ROLE anon`);
          await tx.execute(sql.raw(`SELECT * FROM ${table} LIMIT 1`));
        })
        .catch((e: unknown) => e);
      expect(sqlState(error), table).toBe('42501');
    }
  });

  it('lets an authenticated owner read only their own salon and nothing of the auth tables', async () => {
    const db = await getDb();
    const { salon, service } = await createTestSalon();
    const other = await createTestSalon();
    const [owner] = (
      await db.execute(sql`INSERT INTO users (salon_id, role, email) VALUES (${salon.id}, 'owner', ${`rls-${salon.id}@example.com`}) RETURNING id`)
    ).rows as { id: string }[];
    const asOwner = (query: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('request.jwt.claim.sub', ${owner.id}, true)`);
        await tx.execute(sql`SET LOCAL ROLE authenticated`);
        return (await tx.execute(sql.raw(query))).rows;
      });
    expect(await asOwner('SELECT id FROM salons')).toEqual([{ id: salon.id }]);
    // station_services follows its station's salon.
    const [mine] = await addStations(salon.id, [{ name: 'Mine', serviceIds: [service.id] }]);
    await addStations(other.salon.id, [{ name: 'Theirs', serviceIds: [other.service.id] }]);
    expect(await asOwner('SELECT station_id FROM station_services')).toEqual([{ station_id: mine.id }]);
    expect(sqlState(await asOwner('SELECT * FROM auth_accounts').catch((e: unknown) => e))).toBe('42501');
  });
});
