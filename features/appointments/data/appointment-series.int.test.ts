import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/server/access';
import { checkAppointmentSeries, createAppointmentSeries } from '@/features/appointments/data/appointment-series';
import { setAppointmentStatus } from '@/features/appointments/data/appointments';
import { appointmentSeriesSchema, type AppointmentSeriesValues } from '@/features/appointments/schema/appointment-series';
import { appointments, messages } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { formatLongDate, formatTime } from '@/lib/format/dates';
import { createTestSalon, getDb } from '@/tests/support/db';
import type { ActionResult } from '@/lib/result';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';
import { renderMessage } from '@/features/messages/queue';

const english = serverMessages('en');
const inEnglish = <R extends ActionResult<unknown>>(result: R): R => (result.ok ? result : (renderedFailure(result, english) as R));

// Mondays from 7 December 2026 in Budapest (UTC+1), open 09:00-18:00. The 5th Monday is 4 January 2027.
const FIRST = '2026-12-07';
const FIFTH = '2027-01-04';
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (time: string, date: string) => new Date(`${date}T${time}:00+01:00`);

async function salonWithOwner() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, owner };
}

/** The New appointment dialog with "Repeat" on, as it would send it. */
const series = (serviceId: string, changes: Partial<AppointmentSeriesValues> = {}) =>
  appointmentSeriesSchema.parse({
    service_id: serviceId,
    appointment_date: FIRST,
    appointment_time: '10:00',
    customer_name: 'Rendszeres Rozália',
    customer_email: 'rozalia@example.com',
    every_weeks: 1,
    ends: 'after',
    count: 12,
    ...changes,
  });

const live = async (salonId: string) =>
  (await getDb()).select().from(appointments).where(and(eq(appointments.salonId, salonId), ne(appointments.status, 'cancelled'))).orderBy(appointments.startTime);

async function placeBence(salonId: string) {
  await (await getDb()).insert(appointments).values({ salonId, customerName: 'Bence', startTime: at('10:00', FIFTH), endTime: at('11:00', FIFTH), status: 'confirmed' });
}

describe('standing appointments', () => {
  it('refuses a 12-week series whose 5th date collides, naming it; saves it without that date, or on its alternative, only on the explicit choice', async () => {
    const { salon, service, owner } = await salonWithOwner();
    await placeBence(salon.id);

    const refused = inEnglish(await createAppointmentSeries(owner, series(service.id), NOW));
    expect(refused).toMatchObject({ ok: false, code: 'SERIES_COLLISION' });
    expect(refused.ok || refused.message).toBe("Nothing was booked. These dates cannot be booked: 4 Jan 2027 10:00: Conflicts with Bence's appointment (10:00 - 11:00). Check the dates again and choose what to do with them.");
    expect(await live(salon.id)).toHaveLength(1);

    const checked = await checkAppointmentSeries(owner, series(service.id), NOW);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.data.occurrences).toHaveLength(12);
    expect(checked.data.occurrences.filter((occurrence) => !occurrence.placeable)).toEqual([
      { date: FIFTH, time: '10:00', placeable: false, reason: expect.any(String), alternative: { date: FIFTH, time: '09:00' } },
    ]);
    const [collision] = checked.data.occurrences.filter((occurrence) => !occurrence.placeable);
    expect(!collision.placeable && english(collision.reason)).toBe("Conflicts with Bence's appointment (10:00 - 11:00)");

    const skipped = await createAppointmentSeries(owner, series(service.id, { skip: [FIFTH] }), NOW);
    expect(skipped).toMatchObject({ ok: true });
    const rows = (await live(salon.id)).filter((row) => row.customerName !== 'Bence');
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    expect(rows.some((row) => row.startTime.getTime() === at('10:00', FIFTH).getTime())).toBe(false);

    // Another client's series, the 5th on the alternative the check offered (09:00 is still free that Monday).
    const other = await salonWithOwner();
    await placeBence(other.salon.id);
    const moved = await createAppointmentSeries(other.owner, series(other.service.id, { moves: [{ from: FIFTH, date: FIFTH, time: '09:00' }] }), NOW);
    expect(moved).toMatchObject({ ok: true });
    const starts = (await live(other.salon.id)).map((row) => row.startTime.getTime());
    expect(starts).toHaveLength(13);
    expect(starts).toContain(at('09:00', FIFTH).getTime());
  });

  it('books parallel series of the same times all-or-nothing: exactly one wins, never an overlap', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => createAppointmentSeries(owner, series(service.id, { customer_name: `Client ${i}`, customer_email: null }), NOW)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((one) => !one.ok)) expect(result).toMatchObject({ ok: false, code: 'SERIES_COLLISION' });
    const rows = await live(salon.id);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.customerName)).size).toBe(1);
  });

  it('cancels an occurrence with the rest of its series, never the earlier ones nor other appointments', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await createAppointmentSeries(owner, series(service.id, { count: 6, customer_email: null }), NOW);
    if (!booked.ok) throw new Error(booked.message);
    await createAppointmentSeries(owner, series(service.id, { count: 6, appointment_time: '14:00', customer_email: null }), NOW);
    const third = booked.data.appointments[2];
    expect(await setAppointmentStatus(owner, { appointmentId: third.id, status: 'cancelled', rest_of_series: true }, NOW)).toMatchObject({ ok: true, data: { cancelled: 4 } });
    const rows = await (await getDb()).select().from(appointments).where(eq(appointments.seriesId, booked.data.seriesId)).orderBy(appointments.startTime);
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(await live(salon.id)).toHaveLength(2 + 6);
  });

  it("sends the client one confirmation listing every date in the booking's language", async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await createAppointmentSeries(owner, series(service.id, { count: 6, every_weeks: 2, language: 'hu' }), NOW);
    expect(booked).toMatchObject({ ok: true });
    const sent = (await (await getDb()).select().from(messages).where(eq(messages.salonId, salon.id))).map((row) => ({ ...row, ...renderMessage(row) }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'series_confirmation', recipient: 'rozalia@example.com', language: 'hu' });
    for (const week of [0, 2, 4, 6, 8, 10]) {
      const date = new Date(Date.parse(`${FIRST}T12:00:00Z`) + week * 7 * 86_400_000).toISOString().slice(0, 10);
      expect(sent[0].body).toContain(`${formatLongDate(date, { language: 'hu' })} ${formatTime('10:00', 'hu')}`);
    }
    expect(new Set(sent[0].body.match(/\/book\/manage\/[0-9a-f]+/g))).toHaveProperty('size', 6);
  });
});
