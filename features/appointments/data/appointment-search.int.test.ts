import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchAppointmentsAction } from '@/features/appointments/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import { callerOf, type Caller } from '@/lib/server/access';
import { searchAppointments } from '@/features/appointments/data/appointment-search';
import { readProfile } from '@/lib/auth/store';
import { appointmentSearchText, appointments, searchFold, services, users, type AppointmentStatus } from '@/lib/db/schema';
import { SEARCH_LIMITS, appointmentSearchSchema, type AppointmentSearchInput } from '@/features/appointments/schema/search';
import { addMember as member, addStations, createTestSalon, getDb, seedInBulk } from '@/tests/support/db';

const HOUR = 3_600_000;

const search = (input: AppointmentSearchInput) => appointmentSearchSchema.parse(input);

type Row = { name: string; phone?: string; email?: string; at: string; status?: AppointmentStatus; service?: 'cut' | 'colour' | null; station?: 0 | 1 };

// Salon A in Budapest (UTC+1 in winter, +2 in summer); times below are UTC.
const ROWS: Row[] = [
  { name: 'Anna Kovács', phone: '+36 30 123 4567', email: 'anna@example.com', at: '2026-03-27T09:00:00Z', service: 'cut', station: 0 },
  // 23:30 in Budapest on the 28th (UTC+1): still the 28th there.
  { name: 'Béla Nagy', phone: '06301234999', email: 'bela@example.com', at: '2026-03-28T22:30:00Z', status: 'completed', service: 'colour', station: 1 },
  // 00:30 in Budapest on the 29th: the clock-change day.
  { name: 'Cecília Tóth', phone: '+36 70 555 0000', at: '2026-03-28T23:30:00Z', status: 'no_show', service: 'cut', station: 0 },
  { name: 'Dóra 100% Szabó', email: 'dora_sz@example.com', at: '2026-03-29T08:00:00Z', status: 'cancelled', service: null, station: 1 },
  { name: 'Anna Szép', phone: '+36 20 999 8888', email: 'szep@example.com', at: '2026-03-30T08:00:00Z', service: 'colour', station: 1 },
];

const fixture = {} as {
  salonA: string;
  ids: string[];
  serviceIds: Record<'cut' | 'colour', string>;
  stationIds: string[];
  ownerA: Caller;
  staffA: Caller;
  ownerB: Caller;
  admin: Caller;
};

beforeAll(async () => {
  const db = await getDb();
  const { salon, service } = await createTestSalon({ stationsEnabled: true });
  const [colour] = await db.insert(services).values({ salonId: salon.id, name: 'Colour', durationMinutes: 90, price: 25000, currencyCode: 'HUF' }).returning();
  const stations = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
  const serviceIds = { cut: service.id, colour: colour.id };
  const inserted = await db
    .insert(appointments)
    .values(
      ROWS.map((row) => ({
        salonId: salon.id,
        serviceId: row.service === null ? null : serviceIds[row.service ?? 'cut'],
        stationId: stations[row.station ?? 0].id,
        customerName: row.name,
        customerPhone: row.phone ?? null,
        customerEmail: row.email ?? null,
        status: row.status ?? 'confirmed',
        startTime: new Date(row.at),
        endTime: new Date(new Date(row.at).getTime() + HOUR),
      })),
    )
    .returning({ id: appointments.id });
  const { salon: salonB } = await createTestSalon();
  // The seeded admin: the suites share one real server, where the admin count is checked.
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  Object.assign(fixture, {
    salonA: salon.id,
    ids: inserted.map((row) => row.id),
    serviceIds,
    stationIds: stations.map((s) => s.id),
    ownerA: await member(salon.id, 'owner'),
    staffA: await member(salon.id, 'staff'),
    ownerB: await member(salonB.id, 'owner'),
    admin: callerOf(await readProfile(admin.id))!,
  });
});

/** The fixture rows (by index into ROWS) a search finds, in the order found. */
async function found(input: AppointmentSearchInput, caller: Caller = fixture.ownerA): Promise<number[]> {
  const page = await searchAppointments(caller, search(input));
  return page.appointments.map((a) => fixture.ids.indexOf(a.id));
}

