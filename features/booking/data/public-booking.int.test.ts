import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getPublicDaySlots } from '@/features/booking/data/day-slots';
import { cancelBookingByToken, findBookingByToken } from '@/features/booking/data/manage-links';
import { BOOKING_RATE_LIMIT, createPublicBooking } from '@/features/booking/data/public-booking';
import { listBookableServices } from '@/features/booking/data/public-services';
import { appointments, messages, salons, services, stations } from '@/lib/db/schema';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';
import { DEFAULT_OPENING_HOURS, TAKEN_REASON } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES } from '@/lib/validation/booking';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';

/** What the visitor reads, in English. */
const english = serverMessages('en');

// Monday 23 November 2026, 09:00 in Budapest.
const NOW = new Date('2026-11-23T08:00:00Z');
const CSRF = 'csrf-token-1234';
let address = 0;

async function salonFixture(overrides: Partial<typeof salons.$inferInsert> = {}) {
  return createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, daysOff: ['2026-11-26'], ...overrides });
}

function payload(salonId: string, serviceId: string, extra: Record<string, unknown> = {}) {
  return {
    salonId,
    serviceId,
    date: '2026-11-24',
    time: '10:00',
    customerName: 'Anna Kovács',
    customerPhone: '+36 30 123 4567',
    customerEmail: 'anna@example.com',
    notes: 'Window seat please',
    csrfToken: CSRF,
    ...extra,
  };
}

const book = (input: unknown, context: { clientAddress?: string | null; csrfCookie?: string; now?: Date } = {}) =>
  createPublicBooking(input, { clientAddress: `10.0.0.${address++}`, csrfCookie: CSRF, now: NOW, ...context });

async function storedFor(salonId: string) {
  const db = await getDb();
  return db.select().from(appointments).where(eq(appointments.salonId, salonId));
}

