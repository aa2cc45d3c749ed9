import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/server/access';
import { createAppointmentSeries } from '@/features/appointments/data/appointment-series';
import { updateRestOfSeries } from '@/features/appointments/data/appointment-edits';
import { appointmentSeriesSchema } from '@/features/appointments/schema/appointment-series';
import { appointments, messages } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { formatLongDate, formatTime } from '@/lib/format/dates';
import { createTestSalon, getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';
import { renderMessage } from '@/features/messages/queue';

// Six Mondays from 8 March 2027 in Budapest; the clocks go forward on 28 March, between the 3rd and the 4th.
const MONDAYS = ['2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05', '2027-04-12'];
const NOW = new Date('2027-03-01T08:00:00Z');
/** A wall time in Budapest: UTC+1 before the clock change, UTC+2 after. */
const budapestTime = (instant: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Budapest', hour: '2-digit', minute: '2-digit' }).format(instant);
const local = (date: string, time: string) => new Date(`${date}T${time}:00${date < '2027-03-28' ? '+01:00' : '+02:00'}`);

async function bookedSeries() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  const series = await bookSeries(owner, service.id);
  return { salon, service, owner, ...series, before: await series.rows() };
}

/** Six Mondays for one client at `time`; `rows` reads them, earliest first. */
async function bookSeries(owner: Caller, serviceId: string, time = '10:00', customerName = 'Rendszeres Rozália') {
  const input = { service_id: serviceId, appointment_date: MONDAYS[0], appointment_time: time, customer_name: customerName, customer_email: 'rozalia@example.com' };
  const booked = await createAppointmentSeries(owner, appointmentSeriesSchema.parse({ ...input, every_weeks: 1, ends: 'after', count: 6, language: 'hu' }), NOW);
  if (!booked.ok) throw new Error(booked.message);
  return { rows: async () => (await getDb()).select().from(appointments).where(eq(appointments.seriesId, booked.data.seriesId)).orderBy(appointments.startTime) };
}

/** The Edit dialog of the 3rd occurrence moved to 11:30 with "This and the following" and "Notify the client" ticked. */
const thirdAt1130 = (appointment: { id: string; serviceId: string | null; customerName: string }) =>
  appointmentEditSchema.parse({
    ...{ appointmentId: appointment.id, service_id: appointment.serviceId, service_name: 'Cut', service_duration: 60, custom_duration: null, service_price: null },
    ...{ appointment_date: MONDAYS[2], appointment_time: '11:30', status: 'confirmed', customer_name: appointment.customerName, customer_email: 'rozalia@example.com' },
    ...{ notify_client: true, rest_of_series: true },
  });

describe('changing the rest of a standing appointment', () => {
  it('moves the 3rd to 6th occurrences to 11:30 local across the clock change, leaves the 1st and 2nd, raises each moved one’s SEQUENCE and tells the client once', async () => {
    const { salon, owner, rows, before } = await bookedSeries();
    await (await getDb()).delete(messages).where(eq(messages.salonId, salon.id));

    const result = await updateRestOfSeries(owner, thirdAt1130(before[2]), NOW);
    expect(result).toMatchObject({ ok: true, data: { seriesChanged: 4, appointment: { id: before[2].id } } });
    const after = await rows();
    expect(after.map((row) => row.startTime.getTime())).toEqual(MONDAYS.map((date, i) => local(date, i < 2 ? '10:00' : '11:30').getTime()));
    expect(after.map((row) => row.revision > before.find((one) => one.id === row.id)!.revision)).toEqual([false, false, true, true, true, true]);

    const sent = (await (await getDb()).select().from(messages).where(eq(messages.salonId, salon.id))).map((row) => ({ ...row, ...renderMessage(row) }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'series_moved_by_salon', recipient: 'rozalia@example.com', language: 'hu' });
    for (const date of MONDAYS.slice(2)) expect(sent[0].body).toContain(`${formatLongDate(date, { language: 'hu' })} ${formatTime('11:30', 'hu')}`);
    expect(sent[0].body).not.toContain(formatLongDate(MONDAYS[1], { language: 'hu' }));
  });

  it('refuses the whole change when the 5th occurrence collides, naming that date, and changes nothing', async () => {
    const { salon, owner, rows, before } = await bookedSeries();
    await (await getDb()).insert(appointments).values({ salonId: salon.id, customerName: 'Bence', startTime: local(MONDAYS[4], '11:30'), endTime: local(MONDAYS[4], '12:30'), status: 'confirmed' });
    await (await getDb()).delete(messages).where(eq(messages.salonId, salon.id));

    const result = await updateRestOfSeries(owner, thirdAt1130(before[2]), NOW);
    const refused = result.ok ? result : renderedFailure(result, serverMessages('en'));
    expect(refused).toMatchObject({ ok: false, code: 'SERIES_COLLISION' });
    expect(refused.ok || refused.message).toBe(
      "Nothing was changed. These dates cannot take the change: 5 Apr 2027 11:30: Conflicts with Bence's appointment (11:30 - 12:30). Choose another time, or change them one at a time.",
    );
    expect((await rows()).map(({ startTime, revision }) => ({ startTime, revision }))).toEqual(before.map(({ startTime, revision }) => ({ startTime, revision })));
    expect(await (await getDb()).select().from(messages).where(eq(messages.salonId, salon.id))).toHaveLength(0);
  });

  it('moves parallel series into the same times all-or-nothing: exactly one wins, the others keep every date', async () => {
    const { salon, service, owner, rows } = await bookedSeries();
    const others = [await bookSeries(owner, service.id, '14:00', 'Második'), await bookSeries(owner, service.id, '16:00', 'Harmadik')];
    const everyone = [rows, ...others.map((other) => other.rows)];
    const thirds = await Promise.all(everyone.map(async (series) => (await series())[2]));
    const results = await Promise.all(thirds.map((third) => updateRestOfSeries(owner, thirdAt1130(third), NOW)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((one) => !one.ok)) expect(result).toMatchObject({ ok: false, code: 'SERIES_COLLISION' });
    const at1130 = (await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id))).filter((row) => budapestTime(row.startTime) === '11:30');
    expect(at1130).toHaveLength(4);
    expect(new Set(at1130.map((row) => row.customerName)).size).toBe(1);
    const kept = await Promise.all(everyone.map(async (series, i) => (await series()).filter((row) => budapestTime(row.startTime) === ['10:00', '14:00', '16:00'][i]).length));
    expect(kept.sort()).toEqual([2, 6, 6]);
  });
});
