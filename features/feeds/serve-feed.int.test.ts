import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { renewFeedAction } from '@/features/feeds/actions';
import { serveFeed } from '@/features/feeds/serve-feed';
import { FEED_RATE } from '@/features/feeds/schema';
import { appointments, timeBlockOccurrences, timeBlocks, users } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { runActionAs } from '@/lib/server/authorized-action';
import { createTestSalon, getDb } from '@/tests/support/db';
import { addMember } from '@/tests/support/stylists';

// Calendar feeds end to end below the browser: the address the /account action hands out, the
// route's answer, read by Mozilla's ical.js (a parser nobody here wrote).

/** Feeds are read "on" this day: its window (30 days back, 183 ahead) holds both of Budapest's clock changes. */
const NOW = new Date('2026-11-20T12:00:00Z');
const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Budapest wall-clock 'yyyy-MM-dd HH:mm' of an instant, by the platform's own zone data. */
const budapest = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(instant);

type Read = { uid: string; summary: string; start: Date; end: Date; status: string; sequence: number };
function read(ics: string): Read[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence ?? 0,
    };
  });
}

async function addressOf(caller: Caller, scope: 'member' | 'salon') {
  const result = await runActionAs(renewFeedAction, caller, { scope });
  if (!result.ok) throw new Error(result.message);
  return result.data as { https: string; webcal: string };
}
const fileOf = (address: string) => address.split('/').pop()!;
const get = (file: string, headers: Record<string, string> = {}, now = NOW) => serveFeed(new Request(`http://localhost/feeds/${file}`, { headers }), file, `198.51.100.${unique()}`, now);
async function feedOf(address: string) {
  const response = await get(fileOf(address));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return read(await response.text());
}

async function book(salonId: string, staffId: string, startUtc: string, minutes = 60, customerName = 'Kata Kovács', serviceId?: string) {
  const start = new Date(startUtc);
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ salonId, staffId, serviceId, customerName, customerEmail: 'kata@example.com', customerPhone: '+36 30 123 4567', startTime: start, endTime: new Date(start.getTime() + minutes * 60_000) })
    .returning({ id: appointments.id });
  return row.id;
}

let salonId: string;
let stylist: Awaited<ReturnType<typeof addMember>>;
let colleague: Awaited<ReturnType<typeof addMember>>;
let owner: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof addMember>>;
const mine: Record<string, string> = {};
let colleagues: string;
let othersAppointment: string;

beforeAll(async () => {
  const { salon, service } = await createTestSalon({ name: 'Feed Salon' });
  salonId = salon.id;
  stylist = await addMember(salonId, { name: 'Stella Stylist' });
  colleague = await addMember(salonId, { name: 'Cora Colleague' });
  owner = await addMember(salonId, { name: 'Olga Owner', role: 'owner' });
  // Around both clock changes: 10:00 in Budapest is 08:00Z in summer time, 09:00Z in winter time.
  mine.beforeAutumn = await book(salonId, stylist.id, '2026-10-24T08:00:00Z', 60, 'Anna', service.id);
  mine.autumnDay = await book(salonId, stylist.id, '2026-10-25T09:00:00Z', 60, 'Bea', service.id);
  mine.beforeSpring = await book(salonId, stylist.id, '2027-03-27T09:00:00Z', 60, 'Cili', service.id);
  mine.springDay = await book(salonId, stylist.id, '2027-03-28T08:00:00Z', 60, 'Dóra', service.id);
  mine.later = await book(salonId, stylist.id, '2026-12-01T09:00:00Z', 30, 'Emma', service.id);
  colleagues = await book(salonId, colleague.id, '2026-12-01T12:00:00Z', 60, 'Fanni', service.id);
  const db = await getDb();
  // A block on the stylist and one on the colleague, 15:00-16:00 on 2 December (CET).
  for (const member of [stylist, colleague]) {
    const [block] = await db.insert(timeBlocks).values({ salonId, scope: 'stylist', staffId: member.id, reason: `Training ${member.fullName}`, firstDate: '2026-12-02', fromTime: '15:00', toTime: '16:00' }).returning({ id: timeBlocks.id });
    await db.insert(timeBlockOccurrences).values({ blockId: block.id, salonId, occursOn: '2026-12-02', startTime: new Date('2026-12-02T14:00:00Z'), endTime: new Date('2026-12-02T15:00:00Z') });
  }
  // The whole salon closed on the afternoon of 24 December (CET): in every member's feed.
  const [closed] = await db.insert(timeBlocks).values({ salonId, scope: 'salon', reason: 'Christmas Eve', firstDate: '2026-12-24', fromTime: '13:00', toTime: '18:00' }).returning({ id: timeBlocks.id });
  await db.insert(timeBlockOccurrences).values({ blockId: closed.id, salonId, occursOn: '2026-12-24', startTime: new Date('2026-12-24T12:00:00Z'), endTime: new Date('2026-12-24T17:00:00Z') });
  const elsewhere = await createTestSalon({ name: 'Other Salon' });
  other = await addMember(elsewhere.salon.id, { name: 'Otto Other', role: 'owner' });
  othersAppointment = await book(elsewhere.salon.id, other.id, '2026-12-01T09:00:00Z', 60, 'Gizi', elsewhere.service.id);
});

