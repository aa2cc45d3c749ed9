import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollChangesAction } from '@/features/dashboard/actions';
import { latestChange, markChangesSeen, readChangeFeed } from '@/features/dashboard/data/appointment-changes';
import { FEED_START, formatCursor, type ChangeCursor } from '@/features/dashboard/schema';
import { updateAppointment } from '@/features/appointments/data/appointment-edits';
import { setAppointmentStatus } from '@/features/appointments/data/appointments';
import { cancelBookingByToken } from '@/features/booking/data/manage-links';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { appointmentChanges, appointments, salons, users } from '@/lib/db/schema';
import { runActionAs } from '@/lib/server/authorized-action';
import type { Caller } from '@/lib/server/access';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

// Monday 23 November 2026, 09:00 in Budapest; the bookings are on Tuesday.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-24';
const CSRF = 'csrf-token-changes';
let address = 0;

async function member(salonId: string, role: 'owner' | 'staff'): Promise<Caller> {
  const [user] = await (await getDb())
    .insert(users)
    .values({ salonId, role, email: `changes-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  return { userId: user.id, role, salonId };
}

async function salonWithOwner() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  return { salon, service, owner: await member(salon.id, 'owner') };
}

async function bookOnline(salonId: string, serviceId: string, time: string, customerName = 'Anna Kovács') {
  const result = await createPublicBooking(
    { salonId, serviceId, date: DAY, time, customerName, customerPhone: '+36 30 123 4567', customerEmail: 'guest@example.com', csrfToken: CSRF },
    { clientAddress: `10.9.0.${address++}`, csrfCookie: CSRF, now: NOW },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.code}`);
  return result.data;
}

/** A staff-made appointment written straight to the table (the feed sees every write). */
async function place(salonId: string, hour: number, values: Partial<typeof appointments.$inferInsert> = {}) {
  const start = new Date(new Date(`${DAY}T00:00:00+01:00`).getTime() + hour * 3_600_000);
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ salonId, customerName: `Guest ${hour}`, startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), status: 'confirmed', ...values })
    .returning();
  return row;
}

/** Every change of the salon in cursor order. */
async function feedRows(salonId: string) {
  return (await getDb())
    .select({ txId: appointmentChanges.txId, id: appointmentChanges.id, kind: appointmentChanges.kind, actor: appointmentChanges.actor, actorUserId: appointmentChanges.actorUserId, appointmentId: appointmentChanges.appointmentId })
    .from(appointmentChanges)
    .where(eq(appointmentChanges.salonId, salonId))
    .orderBy(asc(appointmentChanges.txId), asc(appointmentChanges.id));
}

/**
 * What the feed gives out once it has settled. A change is given out only when every older
 * transaction of the cluster has ended, and another test file's open transaction (the timeout
 * tests hold one for seconds) holds that back, as a live poller sees: it asks again every 3 s.
 */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const key = (cursor: ChangeCursor) => `${cursor.txId}.${cursor.id}`;

/**
 * The caller's feed once its head is the salon's last change. Waiting for a count of entries
 * is not enough: a head held back between an appointment's two changes lists it already, with
 * its older change.
 */
async function settledFeed(caller: Caller, salonId: string) {
  const last = (await feedRows(salonId)).map(key).at(-1);
  return settled(() => readChangeFeed(caller, {}), ({ cursor }) => key(cursor) === last);
}
const isAfter = (a: ChangeCursor, b: ChangeCursor) => a.txId > b.txId || (a.txId === b.txId && a.id > b.id);

