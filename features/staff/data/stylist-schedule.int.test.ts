import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMySchedule } from '@/features/account/data/own-schedule';
import { addTimeBlock } from '@/features/blocks/data/time-blocks';
import { timeBlockSchema } from '@/features/blocks/schema';
import { listStaffMembers, removeStaffMember } from '@/features/staff/data/staff';
import { getStylistSettings, saveStylistSchedule, setStylistsEnabled } from '@/features/staff/data/stylist-schedule';
import { STAFF_MESSAGES, stylistScheduleSchema, type StylistScheduleInput } from '@/features/staff/schema';
import { appointments, salons, services, stylistHours, stylistServices, users } from '@/lib/db/schema';
import { addDays, isoWeekday, todayInZone, zonedToInstant } from '@/lib/scheduling';
import type { Caller } from '@/lib/server/access';
import { createTestSalon, getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';

const ZONE = 'Europe/Budapest';
const today = todayInZone(new Date(), ZONE);
/** A Monday two to three weeks ahead, and the Tuesday after it. */
const MONDAY = addDays(today, 14 + ((8 - isoWeekday(today)!) % 7));
const TUESDAY = addDays(MONDAY, 1);
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));

async function member(salonId: string, role: 'owner' | 'staff', fullName: string) {
  const [row] = await (await getDb())
    .insert(users)
    .values({ salonId, role, email: `stylist-${crypto.randomUUID()}@example.com`, fullName })
    .returning({ id: users.id });
  return { id: row.id, caller: { userId: row.id, role, salonId } satisfies Caller };
}

/** A salon that lets visitors choose stylists, its owner, a stylist working every day 08-20, and a second service. */
async function stylistSalon() {
  const { salon, service } = await createTestSalon({ timezone: ZONE, stylistsEnabled: true });
  const [colour] = await (await getDb()).insert(services).values({ salonId: salon.id, name: 'Colour', durationMinutes: 60 }).returning();
  const owner = await member(salon.id, 'owner', 'Owner Olga');
  const stylist = await member(salon.id, 'staff', 'Stylist Sára');
  expect(await saveStylistSchedule(owner.caller, schedule(stylist.id, { hours: ALL_WEEK }))).toMatchObject({ ok: true });
  return { salon, cut: service, colour, owner, stylist };
}

function schedule(userId: string, input: Partial<StylistScheduleInput> = {}) {
  return stylistScheduleSchema.parse({ userId, bookable: true, hours: [], days_off: [], all_services: true, service_ids: [], ...input });
}

async function book(salonId: string, staffId: string, serviceId: string, date: string, time: string, customerName: string) {
  const start = zonedToInstant(date, time, ZONE)!;
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ salonId, staffId, serviceId, customerName, startTime: start, endTime: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: appointments.id });
  return row.id;
}

async function stateOf(userId: string) {
  const db = await getDb();
  const [user] = await db.select({ bookable: users.bookable, daysOff: users.daysOff }).from(users).where(eq(users.id, userId));
  const hours = await db.select({ weekday: stylistHours.weekday, from: stylistHours.fromTime, to: stylistHours.toTime }).from(stylistHours).where(eq(stylistHours.userId, userId));
  const serviceIds = (await db.select({ id: stylistServices.serviceId }).from(stylistServices).where(eq(stylistServices.userId, userId))).map((s) => s.id);
  return { ...user, hours: hours.sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from)), serviceIds };
}