describe('createPublicBooking', () => {
  it('books a free slot: confirmed, with a manage token and the end time from the duration', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id));
    expect(result).toMatchObject({ ok: true, data: { date: '2026-11-24', startTime: '10:00', endTime: '11:00', serviceName: 'Cut', priceLabel: '10 000 Ft' } });
    const [row] = await storedFor(salon.id);
    expect(row).toMatchObject({ status: 'confirmed', customerName: 'Anna Kovács', csrfToken: CSRF, customerEmail: 'anna@example.com' });
    expect(row.startTime.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(row.endTime.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(result.ok && result.data.manageToken).toBe(row.manageToken);
  });

  it('checks the spec fields in order', async () => {
    const { salon, service } = await salonFixture();
    const codes = await Promise.all([
      book({}),
      book(payload(salon.id, service.id, { salonId: '' })),
      book(payload(salon.id, service.id, { serviceId: '  ' })),
      book(payload(salon.id, service.id, { time: '' })),
      book(payload(salon.id, service.id, { date: null })),
      book(payload(salon.id, service.id, { customerName: '<b></b>' })),
      book(payload(salon.id, service.id, { customerPhone: '' })),
      book(payload(salon.id, service.id, { customerName: 'x'.repeat(101) })),
    ]);
    expect(codes.map((r) => !r.ok && r.code)).toEqual([
      'SALON_DATA_MISSING',
      'SALON_DATA_MISSING',
      'SERVICE_NOT_SELECTED',
      'DATETIME_NOT_SELECTED',
      'DATETIME_NOT_SELECTED',
      'REQUIRED_FIELDS_MISSING',
      'REQUIRED_FIELDS_MISSING',
      'INVALID_INPUT',
    ]);
    expect(codes[0]).toMatchObject({ message: BOOKING_ERROR_MESSAGES.SALON_DATA_MISSING });
    expect(await storedFor(salon.id)).toHaveLength(0);
  });

  it('refuses a CSRF token that does not match the cookie', async () => {
    const { salon, service } = await salonFixture();
    expect(await book(payload(salon.id, service.id), { csrfCookie: 'other-token-12' })).toMatchObject({ ok: false, code: 'CSRF_INVALID' });
    expect(await book(payload(salon.id, service.id), { csrfCookie: undefined })).toMatchObject({ ok: false, code: 'CSRF_INVALID' });
    expect(await storedFor(salon.id)).toHaveLength(0);
  });

  it('refuses times the salon does not offer, whatever the browser sent', async () => {
    const { salon, service } = await salonFixture();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-29' }, 'SLOT_UNAVAILABLE'], // Sunday: closed weekday
      [{ date: '2026-11-26' }, 'SLOT_UNAVAILABLE'], // day off
      [{ date: '2026-11-22' }, 'SLOT_UNAVAILABLE'], // yesterday
      [{ date: '2026-11-23', time: '08:45' }, 'SLOT_UNAVAILABLE'], // before opening today
      [{ date: '2026-11-23', time: '09:00' }, 'SLOT_UNAVAILABLE'], // now: already started
      [{ date: '2026-12-23' }, 'DATE_BEYOND_HORIZON'], // day 31: beyond the default 30-day horizon
      [{ date: '2026-11-23', time: '10:45' }, 'SLOT_TOO_SOON'], // inside the default 2-hour notice
      [{ time: '17:15' }, 'SLOT_UNAVAILABLE'], // 60 minutes would end after 18:00
      [{ time: '10:05' }, 'SLOT_UNAVAILABLE'], // not on the 15-minute grid
      [{ time: '25:00' }, 'INVALID_INPUT'],
    ];
    for (const [extra, code] of cases) {
      expect(await book(payload(salon.id, service.id, extra)), JSON.stringify(extra)).toMatchObject({ ok: false, code });
    }
    const closed = await book(payload(salon.id, service.id, { date: '2026-11-29' }));
    expect(!closed.ok && english(closed.fieldErrors?.date ?? '')).toBe('Regular closure (closed on Sundays)');
    const dayOff = await book(payload(salon.id, service.id, { date: '2026-11-26' }));
    expect(!dayOff.ok && english(dayOff.fieldErrors?.date ?? '')).toBe('Special closure (holiday/vacation)');
    // The last day of the window (today + 29) is bookable.
    expect(await book(payload(salon.id, service.id, { date: '2026-12-22' }))).toMatchObject({ ok: true });
    expect(await storedFor(salon.id)).toHaveLength(1);
  });

  it('refuses a service of another salon, an inactive service, an inactive salon and forged ids', async () => {
    const { salon, service } = await salonFixture();
    const other = await salonFixture();
    const db = await getDb();
    const [inactive] = await db.insert(services).values({ salonId: salon.id, name: 'Old', isActive: false }).returning();
    expect(await book(payload(salon.id, other.service.id))).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    expect(await book(payload(salon.id, inactive.id))).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    expect(await book(payload('00000000-0000-0000-0000-000000000000', service.id))).toMatchObject({ ok: false, code: 'SALON_DATA_MISSING' });
    expect(await book(payload('not-a-uuid', service.id))).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    const closedSalon = await salonFixture({ isActive: false });
    expect(await book(payload(closedSalon.salon.id, closedSalon.service.id))).toMatchObject({ ok: false, code: 'SALON_DATA_MISSING' });
    expect([...(await storedFor(salon.id)), ...(await storedFor(closedSalon.salon.id))]).toHaveLength(0);
  });

  it('checks a later booking against the salon, service and stations it read before, while the salon reports no change', async () => {
    const { salon, service } = await salonFixture({ stationsEnabled: true });
    const [first, second] = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
    const db = await getDb();
    const stationOf = async (result: Awaited<ReturnType<typeof book>>) =>
      result.ok ? (await db.select({ station: appointments.stationId }).from(appointments).where(eq(appointments.id, result.data.appointmentId)))[0].station : null;
    const fresh = await book(payload(salon.id, service.id, { time: '09:00' }));
    expect(fresh).toMatchObject({ ok: true, data: { endTime: '10:00' } });
    expect(await stationOf(fresh)).toBe(first.id);
    // The first chair is taken at 09:00 now: the next booking then tries the next one.
    expect(await stationOf(await book(payload(salon.id, service.id, { time: '09:00', customerName: 'Bence' })))).toBe(second.id);
    // A write no trigger reports (the replication role skips them) is not seen: the booking kept the 60-minute service it read.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(services).set({ durationMinutes: 30 }).where(eq(services.id, service.id));
    });
    expect(await book(payload(salon.id, service.id, { time: '11:00' }))).toMatchObject({ ok: true, data: { endTime: '12:00' } });
    // The app's writes are reported (salons.page_version): the next booking reads the salon again.
    await db.update(services).set({ durationMinutes: 45 }).where(eq(services.id, service.id));
    expect(await book(payload(salon.id, service.id, { time: '13:00' }))).toMatchObject({ ok: true, data: { endTime: '13:45' } });
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, first.id));
    expect(await stationOf(await book(payload(salon.id, service.id, { time: '14:00' })))).toBe(second.id);
    await db.update(services).set({ isActive: false }).where(eq(services.id, service.id));
    expect(await book(payload(salon.id, service.id, { time: '15:00' }))).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    expect(await storedFor(salon.id)).toHaveLength(5);
  });

  it('refuses an overlapping time with fresh slots that say only "taken", never whose', async () => {
    const { salon, service } = await salonFixture();
    expect(await book(payload(salon.id, service.id, { time: '10:00' }))).toMatchObject({ ok: true });
    const taken = await book(payload(salon.id, service.id, { time: '10:30', customerName: 'Bence' }));
    expect(taken).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: BOOKING_ERROR_MESSAGES.SLOT_TAKEN });
    const slots = !taken.ok ? taken.slots! : [];
    expect(slots.find((s) => s.time === '10:30')).toEqual({
      time: '10:30',
      available: false,
      reason: TAKEN_REASON,
    });
    expect(JSON.stringify(taken)).not.toContain('Anna');
    expect(slots.find((s) => s.time === '11:00')).toEqual({ time: '11:00', available: true });
    // Back to back is fine.
    expect(await book(payload(salon.id, service.id, { time: '11:00', customerName: 'Bence' }))).toMatchObject({ ok: true });
  });

  it('stores plain text: markup is stripped, the phone cleaned, the e-mail lowercased', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(
      payload(salon.id, service.id, {
        customerName: '<img src=x onerror=alert(1)>Anna\u202E   <b>Kovács</b>\u0000',
        customerPhone: '+36 (30) 123-4567<script>x</script>',
        customerEmail: ' Anna@Example.com\u200B',
        notes: '&lt;script&gt;alert(1)&lt;/script&gt;Please  <i>quiet</i>\r\nthanks',
      }),
    );
    expect(result.ok).toBe(true);
    const [row] = await storedFor(salon.id);
    expect(row.customerName).toBe('Anna Kovács');
    expect(row.customerPhone).toBe('+36 30 123-4567');
    expect(row.customerEmail).toBe('anna@example.com');
    expect(row.notes).toBe('Please quiet\nthanks');
  });

  it('refuses a script-like e-mail with the field message and stores nothing', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id, { customerEmail: 'javascript:alert(1)@example.com' }));
    expect(result).toMatchObject({ ok: false, code: 'INVALID_INPUT', fieldErrors: { customerEmail: BOOKING_FIELD_MESSAGES.emailInvalid } });
    expect(await storedFor(salon.id)).toEqual([]);
  });

  it('limits bookings per client address', async () => {
    const { salon, service } = await salonFixture();
    const clientAddress = `rate-${Math.random()}`;
    const results = [];
    for (let i = 0; i <= BOOKING_RATE_LIMIT.limit; i++) {
      // Distinct, non-overlapping times so only the limit can refuse.
      const time = `${String(9 + i % 8).padStart(2, '0')}:00`;
      const date = i < 8 ? '2026-11-24' : '2026-11-25';
      results.push(await book(payload(salon.id, service.id, { date, time }), { clientAddress }));
    }
    expect(results.slice(0, BOOKING_RATE_LIMIT.limit).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await storedFor(salon.id)).toHaveLength(BOOKING_RATE_LIMIT.limit);
  });

  it('without a known address counts per phone number, so unknown clients never share one bucket', async () => {
    const { salon, service } = await salonFixture();
    const results = [];
    for (let i = 0; i <= BOOKING_RATE_LIMIT.limit; i++) {
      const time = `${String(9 + i % 8).padStart(2, '0')}:00`;
      const date = i < 8 ? '2026-11-24' : '2026-11-25';
      results.push(await book(payload(salon.id, service.id, { date, time, customerPhone: '+36 30 555 0101' }), { clientAddress: null }));
    }
    expect(results.at(-1)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    const otherPhone = await book(payload(salon.id, service.id, { date: '2026-11-27', time: '09:00', customerPhone: '+36 30 555 0202' }), { clientAddress: null });
    expect(otherPhone, JSON.stringify(otherPhone)).toMatchObject({ ok: true });
  });

  it('refuses over-long raw input before parsing it, storing nothing', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id, { customerName: '<b>x</b>'.repeat(50_000) }));
    expect(result).toMatchObject({ ok: false, code: 'INPUT_TOO_LARGE' });
    expect(await storedFor(salon.id)).toHaveLength(0);
  });
});

