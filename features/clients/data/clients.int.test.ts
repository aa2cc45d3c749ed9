import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessError, callerOf, type Caller } from '@/lib/server/access';
import { readProfile } from '@/lib/auth/store';
import { appointments, clients, users, type AppointmentStatus } from '@/lib/db/schema';
import { listClients, type ClientRow } from '@/features/clients/data/clients';
import { clientListSchema, type ClientListInput } from '@/features/clients/schema';
import { SEARCH_LIMITS } from '@/features/appointments/schema/search';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many clients besides the three named ones: enough for several pages. */
const BULK = 30;

type Visit = { name: string; phone?: string; email?: string; daysAgo: number; status?: AppointmentStatus };

// Salon A in Budapest (a Hungarian salon: '06 30' and '+36 30' are one number).
const VISITS: Visit[] = [
  { name: 'Éva Kiss', phone: '+36 30 111 2222', email: 'eva@example.com', daysAgo: 30, status: 'completed' },
  { name: 'Éva Kiss', phone: '+36 30 111 2222', email: 'eva@example.com', daysAgo: 20, status: 'no_show' },
  { name: 'Éva Kiss', phone: '+36 30 111 2222', email: 'eva@example.com', daysAgo: 400 },
  { name: 'Béla Nagy', phone: '06 20 333 4444', daysAgo: 430, status: 'completed' },
  { name: 'Anna Szabó', email: 'anna.szabo@example.com', daysAgo: 5, status: 'cancelled' },
  ...Array.from({ length: BULK }, (_, i): Visit => ({ name: `Bulk Client ${String(i).padStart(2, '0')}`, email: `bulk${i}@example.com`, daysAgo: 45 + (i % 10) * 10 })),
];

const fixture = {} as { salonA: string; ownerA: Caller; staffA: Caller; ownerB: Caller; admin: Caller };

beforeAll(async () => {
  const db = await getDb();
  const { salon, service } = await createTestSalon();
  const now = Date.now();
  // One after another: each at its own hour, so that the salon's one lane never overlaps.
  for (const [i, visit] of VISITS.entries()) {
    const start = new Date(now - visit.daysAgo * DAY - i * HOUR);
    await db.insert(appointments).values({
      salonId: salon.id,
      serviceId: service.id,
      customerName: visit.name,
      customerPhone: visit.phone ?? null,
      customerEmail: visit.email ?? null,
      status: visit.status ?? 'confirmed',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
  }
  const { salon: salonB } = await createTestSalon();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  Object.assign(fixture, {
    salonA: salon.id,
    ownerA: await addMember(salon.id, 'owner'),
    staffA: await addMember(salon.id, 'staff'),
    ownerB: await addMember(salonB.id, 'owner'),
    admin: callerOf(await readProfile(admin.id))!,
  });
});

const list = (input: Omit<ClientListInput, 'salonId'> = {}, caller: Caller = fixture.staffA) => listClients(caller, clientListSchema.parse({ salonId: fixture.salonA, ...input }));
const names = async (input: Omit<ClientListInput, 'salonId'> = {}) => (await list(input)).clients.map((client) => client.name);

/** Every page of a listing, `pageSize` rows at a time, following the keyset links. */
async function allPages(input: Omit<ClientListInput, 'salonId'>, pageSize: number): Promise<ClientRow[][]> {
  const pages: ClientRow[][] = [];
  let after: string | undefined;
  do {
    const page = await list({ ...input, pageSize, after });
    pages.push(page.clients);
    after = page.nextAfter ?? undefined;
  } while (after && pages.length < 50);
  return pages;
}

describe('listClients: search', () => {
  it('finds a name without its accents, in any case', async () => {
    expect(await names({ query: 'eva' })).toEqual(['Éva Kiss']);
    expect(await names({ query: 'KISS EVA' })).toEqual(['Éva Kiss']);
    expect(await names({ query: 'bela' })).toEqual(['Béla Nagy']);
  });

  it('finds a phone however it is written', async () => {
    expect(await names({ query: '06 30 111 2222' })).toEqual(['Éva Kiss']);
    expect(await names({ query: '+36 20 333 4444' })).toEqual(['Béla Nagy']);
    expect(await names({ query: '30 111' })).toEqual(['Éva Kiss']);
  });

  it('finds an e-mail, or part of one', async () => {
    expect(await names({ query: 'anna.szabo@example.com' })).toEqual(['Anna Szabó']);
    expect(await names({ query: 'eva@' })).toEqual(['Éva Kiss']);
  });

  it('refuses an over-long query before any read', () => {
    expect(clientListSchema.safeParse({ salonId: fixture.salonA, query: 'x'.repeat(SEARCH_LIMITS.query + 1) }).success).toBe(false);
  });
});

describe('listClients: a row', () => {
  it("counts a client's visits and no-shows, and its last visit (a cancelled or missed one is none)", async () => {
    const [eva] = (await list({ query: 'eva' })).clients;
    expect(eva).toMatchObject({ email: 'eva@example.com', phone: '+36 30 111 2222', visitCount: 2, noShowCount: 1 });
    expect(Math.round((Date.now() - eva.lastVisitAt!.getTime()) / DAY)).toBe(30);
    const [anna] = (await list({ query: 'anna' })).clients;
    expect(anna).toMatchObject({ visitCount: 0, noShowCount: 0, lastVisitAt: null });
  });

  it('follows the appointments: a status changed, an appointment deleted', async () => {
    const db = await getDb();
    const { salon, service } = await createTestSalon();
    const start = new Date(Date.now() - 3 * DAY);
    const [row] = await db
      .insert(appointments)
      .values({ salonId: salon.id, serviceId: service.id, customerName: 'Zoé Follow', customerEmail: 'zoe@example.com', startTime: start, endTime: new Date(start.getTime() + HOUR) })
      .returning();
    const client = () => db.select().from(clients).where(and(eq(clients.salonId, salon.id), eq(clients.id, row.clientId!))).then(([c]) => c);
    expect(await client()).toMatchObject({ visitCount: 1, noShowCount: 0, lastVisitAt: start });
    await db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, row.id));
    expect(await client()).toMatchObject({ visitCount: 0, noShowCount: 1, lastVisitAt: null });
    await db.delete(appointments).where(eq(appointments.id, row.id));
    expect(await client()).toMatchObject({ visitCount: 0, noShowCount: 0, lastVisitAt: null });
  });

  it('follows statements of many appointments: each client it touched, once, the one an appointment left too', async () => {
    const db = await getDb();
    const { salon, service } = await createTestSalon();
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const visit = (email: string, daysAgo: number) => ({ salonId: salon.id, serviceId: service.id, customerName: email, customerEmail: email, startTime: at(daysAgo), endTime: new Date(at(daysAgo).getTime() + HOUR) });
    const rows = await db.insert(appointments).values([visit('one@example.com', 9), visit('one@example.com', 6), visit('two@example.com', 3)]).returning();
    const stats = async () => {
      const all = await db.select().from(clients).where(eq(clients.salonId, salon.id));
      return Object.fromEntries(all.map((c) => [c.email, [c.visitCount, c.noShowCount, c.lastVisitAt?.toISOString() ?? null]]));
    };
    expect(await stats()).toEqual({ 'one@example.com': [2, 0, at(6).toISOString()], 'two@example.com': [1, 0, at(3).toISOString()] });
    // One statement: client one's later visit goes to client two, and its earlier one is missed.
    await db.execute(sql`
      UPDATE appointments SET client_id = CASE WHEN id = ${rows[1].id} THEN ${rows[2].clientId}::uuid ELSE client_id END,
                              status = CASE WHEN id = ${rows[0].id} THEN 'no_show' ELSE status END
      WHERE id IN (${rows[0].id}, ${rows[1].id})`);
    expect(await stats()).toEqual({ 'one@example.com': [0, 1, null], 'two@example.com': [2, 0, at(3).toISOString()] });
    await db.delete(appointments).where(eq(appointments.salonId, salon.id));
    expect(await stats()).toEqual({ 'one@example.com': [0, 0, null], 'two@example.com': [0, 0, null] });
  });
});