describe("an owner saves a member's hours, days off and services", () => {
  it('stores a split shift, days off and the chosen services, and lists them on the Staff screen', async () => {
    const { owner, stylist, colour } = await stylistSalon();
    const split = [
      { weekday: 2, from: '14:00', to: '20:00' },
      { weekday: 2, from: '09:00', to: '13:00' },
    ];
    const saved = await saveStylistSchedule(owner.caller, schedule(stylist.id, { hours: split, days_off: [TUESDAY, MONDAY, TUESDAY], all_services: false, service_ids: [colour.id] }));
    expect(saved).toEqual({ ok: true, data: { appointments: [], total: 0 } });
    expect(await stateOf(stylist.id)).toEqual({ bookable: true, daysOff: [MONDAY, TUESDAY], hours: [split[1], split[0]], serviceIds: [colour.id] });
    const listed = (await listStaffMembers(owner.caller)).find((m) => m.id === stylist.id);
    expect(listed).toMatchObject({ bookable: true, hours: [split[1], split[0]], daysOff: [MONDAY, TUESDAY], serviceIds: [colour.id] });
    expect(await getMySchedule(stylist.caller)).toEqual({ hours: [split[1], split[0]], daysOff: [MONDAY, TUESDAY], services: ['Colour'] });
  });

  it("another salon's owner and staff are refused, and nothing changes", async () => {
    const { salon, stylist } = await stylistSalon();
    const before = await stateOf(stylist.id);
    const other = await createTestSalon({ timezone: ZONE });
    const otherOwner = await member(other.salon.id, 'owner', 'Other Owner');
    const change = schedule(stylist.id, { bookable: false });
    await expect(saveStylistSchedule(otherOwner.caller, change)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(saveStylistSchedule(otherOwner.caller, { ...change, salonId: salon.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(saveStylistSchedule(stylist.caller, change)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(setStylistsEnabled(stylist.caller, { enabled: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(getStylistSettings(otherOwner.caller, salon.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await stateOf(stylist.id)).toEqual(before);
  });

  it('bad input is refused with a field error and changes nothing', async () => {
    const { owner, stylist } = await stylistSalon();
    const before = await stateOf(stylist.id);
    const refused = (input: Partial<StylistScheduleInput>) => stylistScheduleSchema.safeParse({ userId: stylist.id, bookable: true, hours: [], days_off: [], all_services: true, service_ids: [], ...input });
    const issue = (input: Partial<StylistScheduleInput>) => {
      const result = refused(input);
      return result.success ? null : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
    };
    expect(issue({ hours: [{ weekday: 1, from: '12:00', to: '09:00' }] })).toEqual({ path: 'hours.0.to', message: STAFF_MESSAGES.endAfterStart });
    expect(issue({ hours: [{ weekday: 1, from: '09:00', to: '13:00' }, { weekday: 1, from: '12:00', to: '18:00' }] })).toEqual({ path: 'hours.1.from', message: STAFF_MESSAGES.spansOverlap });
    expect(issue({ hours: ['08', '10', '12', '14', '16'].map((h) => ({ weekday: 3, from: `${h}:00`, to: `${h}:30` })) })).toEqual({ path: 'hours.4.from', message: STAFF_MESSAGES.tooManySpans });
    expect(issue({ hours: [{ weekday: 1, from: '9:00', to: '25:00' }] })?.message).toBe(STAFF_MESSAGES.timeInvalid);
    expect(issue({ hours: [{ weekday: 8, from: '09:00', to: '10:00' }] })?.path).toBe('hours.0.weekday');
    expect(issue({ days_off: ['2026-02-30'] })?.path).toBe('days_off.0');
    expect(issue({ days_off: Array.from({ length: 101 }, (_, i) => addDays(MONDAY, i)) })).toEqual({ path: 'days_off', message: STAFF_MESSAGES.tooManyDaysOff });
    expect(issue({ all_services: false, service_ids: [] })).toEqual({ path: 'service_ids', message: STAFF_MESSAGES.chooseServices });
    expect([STAFF_MESSAGES.tooManySpans, STAFF_MESSAGES.tooManyDaysOff].map(serverMessages('en'))).toEqual(['At most 4 spans a day', 'At most 100 days off']);

    // A service of another salon: a field error, and the rest of the save is not applied either.
    const other = await createTestSalon({ timezone: ZONE });
    const foreign = await saveStylistSchedule(owner.caller, schedule(stylist.id, { bookable: false, hours: [], all_services: false, service_ids: [other.service.id] }));
    expect(foreign).toEqual({ ok: false, code: 'UNKNOWN_SERVICE', message: STAFF_MESSAGES.unknownService, fieldErrors: { service_ids: STAFF_MESSAGES.unknownService } });
    expect(await stateOf(stylist.id)).toEqual(before);
  });

  it('the salon switch turns stylists on and off', async () => {
    const { salon, owner } = await stylistSalon();
    expect(await setStylistsEnabled(owner.caller, { enabled: false })).toEqual({ ok: true, data: { enabled: false } });
    expect((await getStylistSettings(owner.caller)).stylistsEnabled).toBe(false);
    const [row] = await (await getDb()).select({ on: salons.stylistsEnabled }).from(salons).where(eq(salons.id, salon.id));
    expect(row.on).toBe(false);
  });
});

describe('appointments stay where they are and the ones to move are listed', () => {
  it('lists coming appointments outside the new hours, on a day off, of a service no longer done', async () => {
    const { salon, owner, stylist, cut, colour } = await stylistSalon();
    const fits = await book(salon.id, stylist.id, cut.id, MONDAY, '09:00', 'Fits Fanni');
    await book(salon.id, stylist.id, cut.id, MONDAY, '15:00', 'Late Lili');
    await book(salon.id, stylist.id, colour.id, MONDAY, '10:00', 'Colour Csilla');
    await book(salon.id, stylist.id, cut.id, TUESDAY, '09:00', 'Tuesday Tímea');
    const result = await saveStylistSchedule(
      owner.caller,
      schedule(stylist.id, { hours: [1, 2].map((weekday) => ({ weekday, from: '08:00', to: '12:00' })), days_off: [TUESDAY], all_services: false, service_ids: [cut.id] }),
    );
    expect(result.ok && result.data.total).toBe(3);
    expect(result.ok && result.data.appointments.map((a) => [a.customerName, a.date, a.time, a.serviceName, a.reason])).toEqual([
      ['Colour Csilla', MONDAY, '10:00 – 11:00', 'Colour', 'service'],
      ['Late Lili', MONDAY, '15:00 – 16:00', 'Cut', 'hours'],
      ['Tuesday Tímea', TUESDAY, '09:00 – 10:00', 'Cut', 'dayOff'],
    ]);
    // Nothing moved or lost its stylist.
    const rows = await (await getDb()).select({ id: appointments.id, staffId: appointments.staffId }).from(appointments).where(eq(appointments.salonId, salon.id));
    expect(rows.map((r) => r.staffId)).toEqual(Array(4).fill(stylist.id));
    expect(rows.map((r) => r.id)).toContain(fits);
  });

  it('a member who no longer takes appointments: all their coming appointments are listed', async () => {
    const { salon, owner, stylist, cut } = await stylistSalon();
    await book(salon.id, stylist.id, cut.id, MONDAY, '09:00', 'Any Anna');
    const result = await saveStylistSchedule(owner.caller, schedule(stylist.id, { bookable: false, hours: ALL_WEEK }));
    expect(result.ok && result.data.appointments.map((a) => a.reason)).toEqual(['notBookable']);
  });

  it('removing a member lists the coming appointments they leave unassigned', async () => {
    const { salon, owner, stylist, cut } = await stylistSalon();
    const id = await book(salon.id, stylist.id, cut.id, TUESDAY, '11:00', 'Left Lenke');
    const removed = await removeStaffMember(owner.caller, { userId: stylist.id });
    expect(removed).toMatchObject({ ok: true, data: { unassigned: 1, toMove: { total: 1, appointments: [{ id, customerName: 'Left Lenke', date: TUESDAY, time: '11:00 – 12:00', reason: 'noStylist' }] } } });
    const [row] = await (await getDb()).select({ staffId: appointments.staffId, status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row).toEqual({ staffId: null, status: 'confirmed' });
  });
});

describe('a block on one stylist', () => {
  const block = (staffId: string, from: string, to: string) => timeBlockSchema.parse({ scope: 'stylist', staff_id: staffId, date: MONDAY, from_time: from, to_time: to, reason: 'Training', repeat: 'once' });

  it('is refused over their booked appointment, naming it, and accepted at another time or on another stylist', async () => {
    const { salon, owner, stylist, cut } = await stylistSalon();
    const second = await member(salon.id, 'staff', 'Second Stylist');
    await saveStylistSchedule(owner.caller, schedule(second.id, { hours: ALL_WEEK }));
    await book(salon.id, stylist.id, cut.id, MONDAY, '10:00', 'Booked Boglárka');
    const refused = await addTimeBlock(owner.caller, block(stylist.id, '10:30', '11:30'));
    expect(refused).toMatchObject({ ok: false, code: 'BLOCK_OVERLAP' });
    expect(!refused.ok && refused.message).toContain('Booked Boglárka');
    expect(await addTimeBlock(owner.caller, block(stylist.id, '11:00', '12:00'))).toMatchObject({ ok: true });
    expect(await addTimeBlock(owner.caller, block(second.id, '10:00', '11:00'))).toMatchObject({ ok: true });
    // A salon-wide block looks at the stations' lanes, not at the stylists' blocks.
    expect(await addTimeBlock(owner.caller, timeBlockSchema.parse({ scope: 'salon', date: MONDAY, from_time: '11:00', to_time: '11:30', repeat: 'once' }))).toMatchObject({ ok: true });
  });

  it('is refused on someone who does not take appointments or is not of the salon', async () => {
    const { owner } = await stylistSalon();
    const other = await createTestSalon({ timezone: ZONE });
    const stranger = await member(other.salon.id, 'staff', 'Stranger');
    expect(await addTimeBlock(owner.caller, block(stranger.id, '10:00', '11:00'))).toMatchObject({ ok: false, code: 'UNKNOWN_STYLIST', fieldErrors: { staff_id: expect.any(String) } });
    expect(await addTimeBlock(owner.caller, block(owner.id, '10:00', '11:00'))).toMatchObject({ ok: false, code: 'UNKNOWN_STYLIST' });
  });
});