describe('the change feed', () => {
  it('records an online booking, a visitor cancellation and staff edits with their kind and actor', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const online = await bookOnline(salon.id, service.id, '10:00');
    const cancelled = await bookOnline(salon.id, service.id, '12:00', 'Bence Tóth');
    expect(await cancelBookingByToken(cancelled.manageToken, NOW)).toMatchObject({ ok: true });
    const edit = appointmentEditSchema.parse({
      appointmentId: online.appointmentId,
      service_id: service.id,
      service_name: 'Cut',
      service_duration: 60,
      service_price: 10000,
      appointment_date: DAY,
      appointment_time: '14:00',
      status: 'confirmed',
      customer_name: 'Anna Kovács',
      customer_email: 'guest@example.com',
    });
    expect(await updateAppointment(owner, edit, NOW)).toMatchObject({ ok: true });
    const staffMade = await place(salon.id, 16);
    expect(await setAppointmentStatus(owner, { appointmentId: staffMade.id, status: 'cancelled' })).toMatchObject({ ok: true });

    expect((await feedRows(salon.id)).map(({ kind, actor, appointmentId }) => [kind, actor, appointmentId])).toEqual([
      ['booked', 'visitor', online.appointmentId],
      ['booked', 'visitor', cancelled.appointmentId],
      ['cancelled', 'visitor', cancelled.appointmentId],
      ['changed', 'staff', online.appointmentId],
      ['booked', 'staff', staffMade.id],
      ['cancelled', 'staff', staffMade.id],
    ]);
    // The list (a colleague's: the owner's own changes are not news to the owner): each
    // appointment once, its latest change first, with what staff need to recognise it.
    const colleague = await member(salon.id, 'staff');
    const feed = await settledFeed(colleague, salon.id);
    expect(feed.unseen.map(({ kind, actor, customerName, serviceName }) => [kind, actor, customerName, serviceName])).toEqual([
      ['cancelled', 'staff', 'Guest 16', null],
      ['changed', 'staff', 'Anna Kovács', 'Cut'],
      ['cancelled', 'visitor', 'Bence Tóth', 'Cut'],
    ]);
  });

  it('tells nothing for a write that changes nothing staff see on the schedule', async () => {
    const { salon } = await salonWithOwner();
    const row = await place(salon.id, 10);
    await (await getDb()).update(appointments).set({ internalNotes: 'Prefers tea' }).where(eq(appointments.id, row.id));
    expect((await feedRows(salon.id)).map((change) => change.kind)).toEqual(['booked']);
  });

  it('polls with a cursor: the head once, then only what is newer', async () => {
    const { salon, owner } = await salonWithOwner();
    expect(await latestChange(owner, { cursor: FEED_START })).toBeNull();
    await place(salon.id, 10);
    const head = await settled(() => latestChange(owner, { cursor: FEED_START }), (change) => change !== null);
    expect(head).not.toBeNull();
    expect(await latestChange(owner, { cursor: head! })).toBeNull();
    await place(salon.id, 11);
    const next = await settled(() => latestChange(owner, { cursor: head! }), (change) => change !== null);
    expect(next && isAfter(next, head!)).toBe(true);
    expect(await runActionAs(pollChangesAction, owner, { cursor: formatCursor(head!) })).toEqual({ ok: true, data: formatCursor(next!) });
  });

  it('refuses anything but a valid cursor', async () => {
    const { owner } = await salonWithOwner();
    for (const cursor of ['', '1', '1.2.3', '-1.2', '1.2 OR 1=1', '1234567890123456.1', 1, null, { txId: 1, id: 2 }]) {
      expect(await runActionAs(pollChangesAction, owner, { cursor }), JSON.stringify(cursor)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('lists what changed since the user last marked it seen, per user', async () => {
    const { salon, owner } = await salonWithOwner();
    const staff = await member(salon.id, 'staff');
    await place(salon.id, 10);
    const seen = await settledFeed(owner, salon.id);
    expect(seen.unseen).toHaveLength(1);
    await markChangesSeen(owner, { cursor: seen.cursor });
    expect((await readChangeFeed(owner, {})).unseen).toEqual([]);
    const later = await place(salon.id, 11);
    expect((await settledFeed(owner, salon.id)).unseen.map((change) => change.appointmentId)).toEqual([later.id]);
    // The colleague has not looked yet: both are new to them.
    expect((await readChangeFeed(staff, {})).unseen).toHaveLength(2);
  });

  it("leaves out the user's own changes, and lists the appointment for what others did to it", async () => {
    const { salon, service, owner } = await salonWithOwner();
    const colleague = await member(salon.id, 'staff');
    const online = await bookOnline(salon.id, service.id, '10:00');
    const staffMade = await place(salon.id, 16);
    expect(await setAppointmentStatus(owner, { appointmentId: online.appointmentId, status: 'cancelled' })).toMatchObject({ ok: true });
    expect(await setAppointmentStatus(owner, { appointmentId: staffMade.id, status: 'cancelled' })).toMatchObject({ ok: true });
    expect((await feedRows(salon.id)).map(({ kind, actorUserId }) => [kind, actorUserId])).toEqual([
      ['booked', null],
      ['booked', null],
      ['cancelled', owner.userId],
      ['cancelled', owner.userId],
    ]);
    const theirs = await settledFeed(colleague, salon.id);
    expect(theirs.unseen.map(({ kind }) => kind)).toEqual(['cancelled', 'cancelled']);
    // The owner cancelled both: what is news to them is only who booked them.
    const mine = await readChangeFeed(owner, {});
    expect(mine.unseen.map(({ kind, actor, appointmentId }) => [kind, actor, appointmentId])).toEqual([
      ['booked', 'staff', staffMade.id],
      ['booked', 'visitor', online.appointmentId],
    ]);
    expect(mine.unseenCount).toBe(2);
  });

  it('keeps unseen changes past a day for a user who never marked the feed seen, up to 30 days', async () => {
    const { salon, owner } = await salonWithOwner();
    const thursday = await place(salon.id, 10);
    const old = await place(salon.id, 11);
    await settledFeed(owner, salon.id);
    const db = await getDb();
    await db.update(appointmentChanges).set({ at: sql`now() - interval '4 days'` }).where(eq(appointmentChanges.appointmentId, thursday.id));
    await db.update(appointmentChanges).set({ at: sql`now() - interval '31 days'` }).where(eq(appointmentChanges.appointmentId, old.id));
    expect((await readChangeFeed(owner, {})).unseen.map((change) => change.appointmentId)).toEqual([thursday.id]);
  });

  it('counts every unseen appointment and gives more than the first ten', async () => {
    const { salon, owner } = await salonWithOwner();
    for (let hour = 8; hour < 20; hour++) await place(salon.id, hour);
    const feed = await settledFeed(owner, salon.id);
    expect(feed.unseen).toHaveLength(12);
    expect(feed.unseenCount).toBe(12);
  });

  it('keeps a salon to its own feed', async () => {
    const a = await salonWithOwner();
    const b = await salonWithOwner();
    await place(a.salon.id, 10);
    expect(await latestChange(b.owner, { cursor: FEED_START })).toBeNull();
    expect((await readChangeFeed(b.owner, {})).unseen).toEqual([]);
    await expect(latestChange(b.owner, { salonId: a.salon.id, cursor: FEED_START })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  // Concurrency is only real on PostgreSQL: PGlite runs one statement at a time.
  it.skipIf(!process.env.DATABASE_URL)('never skips a change whose transaction commits after a newer one', async () => {
    const { salon, owner } = await salonWithOwner();
    const db = await getDb();
    // Two lanes, so that the second write does not wait for the first one's lane.
    await db.update(salons).set({ stationsEnabled: true }).where(eq(salons.id, salon.id));
    const [one, two] = await addStations(salon.id, [{ name: 'One' }, { name: 'Two' }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const writtenFirst = new Promise<void>((resolve) => (written = resolve));
    // The slow writer takes its row (and its transaction id) first and commits last.
    const slow = db.transaction(async (tx) => {
      await tx.insert(appointments).values({ salonId: salon.id, stationId: one.id, customerName: 'Slow', startTime: new Date(`${DAY}T09:00:00Z`), endTime: new Date(`${DAY}T09:30:00Z`) });
      written();
      await held;
    });
    try {
      await writtenFirst;
      await place(salon.id, 14, { stationId: two.id });
      // The fast change is committed, but the slow one could still land before it: the poll waits.
      expect(await latestChange(owner, { cursor: FEED_START })).toBeNull();
    } finally {
      release();
      await slow;
    }
    const last = (await feedRows(salon.id)).map(key).at(-1);
    const head = await settled(() => latestChange(owner, { cursor: FEED_START }), (change) => change !== null && key(change) === last);
    expect(key(head!)).toBe(last);
    expect((await readChangeFeed(owner, {})).unseen.map((change) => change.customerName)).toEqual(['Guest 14', 'Slow']);
  });

  it.skipIf(!process.env.DATABASE_URL)('gives out every change exactly once to a poller racing many writers', async () => {
    const { salon, owner } = await salonWithOwner();
    const WRITERS = 8;
    const PER_WRITER = 5;
    // A lane per writer: the writes interleave instead of queueing for one lane.
    await (await getDb()).update(salons).set({ stationsEnabled: true }).where(eq(salons.id, salon.id));
    const lanes = await addStations(salon.id, Array.from({ length: WRITERS }, (_, writer) => ({ name: `Lane ${writer}` })));
    let writing = true;
    const given: string[] = [];
    const poller = (async () => {
      let cursor = FEED_START;
      const deadline = Date.now() + 60_000;
      // After the writers are done it polls on until the tail has settled (see settled()).
      for (;;) {
        const writersDone = !writing;
        const next = await latestChange(owner, { cursor });
        if (next) {
          const rows = (await feedRows(salon.id)).filter((row) => isAfter(row, cursor) && !isAfter(row, next));
          given.push(...rows.map(key));
          cursor = next;
        } else if (writersDone && (given.length >= WRITERS * PER_WRITER || Date.now() > deadline)) return;
        else if (writersDone) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; i < PER_WRITER; i++) await place(salon.id, 8 + i, { stationId: lanes[writer].id });
      }),
    );
    writing = false;
    await poller;
    const all = (await feedRows(salon.id)).map(key);
    expect(all).toHaveLength(WRITERS * PER_WRITER);
    expect(given).toEqual(all);
  });
});