describe('reading slots and services', () => {
  it('lists active services ordered by category then name, with price or Price on request', async () => {
    const { salon } = await salonFixture();
    const db = await getDb();
    await db.insert(services).values([
      { salonId: salon.id, name: 'Zeta', category: 'A', price: null },
      { salonId: salon.id, name: 'Alpha', category: 'B', price: 2500, currencyCode: 'EUR' },
      { salonId: salon.id, name: 'Gone', category: 'A', isActive: false },
    ]);
    const list = await listBookableServices(salon.id);
    expect(list.map((s) => [s.name, english(s.priceLabel)])).toEqual([
      ['Zeta', 'Price on request'],
      ['Alpha', '€2 500.00'],
      ['Cut', '10 000 Ft'],
    ]);
  });

  it('gives slots only for a bookable salon, service and date', async () => {
    const { salon, service } = await salonFixture();
    const slots = await getPublicDaySlots(salon.id, service.id, '2026-11-23', NOW);
    // The default 2-hour notice: nothing before 11:00 today.
    expect(slots?.[0]).toEqual({ time: '11:00', available: true });
    expect(slots?.at(-1)).toEqual({ time: '17:00', available: true });
    const noNotice = await salonFixture({ minNoticeMinutes: 0 });
    expect((await getPublicDaySlots(noNotice.salon.id, noNotice.service.id, '2026-11-23', NOW))?.[0]).toEqual({ time: '09:15', available: true });
    expect(await getPublicDaySlots(salon.id, service.id, '2026-11-29', NOW)).toEqual([]);
    expect(await getPublicDaySlots(salon.id, service.id, '2027-01-10', NOW)).toBeNull();
    const other = await salonFixture();
    expect(await getPublicDaySlots(salon.id, other.service.id, '2026-11-24', NOW)).toBeNull();
    expect(await getPublicDaySlots(salon.id, 'not-an-id', '2026-11-24', NOW)).toBeNull();
    expect(await getPublicDaySlots(salon.id, service.id, '2026-02-30', NOW)).toBeNull();
  });
});

