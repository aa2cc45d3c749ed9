import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublicBooking, type BookingResult } from '@/features/booking/data/public-booking';
import { appointments, messages, rateLimits, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, generateSlots } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking';
import { createTestSalon, getDb } from '@/tests/support/db';

const NOW = new Date('2026-11-23T08:00:00Z');
const CSRF = 'csrf-token-abuse';
const KNOWN_CODES = Object.keys(BOOKING_ERROR_MESSAGES);

function expectTyped(result: BookingResult) {
  if (result.ok) return;
  expect(KNOWN_CODES).toContain(result.code);
  expect(typeof result.message).toBe('string');
  expect(result.message.length).toBeGreaterThan(0);
}

describe('50 parallel bookings of one slot', () => {
  // Cold: each reads the salon through the gate. Warm: the salon was read by an earlier booking,
  // so each is checked from memory in one statement, and a loser falls back to the gate.
  it.each([['read by the gate', false], ['checked from memory', true]])(
    '%s: give exactly one success and 49 SLOT_TAKEN, one stored row with one message, and count each client once',
    async (_, warm) => {
      const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
      const request = (name: string, time: string, clientAddress: string) =>
        createPublicBooking(
          { salonId: salon.id, serviceId: service.id, date: '2026-11-24', time, customerName: name, customerPhone: '+36 30 555 0000', customerEmail: 'racer@example.com', csrfToken: CSRF },
          { clientAddress, csrfCookie: CSRF, now: NOW },
        );
      if (warm) expect(await request('Early bird', '09:00', `warm-${salon.id}`)).toMatchObject({ ok: true });
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => request(`Racer ${i}`, '14:00', `race-${salon.id}-${i}`)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const refusals = results.filter((r) => !r.ok);
      expect(refusals).toHaveLength(49);
      for (const r of refusals) {
        expect(r).toMatchObject({ code: 'SLOT_TAKEN', message: BOOKING_ERROR_MESSAGES.SLOT_TAKEN });
        expect(!r.ok && r.slots?.find((s) => s.time === '14:00')?.available).toBe(false);
      }
      const db = await getDb();
      const stored = await db.select().from(appointments).where(eq(appointments.salonId, salon.id));
      expect(stored).toHaveLength(warm ? 2 : 1);
      expect(await db.select({ id: messages.id }).from(messages).where(eq(messages.salonId, salon.id))).toHaveLength(stored.length);
      const hits = await db.select({ hits: rateLimits.hits }).from(rateLimits).where(like(rateLimits.key, `address:race-${salon.id}-%`));
      expect(hits.map((row) => row.hits)).toEqual(Array(50).fill(1));
    },
  );
});

/** ≥ 200 hostile payloads: markup, scripts, over-long, unicode, wrong types, missing fields, forged ids. */
function hostilePayloads(valid: Record<string, unknown>, otherServiceId: string): unknown[] {
  const nasty: unknown[] = [
    '<script>alert(1)</script>',
    '"><svg/onload=alert(1)>',
    '<img src=x onerror=alert(document.cookie)>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '&amp;lt;script&amp;gt;x&amp;lt;/script&amp;gt;',
    'javascript:alert(1)',
    '<a href="javascript:alert(1)">click</a>',
    '<iframe src="//evil"></iframe>',
    '<style>*{display:none}</style>',
    '<!--<script>-->x',
    "'; DROP TABLE appointments; --",
    '\u202Eevil\u202C',
    '\u0000\u0001\u0007',
    'Zalgo z̷̢̛a̶l̵g̸o̴',
    '👩‍👩‍👧‍👦 family',
    'x'.repeat(10_000),
    '<b>'.repeat(200),
    ' \n\t ',
    '',
    null,
    42,
    true,
    ['array'],
    { toString: 'x' },
    { $gt: '' },
  ];
  const fields = ['salonId', 'serviceId', 'date', 'time', 'customerName', 'customerPhone', 'customerEmail', 'notes', 'csrfToken'];
  const payloads: unknown[] = [];
  for (const field of fields) for (const value of nasty) payloads.push({ ...valid, [field]: value });
  for (const field of fields) payloads.push(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)));
  payloads.push(
    null,
    undefined,
    'string body',
    42,
    [],
    [valid],
    { ...valid, salonId: '11111111-1111-1111-1111-111111111111' },
    { ...valid, serviceId: '11111111-1111-1111-1111-111111111111' },
    { ...valid, serviceId: otherServiceId },
    { ...valid, status: 'cancelled', manageToken: 'a'.repeat(64), startTime: '2020-01-01' },
    { ...valid, __proto__: { salonId: 'x' } },
    { ...valid, date: '2026-02-30' },
    { ...valid, date: '2026-11-24T10:00:00Z' },
    { ...valid, time: '10:00:00' },
    { ...valid, time: '9:00' },
    { ...valid, customerEmail: 'A@B.CO' },
    { ...valid, customerPhone: '+'.repeat(20) },
  );
  return payloads;
}