describe("a member's feed", () => {
  it('holds exactly their appointments, their blocks and the salon-wide ones, at the booked local times across both clock changes', async () => {
    const { https, webcal } = await addressOf(stylist.caller, 'member');
    expect(https).toMatch(/^https?:\/\/[^/]+\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcal).toBe(https.replace(/^https?:/, 'webcal:'));
    const events = await feedOf(https);
    const uids = events.map((e) => e.uid);
    expect(uids.filter((uid) => !uid.startsWith('block-')).sort()).toEqual(Object.values(mine).map((id) => `${id}@salon-booking`).sort());
    expect(uids.filter((uid) => uid.startsWith('block-'))).toHaveLength(2);
    const at = (id: string) => budapest(events.find((e) => e.uid === `${id}@salon-booking`)!.start);
    expect(at(mine.beforeAutumn)).toBe('2026-10-24 10:00');
    expect(at(mine.autumnDay)).toBe('2026-10-25 10:00');
    expect(at(mine.beforeSpring)).toBe('2027-03-27 10:00');
    expect(at(mine.springDay)).toBe('2027-03-28 10:00');
    const blocks = events.filter((e) => e.uid.startsWith('block-')).map((block) => [budapest(block.start), budapest(block.end), block.summary]);
    expect(blocks).toEqual([
      ['2026-12-02 15:00', '2026-12-02 16:00', 'Blocked: Training Stella Stylist'],
      ['2026-12-24 13:00', '2026-12-24 18:00', 'Blocked: Christmas Eve'],
    ]);
    const later = events.find((e) => e.uid === `${mine.later}@salon-booking`)!;
    expect([later.summary, later.status, later.sequence, later.end.getTime() - later.start.getTime()]).toEqual(['Emma · Cut', 'CONFIRMED', 0, 30 * 60_000]);
  });

  it('carries no customer contact details', async () => {
    const response = await get(fileOf((await addressOf(stylist.caller, 'member')).https));
    const body = await response.text();
    expect(body).not.toContain('kata@example.com');
    expect(body).not.toContain('123 4567');
  });

  it('keeps a moved appointment’s UID with a higher SEQUENCE, and shows a cancelled one as CANCELLED', async () => {
    const { https } = await addressOf(stylist.caller, 'member');
    const moved = await book(salonId, stylist.id, '2026-12-03T09:00:00Z', 60, 'Hanna');
    const cancelled = await book(salonId, stylist.id, '2026-12-04T09:00:00Z', 60, 'Ildi');
    const before = await feedOf(https);
    const db = await getDb();
    await db.update(appointments).set({ startTime: new Date('2026-12-03T13:00:00Z'), endTime: new Date('2026-12-03T14:00:00Z') }).where(eq(appointments.id, moved));
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled));
    const after = await feedOf(https);
    const of = (events: Read[], id: string) => events.find((e) => e.uid === `${id}@salon-booking`)!;
    expect(of(after, moved).sequence).toBeGreaterThan(of(before, moved).sequence);
    expect(budapest(of(after, moved).start)).toBe('2026-12-03 14:00');
    expect([of(before, cancelled).status, of(after, cancelled).status]).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(of(after, cancelled).sequence).toBeGreaterThan(of(before, cancelled).sequence);
    // Two weeks after its cancellation it is gone.
    const inThreeWeeks = await get(fileOf(https), {}, new Date(Date.now() + 21 * 86_400_000));
    expect(read(await inThreeWeeks.text()).some((e) => e.uid === `${cancelled}@salon-booking`)).toBe(false);
  });

  it('answers 304 while unchanged (If-None-Match, If-Modified-Since), 200 again after a change', async () => {
    const file = fileOf((await addressOf(stylist.caller, 'member')).https);
    const first = await get(file);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(file, { 'If-None-Match': etag })).status).toBe(304);
    expect((await get(file, { 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await get(file, { 'If-Modified-Since': lastModified })).status).toBe(304);
    await book(salonId, stylist.id, '2026-12-05T09:00:00Z', 60, 'Jolán');
    const changed = await get(file, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await get(file, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('answers 429 with Retry-After past its refresh limit, for that feed only, and again after the window', async () => {
    const member = await addMember(salonId, { name: 'Rita Refresh' });
    const file = fileOf((await addressOf(member.caller, 'member')).https);
    const etag = (await get(file)).headers.get('etag')!;
    for (let hit = 2; hit <= FEED_RATE.limit; hit++) expect((await get(file, { 'If-None-Match': etag })).status).toBe(304);
    const refused = await get(file, { 'If-None-Match': etag });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(fileOf((await addressOf(stylist.caller, 'member')).https))).status).toBe(200);
    expect((await get(file, { 'If-None-Match': etag }, new Date(NOW.getTime() + FEED_RATE.windowMs))).status).not.toBe(429);
  });

  it('answers 404 at the old address once renewed, and for a member who left', async () => {
    const member = await addMember(salonId, { name: 'Lili Leaving' });
    const old = fileOf((await addressOf(member.caller, 'member')).https);
    expect((await get(old)).status).toBe(200);
    const renewed = fileOf((await addressOf(member.caller, 'member')).https);
    expect(renewed).not.toBe(old);
    expect((await get(old)).status).toBe(404);
    expect((await get(renewed)).status).toBe(200);
    await (await getDb()).delete(users).where(eq(users.id, member.id));
    expect((await get(renewed)).status).toBe(404);
  });

  it('answers 404 fast to a forged, malformed or over-long secret', async () => {
    for (const file of ['x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, `${'A'.repeat(5000)}.ics`, `${'A'.repeat(42)}\uD800.ics`, '..%2F..%2Fetc.ics', '']) {
      expect((await get(file)).status, file.slice(0, 50)).toBe(404);
    }
  });
});

describe("the salon's feed", () => {
  it("is the owners' alone", async () => {
    await expect(runActionAs(renewFeedAction, stylist.caller, { scope: 'salon' })).resolves.toMatchObject({ ok: false, code: 'FORBIDDEN' });
    await expect(runActionAs(renewFeedAction, null, { scope: 'salon' })).resolves.toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });

  it("holds every member's appointments of the salon and no other salon's, and ends when its owner stops being one", async () => {
    const { https } = await addressOf(owner.caller, 'salon');
    const uids = (await feedOf(https)).map((e) => e.uid);
    for (const id of [...Object.values(mine), colleagues]) expect(uids).toContain(`${id}@salon-booking`);
    expect(uids).not.toContain(`${othersAppointment}@salon-booking`);
    expect(uids.filter((uid) => uid.startsWith('block-'))).toHaveLength(3);
    const otherSalon = (await feedOf((await addressOf(other.caller, 'salon')).https)).map((e) => e.uid);
    expect(otherSalon).toEqual([`${othersAppointment}@salon-booking`]);
    await (await getDb()).update(users).set({ role: 'staff' }).where(eq(users.id, owner.id));
    expect((await get(fileOf(https))).status).toBe(404);
  });
});