describe('manage link', () => {
  it('shows the booking and cancels it once; a wrong token changes nothing', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id));
    const token = result.ok ? result.data.manageToken : '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await findBookingByToken(token, NOW)).toMatchObject({
      status: 'confirmed',
      date: '2026-11-24',
      startTime: '10:00',
      endTime: '11:00',
      serviceName: 'Cut',
      cancellable: true,
    });

    expect(await cancelBookingByToken('f'.repeat(64), NOW)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await cancelBookingByToken("' OR 1=1 --", NOW)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await storedFor(salon.id))[0].status).toBe('confirmed');

    expect(await cancelBookingByToken(token, NOW)).toEqual({ ok: true, data: { alreadyCancelled: false } });
    expect(await cancelBookingByToken(token, NOW)).toEqual({ ok: true, data: { alreadyCancelled: true } });
    expect(await findBookingByToken(token, NOW)).toMatchObject({ status: 'cancelled', cancellable: false });
    // The freed time can be booked again.
    expect(await book(payload(salon.id, service.id))).toMatchObject({ ok: true });
  });

  it('does not cancel an appointment that has started', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id));
    const token = result.ok ? result.data.manageToken : '';
    const later = new Date('2026-11-24T09:30:00Z');
    expect(await cancelBookingByToken(token, later)).toMatchObject({ ok: false, code: 'NOT_CANCELLABLE' });
    expect((await storedFor(salon.id))[0].status).toBe('confirmed');
  });

  // A booking of the time being cancelled counts its salon notice before it claims the lane; the
  // cancellation frees the lane before it counts its own: each waits for the other, and the
  // database undoes one of them (40P01). Only PostgreSQL runs two transactions at once.
  it.skipIf(!process.env.DATABASE_URL)('is run again when the database undoes it as a deadlock victim against a booking of its time', async () => {
    const { salon, service } = await salonFixture();
    const result = await book(payload(salon.id, service.id));
    const token = result.ok ? result.data.manageToken : '';
    const booker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await booker.connect();
    try {
      await booker.query('BEGIN');
      await booker.query('UPDATE rate_limits SET hits = hits WHERE bucket = $1 AND key = $2', [MAIL_CAPS.notices.bucket, salon.id]);
      const cancelling = cancelBookingByToken(token, NOW);
      await expect.poll(waitingOnRateLimits).toBe(1);
      // The booker now places on the freed lane: it waits for the cancellation, which waits for it.
      const placing = booker
        .query("INSERT INTO appointments (salon_id, customer_name, start_time, end_time) VALUES ($1, 'Booker', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z')", [salon.id])
        .then(() => 'placed', (error: { code?: string }) => error.code);
      expect(await placing).toBe('23P01');
      await booker.query('ROLLBACK');
      expect(await cancelling).toEqual({ ok: true, data: { alreadyCancelled: false } });
    } finally {
      await booker.end();
    }
    const [row] = await storedFor(salon.id);
    expect(row.status).toBe('cancelled');
    const db = await getDb();
    const sent = await db.select({ kind: messages.kind }).from(messages).where(and(eq(messages.appointmentId, row.id), eq(messages.kind, 'cancelled_by_customer')));
    expect(sent).toHaveLength(1);
  });
});

/** Statements waiting for a lock on a rate_limits row (this file's tests run one at a time). */
async function waitingOnRateLimits() {
  const { rows } = await (await getDb()).execute<{ waiting: number }>(sql`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE wait_event_type = 'Lock' AND query LIKE '%rate_limits%' AND pid <> pg_backend_pid() AND datname = current_database()`);
  return rows[0].waiting;
}
