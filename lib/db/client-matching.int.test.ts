import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, clients } from '@/lib/db/schema';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';

// The client rule of migration 20261126224856_clients (docs/decisions.md "Clients: matched by
// e-mail, else phone and name"). The database applies it to every insert, so a plain insert proves it.

let hour = 0;
/** Books `customer` in `salonId` at an hour of its own (the lanes never refuse it); the row's client id. */
async function book(salonId: string, customer: { name: string; email?: string | null; phone?: string | null }, stationId?: string) {
  const start = new Date(Date.UTC(2027, 0, 1) + hour++ * 3_600_000);
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ salonId, stationId, customerName: customer.name, customerEmail: customer.email ?? null, customerPhone: customer.phone ?? null, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .returning({ clientId: appointments.clientId });
  return row.clientId!;
}

const clientsOf = async (salonId: string) => (await getDb()).select().from(clients).where(eq(clients.salonId, salonId)).orderBy(clients.createdAt);

describe('a client per client per salon', () => {
  it('is one client for one e-mail written with other case and spaces, keeping the details first given', async () => {
    const { salon } = await createTestSalon();
    const first = await book(salon.id, { name: 'Anna Kovács', email: 'anna.kovacs@example.com' });
    expect(await book(salon.id, { name: 'Anna K.', email: '  Anna.Kovacs@EXAMPLE.com ' })).toBe(first);
    expect(await clientsOf(salon.id)).toEqual([expect.objectContaining({ id: first, name: 'Anna Kovács', email: 'anna.kovacs@example.com', emailKey: 'anna.kovacs@example.com' })]);
  });

  it("is one client for one phone written differently, '06' being '+36' in a Hungarian salon", async () => {
    const { salon } = await createTestSalon({ country: 'Hungary', timezone: 'Europe/Budapest' });
    const first = await book(salon.id, { name: 'Béla Szabó', phone: '+36 30 123 4567' });
    expect(await book(salon.id, { name: 'bela  szabo', phone: '06 30 123 4567' })).toBe(first);
    expect(await book(salon.id, { name: 'Béla Szabó', phone: '0036-30-1234567' })).toBe(first);
    expect(await clientsOf(salon.id)).toEqual([expect.objectContaining({ phone: '+36 30 123 4567', phoneKey: '+36301234567', nameKey: 'bela szabo' })]);
  });

  it("keeps '06' a national number outside Hungary", async () => {
    const { salon } = await createTestSalon({ country: 'Austria', timezone: 'Europe/Vienna' });
    const national = await book(salon.id, { name: 'Eva Huber', phone: '06 30 123 4567' });
    expect(await book(salon.id, { name: 'Eva Huber', phone: '+36 30 123 4567' })).not.toBe(national);
  });

  it('makes two clients of two people sharing a phone under different names, and of one name under two e-mails', async () => {
    const { salon } = await createTestSalon();
    const mother = await book(salon.id, { name: 'Kovács Anna', phone: '+36 30 555 0000' });
    const daughter = await book(salon.id, { name: 'Kovács Lili', phone: '+36 30 555 0000' });
    expect(daughter).not.toBe(mother);
    expect(await book(salon.id, { name: 'Kovács Lili', phone: '06 30 555 0000' })).toBe(daughter);
    // The same name and phone under another e-mail: another person, or the same one? Not guessed.
    const withEmail = await book(salon.id, { name: 'Kovács Anna', phone: '+36 30 555 0000', email: 'anna@example.com' });
    expect(withEmail).toBe(mother); // the phone client had no e-mail: it is filled in
    const otherEmail = await book(salon.id, { name: 'Kovács Anna', phone: '+36 30 555 0000', email: 'anna.work@example.com' });
    expect(otherEmail).not.toBe(mother);
    // Phone and name alone now fit both e-mail clients: ambiguous, so a record of its own.
    const ambiguous = await book(salon.id, { name: 'Kovács Anna', phone: '+36 30 555 0000' });
    expect([mother, otherEmail]).not.toContain(ambiguous);
    expect(await book(salon.id, { name: 'Kovacs Anna', phone: '06305550000' })).toBe(ambiguous);
    expect((await clientsOf(salon.id)).map((client) => [client.name, client.email])).toEqual([
      ['Kovács Anna', 'anna@example.com'],
      ['Kovács Lili', null],
      ['Kovács Anna', 'anna.work@example.com'],
      ['Kovács Anna', null],
    ]);
  });

  it('fills in the phone of an e-mail client and finds them by it later', async () => {
    const { salon } = await createTestSalon();
    const client = await book(salon.id, { name: 'Dóra Nagy', email: 'dora@example.com' });
    expect(await book(salon.id, { name: 'Dóra Nagy', email: 'dora@example.com', phone: '+36 70 222 3333' })).toBe(client);
    const [filled] = await clientsOf(salon.id);
    expect(filled).toMatchObject({ phone: '+36 70 222 3333', phoneKey: '+36702223333' });
    expect(filled.updatedAt.getTime()).toBeGreaterThan(filled.createdAt.getTime());
    expect(await book(salon.id, { name: 'Dora Nagy', phone: '+36 70 222 3333' })).toBe(client);
  });

  it('gives a booking without e-mail or phone a client of its own', async () => {
    const { salon } = await createTestSalon();
    expect(await book(salon.id, { name: 'Walk-in' })).not.toBe(await book(salon.id, { name: 'Walk-in' }));
  });

  it('never shares a client across salons', async () => {
    const { salon } = await createTestSalon();
    const { salon: other } = await createTestSalon();
    const here = await book(salon.id, { name: 'Anna', email: 'anna@example.com', phone: '+36 30 123 4567' });
    const there = await book(other.id, { name: 'Anna', email: 'anna@example.com', phone: '+36 30 123 4567' });
    expect(there).not.toBe(here);
    expect((await clientsOf(other.id)).map((client) => client.id)).toEqual([there]);
    // Nor may an appointment name another salon's client.
    const db = await getDb();
    const error = await db.execute(sql`UPDATE appointments SET client_id = ${here} WHERE client_id = ${there}`).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23503');
  });

  it('makes one client of parallel first bookings of a new client', async () => {
    // A lane's writes take turns (lane_write_lock): a station each lets the bookings race for real.
    const { salon } = await createTestSalon({ stationsEnabled: true });
    const stations = await addStations(salon.id, Array.from({ length: 12 }, (_, i) => ({ name: `Chair ${i}` })));
    const byEmail = await Promise.all(stations.map((station, i) => book(salon.id, { name: 'Rita Új', email: i % 2 ? 'rita@example.com' : ' RITA@example.com' }, station.id)));
    const byPhone = await Promise.all(stations.map((station, i) => book(salon.id, { name: 'Zoli Új', phone: i % 2 ? '+36 20 999 8888' : '06 20 999 8888' }, station.id)));
    expect(new Set(byEmail).size).toBe(1);
    expect(new Set(byPhone).size).toBe(1);
    expect(await clientsOf(salon.id)).toHaveLength(2);
  });
});