describe('listClients: order and filters', () => {
  it('lists the latest visit first by default, clients without a visit last', async () => {
    const rows = (await list({ pageSize: 100 })).clients;
    expect(rows).toHaveLength(BULK + 3);
    const times = rows.map((row) => row.lastVisitAt?.getTime() ?? -Infinity);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0].name).toBe('Éva Kiss');
    expect(rows.at(-1)!.name).toBe('Anna Szabó');
  });

  it('lists by name, accents folded', async () => {
    const rows = await names({ sort: 'name', pageSize: 100 });
    expect(rows.slice(0, 2)).toEqual(['Anna Szabó', 'Béla Nagy']);
    expect(rows.at(-1)).toBe('Éva Kiss');
  });

  it('keeps to clients with a no-show', async () => {
    expect(await names({ noShows: '1' })).toEqual(['Éva Kiss']);
  });

  it('keeps to clients not seen for N months (or never)', async () => {
    expect(await names({ months: '12' })).toEqual(['Béla Nagy', 'Anna Szabó']);
    // 45, 55 days ago: seen within two months; 65 to 135 days ago: not.
    expect(await names({ months: '2', query: 'bulk' })).toHaveLength((BULK / 10) * 8);
    expect(clientListSchema.safeParse({ months: '61' }).success).toBe(false);
    expect(clientListSchema.safeParse({ months: '0' }).success).toBe(false);
  });
});

describe('listClients: keyset pages', () => {
  for (const sort of ['lastVisit', 'name'] as const) {
    it(`pages through every client once, in order (${sort})`, async () => {
      const whole = (await list({ sort, pageSize: 100 })).clients.map((row) => row.id);
      const pages = await allPages({ sort }, 7);
      expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 5]);
      const paged = pages.flat().map((row) => row.id);
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(whole);
    });
  }

  it('pages a filtered list too', async () => {
    const paged = (await allPages({ query: 'bulk', sort: 'name' }, 4)).flat().map((row) => row.name);
    expect(paged).toEqual(Array.from({ length: BULK }, (_, i) => `Bulk Client ${String(i).padStart(2, '0')}`));
  });
});

describe('listClients: who may read', () => {
  it("shows staff and owners their own salon's clients, an admin the salon named", async () => {
    expect((await list({ query: 'eva' }, fixture.ownerA)).clients).toHaveLength(1);
    expect((await list({ query: 'eva' }, fixture.admin)).clients).toHaveLength(1);
  });

  it("never shows another salon's clients", async () => {
    await expect(list({}, fixture.ownerB)).rejects.toBeInstanceOf(AccessError);
    // Their own salon has none of them.
    expect((await listClients(fixture.ownerB, clientListSchema.parse({ query: 'eva' }))).clients).toEqual([]);
  });
});
