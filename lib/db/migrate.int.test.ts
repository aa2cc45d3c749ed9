import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { appointments, salons } from '@/lib/db/schema';
import { DEMO_SALON_SLUG } from '@/lib/demo-salon';
import { addStations, createTestSalon, getDb, getDbHandle, sqlState } from '@/tests/support/db';
import { emptyDatabase, migrationsBefore } from '@/tests/support/migrate-and-seed';

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

describe('the clients migration', () => {
  it('links every existing appointment to a client of its salon by the matching rule, changing nothing else', async () => {
    const { runner, close } = await emptyDatabase();
    const before = migrationsBefore('20261126224856_clients');
    try {
      await migrate(runner, before.dir);
      const [salon, other] = ['pre-a', 'pre-b'].map(() => crypto.randomUUID());
      await runner.query(`INSERT INTO salons (id, name, custom_subdomain) VALUES ($1, 'A', 'pre-a'), ($2, 'B', 'pre-b')`, [salon, other]);
      const customers: [string, string, string | null, string | null][] = [
        // [salon, name, e-mail, phone]
        [salon, 'Anna Kovács', 'anna@example.com', null],
        [salon, 'Anna K', ' ANNA@example.com', '+36 30 123 4567'],
        [salon, 'anna kovacs', null, '06 30 123 4567'], // the e-mail client's phone and name
        [salon, 'Béla Szabó', null, '+36 20 555 0000'],
        [salon, 'Bela Szabo', null, '06 20 555 0000'],
        [salon, 'Lili Szabó', null, '+36 20 555 0000'], // shares Béla's phone
        [salon, 'Walk-in', null, null],
        [salon, 'Walk-in', null, null],
        [other, 'Anna Kovács', 'anna@example.com', null],
      ];
      for (const [i, [salonId, name, email, phone]] of customers.entries()) {
        await runner.query(
          `INSERT INTO appointments (salon_id, customer_name, customer_email, customer_phone, start_time, end_time, created_at)
           VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '1 hour', $5::timestamptz - interval '30 days')`,
          [salonId, name, email, phone, new Date(Date.UTC(2026, 0, 1, i))],
        );
      }
      const changesBefore = (await runner.query('SELECT count(*)::int AS n FROM appointment_changes')).rows;
      const updatedBefore = (await runner.query('SELECT id, updated_at FROM appointments ORDER BY start_time')).rows;

      // The clients migration first (later ones follow it).
      expect((await migrate(runner))[0]).toBe('20261126224856_clients');

      const { rows } = await runner.query(
        `SELECT a.client_id, c.salon_id = a.salon_id AS same_salon, c.name, c.email, c.phone
         FROM appointments a JOIN clients c ON c.id = a.client_id ORDER BY a.start_time`,
      );
      const linked = rows as { client_id: string; same_salon: boolean; name: string; email: string | null; phone: string | null }[];
      expect(linked).toHaveLength(customers.length);
      expect(linked.every((row) => row.same_salon)).toBe(true);
      const [anna, annaAgain, annaByPhone, bela, belaAgain, lili, walkIn, walkInAgain, annaThere] = linked.map((row) => row.client_id);
      expect([annaAgain, annaByPhone]).toEqual([anna, anna]);
      expect(linked[0]).toMatchObject({ name: 'Anna Kovács', email: 'anna@example.com', phone: '+36 30 123 4567' });
      expect(belaAgain).toBe(bela);
      expect(new Set([anna, bela, lili, walkIn, walkInAgain, annaThere]).size).toBe(6);
      expect((await runner.query('SELECT count(*)::int AS n FROM clients')).rows).toEqual([{ n: 6 }]);
      // The link is no change: no feed row, no new updated_at.
      expect((await runner.query('SELECT count(*)::int AS n FROM appointment_changes')).rows).toEqual(changesBefore);
      expect((await runner.query('SELECT id, updated_at FROM appointments ORDER BY start_time')).rows).toEqual(updatedBefore);
      // And the rule goes on from there: a new booking of Béla's joins his client.
      await runner.query(
        `INSERT INTO appointments (salon_id, customer_name, customer_phone, start_time, end_time) VALUES ($1, 'Béla Szabó', '0620 555 0000', '2026-02-01T10:00Z', '2026-02-01T11:00Z')`,
        [salon],
      );
      expect((await runner.query(`SELECT client_id FROM appointments WHERE start_time = '2026-02-01T10:00Z'`)).rows).toEqual([{ client_id: bela }]);
    } finally {
      before.remove();
      await close();
    }
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
  const tables = ['salons', 'users', 'services', 'stations', 'station_services', 'appointments', 'currencies', 'auth_accounts', 'auth_sessions', 'rate_limits', 'services_with_currency', 'appointment_changes', 'change_feed_seen', 'clients', 'client_notes', 'client_consents', 'messages', 'message_attempts', 'password_resets', 'calendar_feeds'];

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