describe('hostile input', () => {
  it('answers every nasty payload with a typed error or a cleaned booking, and never stores markup', async () => {
    const { salon, service } = await createTestSalon({ openingHours: { monday: { start_time: '00:00', end_time: '23:45', is_closed: false }, tuesday: { start_time: '00:00', end_time: '23:45', is_closed: false } } });
    const other = await createTestSalon();
    // Every payload gets its own free slot so that only the input decides the outcome.
    const times = generateSlots({ date: '2026-11-24', openingHours: salon.openingHours as never, durationMinutes: 15, now: NOW }).map((s) => s.time);
    expect(times.length).toBeGreaterThan(90);
    const db = await getDb();
    await db.update(services).set({ durationMinutes: 15 }).where(eq(services.id, service.id));

    const base = {
      salonId: salon.id,
      serviceId: service.id,
      date: '2026-11-24',
      customerName: 'Valid Name',
      customerPhone: '+36 30 123 4567',
      customerEmail: 'ok@example.com',
      notes: 'fine',
      csrfToken: CSRF,
    };
    const payloads = hostilePayloads({ ...base, time: '00:00' }, other.service.id);
    expect(payloads.length).toBeGreaterThanOrEqual(200);

    let booked = 0;
    for (const [i, raw] of payloads.entries()) {
      const time = times[i % times.length];
      const input = raw && typeof raw === 'object' && !Array.isArray(raw) && (raw as { time?: unknown }).time === '00:00' ? { ...raw, time } : raw;
      const result = await createPublicBooking(input, { clientAddress: `hostile-${i}`, csrfCookie: CSRF, now: NOW });
      expectTyped(result);
      if (result.ok) booked++;
      // Bookings may only succeed on slots a time from the rotation could take; free them again.
      if (result.ok) await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, result.data.appointmentId));
    }
    expect(booked).toBeGreaterThan(20);

    const stored = await db.select().from(appointments).where(eq(appointments.salonId, salon.id));
    expect(stored).toHaveLength(booked);
    for (const row of stored) {
      for (const value of [row.customerName, row.customerPhone, row.customerEmail, row.notes]) {
        if (value === null) continue;
        // No tag can survive; a stray '>' is plain text, which React escapes on output.
        expect(value).not.toMatch(/<[a-z!/?]/i);
        expect(value).not.toMatch(/<\s*script|on(error|load)\s*=/i);
        expect(value).not.toMatch(/[\u0000-\u001F\u202E]/);
      }
      expect(row.customerName.length).toBeLessThanOrEqual(100);
      expect((row.notes ?? '').length).toBeLessThanOrEqual(500);
      expect(row.salonId).toBe(salon.id);
      expect(row.serviceId).toBe(service.id);
    }
    expect(await db.select().from(appointments).where(eq(appointments.salonId, other.salon.id))).toHaveLength(0);
  });
});