describe('searchAppointments', () => {
  it('lists the whole salon newest first without a query, with the total', async () => {
    const page = await searchAppointments(fixture.ownerA, search({}));
    expect(page.appointments.map((a) => fixture.ids.indexOf(a.id))).toEqual([4, 3, 2, 1, 0]);
    expect(page).toMatchObject({ total: 5, capped: false, page: 1, pageSize: 20 });
    expect(page.appointments[4]).toMatchObject({ customerName: 'Anna Kovács', serviceName: 'Cut', stationName: 'Chair 1', status: 'confirmed' });
  });

  it('matches name, e-mail and service name case-insensitively; every word must match', async () => {
    expect(await found({ query: 'anna' })).toEqual([4, 0]);
    expect(await found({ query: 'ANNA colour' })).toEqual([4]);
    expect(await found({ query: 'bela@EXAMPLE' })).toEqual([1]);
    expect(await found({ query: 'colour' })).toEqual([4, 1]);
    expect(await found({ query: 'anna nobody' })).toEqual([]);
  });

  it("matches a phone number by its digits, however it is written", async () => {
    expect(await found({ query: '+36 30 123' })).toEqual([0]);
    expect(await found({ query: '3012345' })).toEqual([0]);
    expect(await found({ query: '0630-123' })).toEqual([1]);
    expect(await found({ query: '5550000' })).toEqual([2]);
  });

  it('ignores accents and case: Hungarian names and services are found typed either way', async () => {
    const db = await getDb();
    const { salon } = await createTestSalon();
    const [blowDry] = await db.insert(services).values({ salonId: salon.id, name: 'Hajvágás és szárítás', durationMinutes: 60, price: 9000, currencyCode: 'HUF' }).returning();
    const names = ['Győző Kőműves', 'ÜRSULA FŰRÉSZ', 'Éva Ónodi', 'Kovacs Ildiko'];
    const rows = await db
      .insert(appointments)
      .values(names.map((customerName, i) => ({ salonId: salon.id, serviceId: blowDry.id, customerName, startTime: new Date(Date.UTC(2026, 4, 4 + i, 8)), endTime: new Date(Date.UTC(2026, 4, 4 + i, 9)) })))
      .returning({ id: appointments.id, customerName: appointments.customerName });
    const owner = await member(salon.id, 'owner');
    const namesFound = async (query: string) => (await searchAppointments(owner, search({ query }))).appointments.map((a) => a.customerName).sort();
    expect(await namesFound('gyozo komuves')).toEqual(['Győző Kőműves']);
    expect(await namesFound('GYŐZŐ')).toEqual(['Győző Kőműves']);
    expect(await namesFound('ursula fűrész')).toEqual(['ÜRSULA FŰRÉSZ']);
    expect(await namesFound('EVA ONODI')).toEqual(['Éva Ónodi']);
    // Typed with accents, a name stored without them is found too.
    expect(await namesFound('Kovács Ildikó')).toEqual(['Kovacs Ildiko']);
    expect(await namesFound('hajvagas SZARITAS')).toEqual(rows.map((row) => row.customerName).sort());
    // The shared fixture: 'Anna Kovács', 'Béla Nagy', 'Cecília Tóth'.
    expect(await found({ query: 'kovacs' })).toEqual([0]);
    expect(await found({ query: 'KOVACS' })).toEqual([0]);
    expect(await found({ query: 'BELA' })).toEqual([1]);
    expect(await found({ query: 'cecilia toth' })).toEqual([2]);
  });

  it("treats LIKE's wildcards and markup in the query as plain text", async () => {
    expect(await found({ query: '100%' })).toEqual([3]);
    expect(await found({ query: '%' })).toEqual([3]);
    expect(await found({ query: 'anna_' })).toEqual([]);
    expect(await found({ query: 'dora_' })).toEqual([3]);
    expect(await found({ query: '<b>Béla</b>' })).toEqual([1]);
  });

  it("filters by calendar days in the salon's zone, across the clock change", async () => {
    expect(await found({ from: '2026-03-28', to: '2026-03-28' })).toEqual([1]);
    expect(await found({ from: '2026-03-29', to: '2026-03-29' })).toEqual([3, 2]);
    expect(await found({ from: '2026-03-29' })).toEqual([4, 3, 2]);
    expect(await found({ to: '2026-03-27' })).toEqual([0]);
  });

  it('filters by statuses, service and station, combined with the query', async () => {
    expect(await found({ statuses: ['no_show', 'cancelled'] })).toEqual([3, 2]);
    expect(await found({ serviceId: fixture.serviceIds.cut })).toEqual([2, 0]);
    expect(await found({ stationId: fixture.stationIds[1] })).toEqual([4, 3, 1]);
    expect(await found({ query: 'anna', stationId: fixture.stationIds[1], statuses: ['confirmed'] })).toEqual([4]);
  });

  it('pages earliest or newest first, with the same total on every page', async () => {
    const first = await searchAppointments(fixture.ownerA, search({ order: 'asc', pageSize: 2 }));
    const third = await searchAppointments(fixture.ownerA, search({ order: 'asc', pageSize: 2, page: 3 }));
    const beyond = await searchAppointments(fixture.ownerA, search({ order: 'asc', pageSize: 2, page: 4 }));
    expect(first.appointments.map((a) => fixture.ids.indexOf(a.id))).toEqual([0, 1]);
    expect(third.appointments.map((a) => fixture.ids.indexOf(a.id))).toEqual([4]);
    expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5]);
    expect(beyond.appointments).toEqual([]);
  });

  it('counts up to the limit and says when there are more; pages end there', async () => {
    const { salon, service } = await createTestSalon();
    await seedInBulk(sql`
      INSERT INTO appointments (salon_id, service_id, customer_name, start_time, end_time)
      SELECT ${salon.id}, ${service.id}, 'Many ' || i, timestamptz '2026-01-01 00:00Z' + i * interval '1 hour', timestamptz '2026-01-01 00:30Z' + i * interval '1 hour'
      FROM generate_series(1, ${SEARCH_LIMITS.results + 2}) AS i`);
    const owner = await member(salon.id, 'owner');
    expect(await searchAppointments(owner, search({ pageSize: 100 }))).toMatchObject({ total: SEARCH_LIMITS.results, capped: true });
    expect(await searchAppointments(owner, search({ query: 'many 100' }))).toMatchObject({ total: 4, capped: false });
    const last = await searchAppointments(owner, search({ pageSize: 100, page: SEARCH_LIMITS.results / 100, order: 'asc' }));
    expect(last.appointments.at(-1)?.customerName).toBe(`Many ${SEARCH_LIMITS.results}`);
    expect(appointmentSearchSchema.safeParse({ pageSize: 100, page: SEARCH_LIMITS.results / 100 + 1 }).success).toBe(false);
  });

  it('a word of three letters or more goes through the trigram index over the folded text', async () => {
    const db = await getDb();
    const { salon, service } = await createTestSalon();
    // 5,000 visits of 50 regular clients (e-mails v0…v49).
    await seedInBulk(sql`
      INSERT INTO appointments (salon_id, service_id, customer_name, customer_email, start_time, end_time)
      SELECT ${salon.id}, ${service.id}, CASE WHEN i % 500 = 0 THEN 'Kovács ' ELSE 'Vendég ' END || i, 'v' || i % 50 || '@example.com',
             timestamptz '2025-01-01 00:00Z' + i * interval '1 hour', timestamptz '2025-01-01 00:30Z' + i * interval '1 hour'
      FROM generate_series(1, 5000) AS i`);
    await db.execute(sql`ANALYZE appointments`);
    // The condition searchAppointments builds for one word (its `holds`): folded text ILIKE the folded pattern.
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN SELECT id FROM appointments WHERE salon_id = ${salon.id} AND ${appointmentSearchText(appointments)} ILIKE ${searchFold('%kovacs%')}`,
    );
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('appointments_search_trgm_idx');
    const owner = await member(salon.id, 'owner');
    expect(await searchAppointments(owner, search({ query: 'kovacs' }))).toMatchObject({ total: 10 });
  });

  it("staff search their own salon; another salon's owner finds nothing of it, even by naming it", async () => {
    expect(await found({ query: 'anna' }, fixture.staffA)).toEqual([4, 0]);
    expect((await searchAppointments(fixture.ownerB, search({ query: 'anna' }))).total).toBe(0);
    await expect(searchAppointments(fixture.ownerB, search({ salonId: fixture.salonA }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(searchAppointments(fixture.admin, search({}))).rejects.toMatchObject({ code: 'SALON_REQUIRED' });
    expect(await found({ salonId: fixture.salonA, query: 'szep' }, fixture.admin)).toEqual([4]);
  });
});

describe('searchAppointmentsAction', () => {
  it("returns priced rows with the unknown-service fallback, as the dashboard's dialogs take them", async () => {
    const result = await runActionAs(searchAppointmentsAction, fixture.staffA, { query: 'dóra', page: '1' });
    expect(result).toMatchObject({
      ok: true,
      data: { total: 1, appointments: [{ id: fixture.ids[3], serviceName: 'Unknown Service', price: 0, durationMinutes: 0, currency: { currency_code: 'HUF' } }] },
    });
    const colour = await runActionAs(searchAppointmentsAction, fixture.ownerA, { query: 'szép' });
    expect(colour).toMatchObject({ ok: true, data: { appointments: [{ serviceName: 'Colour', price: 25000, durationMinutes: 90 }] } });
  });

  it('refuses bad input with every field named, before any query', async () => {
    const result = await runActionAs(
      searchAppointmentsAction,
      fixture.ownerA,
      { query: 'x'.repeat(201), from: '2026-02-30', statuses: ['gone'], pageSize: 1000, page: 0, stationId: 'nope' });
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    const fields = Object.keys((result as { fieldErrors: Record<string, string> }).fieldErrors).sort();
    expect(fields).toEqual(['from', 'page', 'pageSize', 'query', 'stationId', 'statuses.0']);
    const words = await runActionAs(searchAppointmentsAction, fixture.ownerA, { query: 'a b c d e f g h i' });
    expect(words).toMatchObject({ ok: false, fieldErrors: { query: 'Search for at most 8 words at once' } });
    const reversed = await runActionAs(searchAppointmentsAction, fixture.ownerA, { from: '2026-03-02', to: '2026-03-01' });
    expect(reversed).toMatchObject({ ok: false, fieldErrors: { to: 'The end date must not be before the start date' } });
  });

  it('refuses the signed out and another salon', async () => {
    expect(await runActionAs(searchAppointmentsAction, null, {})).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await runActionAs(searchAppointmentsAction, fixture.ownerB, { salonId: fixture.salonA })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});
