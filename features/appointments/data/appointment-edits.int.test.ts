import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { updateAppointmentAction } from '@/features/appointments/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import type { Caller } from '@/lib/server/access';
import { checkAppointmentAvailability, updateAppointment } from '@/features/appointments/data/appointment-edits';
import { appointments, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, NO_LANE_MESSAGE, NONEXISTENT_TIME_MESSAGE, RESCHEDULE_CANDIDATE_TIMES } from '@/lib/scheduling';
import { EDIT_APPOINTMENT_MESSAGES, appointmentEditSchema, type AppointmentEditValues } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';

const english = serverMessages('en');

// Monday 7 December 2026 in Budapest (UTC+1): 10:00 there is 09:00Z.
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00+01:00`);

async function salonWithOwner(stationsEnabled = false) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, owner };
}

async function place(salonId: string, values: { name: string; from: string; to: string; serviceId?: string; stationId?: string; date?: string }) {
  const [row] = await (await getDb())
    .insert(appointments)
    .values({
      salonId,
      serviceId: values.serviceId,
      stationId: values.stationId,
      customerName: values.name,
      customerEmail: 'guest@example.com',
      startTime: at(values.from, values.date),
      endTime: at(values.to, values.date),
      status: 'confirmed',
    })
    .returning();
  return row;
}

async function stored(id: string) {
  const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The edit form for an appointment, as the dialog would send it, with `changes` applied. */
function form(appointment: { id: string; customerName: string; serviceId: string | null }, changes: Partial<AppointmentEditValues> = {}) {
  return appointmentEditSchema.parse({
    appointmentId: appointment.id,
    service_id: appointment.serviceId,
    service_name: 'Cut',
    service_duration: 60,
    custom_duration: null,
    service_price: 10000,
    appointment_date: DAY,
    appointment_time: '10:00',
    status: 'confirmed',
    customer_name: appointment.customerName,
    customer_email: 'guest@example.com',
    ...changes,
  });
}

describe('updateAppointment', () => {
  it('saves a move with a custom duration and reports the change types', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    const result = await updateAppointment(owner, form(booked, { appointment_time: '14:00', custom_duration: 45, notes: 'Moved by phone' }), NOW);
    expect(result).toMatchObject({ ok: true, data: { changes: ['timeChange', 'serviceChange'], appointment: { durationMinutes: 45, serviceName: 'Cut' } } });
    const row = await stored(booked.id);
    expect([row.startTime.toISOString(), row.endTime.toISOString()]).toEqual(['2026-12-07T13:00:00.000Z', '2026-12-07T13:45:00.000Z']);
    expect(row).toMatchObject({ customDurationMinutes: 45, notes: 'Moved by phone', location: 'Main Salon', laneKey: salon.id });
    // The database remembers where it started (the details' time-change draft reads it), also past a later edit of anything else.
    expect(row.previousStartTime).toEqual(at('10:00'));
    await updateAppointment(owner, form(booked, { appointment_time: '14:00', custom_duration: 45, notes: 'Moved by phone, twice asked' }), NOW);
    expect((await stored(booked.id)).previousStartTime).toEqual(at('10:00'));
  });

  it('refuses a taken time with the conflict and the free times, and changes nothing', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const mine = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    await place(salon.id, { name: 'Bence', from: '12:00', to: '13:00', serviceId: service.id });
    const result = await updateAppointment(owner, form(mine, { appointment_time: '12:30', customer_name: 'Anna Renamed' }), NOW);
    expect(result).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    const message = !result.ok ? english(result.message) : '';
    expect(message).toMatch(/^Conflicts with Bence's appointment \(12:00 - 13:00\) Free times that day: 09:00, 09:30, 10:00, 10:30, 11:00, 13:00,/);
    expect(message).not.toContain('11:30'); // 11:30-12:30 would overlap Bence
    expect(!result.ok && result.fieldErrors?.appointment_time).toBe(result.ok ? '' : result.message);
    expect(await stored(mine.id)).toMatchObject({ customerName: 'Anna', startTime: at('10:00') });
  });

  it('ignores the appointment itself: moving by 15 minutes into its own old time works', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    expect(await updateAppointment(owner, form(booked, { appointment_time: '10:15' }), NOW)).toMatchObject({ ok: true, data: { changes: ['timeChange'] } });
    expect((await stored(booked.id)).startTime).toEqual(at('10:15'));
  });

  it('lets a cancelled appointment keep a time that is now taken', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    await place(salon.id, { name: 'Bence', from: '12:00', to: '13:00', serviceId: service.id });
    const result = await updateAppointment(owner, form(booked, { appointment_time: '12:00', status: 'cancelled' }), NOW);
    expect(result).toMatchObject({ ok: true, data: { changes: ['timeChange', 'cancellation'] } });
  });

  it('two staff saving overlapping times at once: exactly one wins', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const staff: Caller = { userId: randomUUID(), role: 'staff', salonId: salon.id };
    const first = await place(salon.id, { name: 'Anna', from: '09:00', to: '10:00', serviceId: service.id });
    const second = await place(salon.id, { name: 'Bence', from: '16:00', to: '17:00', serviceId: service.id });
    const results = await Promise.all([
      updateAppointment(owner, form(first, { appointment_time: '14:00' }), NOW),
      updateAppointment(staff, form(second, { appointment_time: '14:30' }), NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'SLOT_TAKEN' });
    const starts = [(await stored(first.id)).startTime, (await stored(second.id)).startTime].map((d) => d.toISOString());
    expect(starts.filter((s) => s === at('14:00').toISOString() || s === at('14:30').toISOString())).toHaveLength(1);
  });

  it('two staff moving appointments onto one station at overlapping times at once: exactly one wins', async () => {
    const { salon, service, owner } = await salonWithOwner(true);
    const staff: Caller = { userId: randomUUID(), role: 'staff', salonId: salon.id };
    const [chair1, chair2] = await addStations(salon.id, [
      { name: 'Chair 1', serviceIds: [service.id] },
      { name: 'Chair 2', serviceIds: [service.id] },
    ]);
    const first = await place(salon.id, { name: 'Anna', from: '09:00', to: '10:00', serviceId: service.id, stationId: chair1.id });
    const second = await place(salon.id, { name: 'Bence', from: '16:00', to: '17:00', serviceId: service.id, stationId: chair2.id });
    const results = await Promise.all([
      updateAppointment(owner, form(first, { appointment_time: '14:00', station_id: chair1.id }), NOW),
      updateAppointment(staff, form(second, { appointment_time: '14:30', station_id: chair1.id }), NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: 'SLOT_TAKEN', fieldErrors: { appointment_time: expect.any(String) } });
    const rows = [await stored(first.id), await stored(second.id)];
    const onChairAt1430 = rows.filter((row) => row.stationId === chair1.id && row.startTime < at('15:00') && row.endTime > at('14:30'));
    expect(onChairAt1430).toHaveLength(1);
    // The loser kept its time and station.
    const loser = results[0].ok ? rows[1] : rows[0];
    expect([loser.startTime, loser.stationId]).toEqual(results[0].ok ? [at('16:00'), chair2.id] : [at('09:00'), chair1.id]);
  });

  it('in a salon with stations keeps the current station when free, else picks a free suitable one', async () => {
    const { salon, service, owner } = await salonWithOwner(true);
    const [nails] = await (await getDb()).insert(services).values({ salonId: salon.id, name: 'Nails', durationMinutes: 30 }).returning();
    const [chair1, chair2, desk] = await addStations(salon.id, [
      { name: 'Chair 1', serviceIds: [service.id] },
      { name: 'Chair 2', serviceIds: [service.id] },
      { name: 'Desk', serviceIds: [nails.id] },
    ]);
    await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id, stationId: chair1.id });
    const moving = await place(salon.id, { name: 'Bence', from: '12:00', to: '13:00', serviceId: service.id, stationId: chair2.id });
    const later = await place(salon.id, { name: 'Csilla', from: '15:00', to: '16:00', serviceId: service.id, stationId: chair1.id });

    // Chair 2 is free at 10:00: the appointment stays on it.
    expect(await updateAppointment(owner, form(moving, { appointment_time: '10:00' }), NOW)).toMatchObject({ ok: true, data: { appointment: { stationId: chair2.id } } });
    // Both chairs are busy at 10:30 now: refused, nothing changes.
    expect(await updateAppointment(owner, form(later, { appointment_time: '10:30' }), NOW)).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    expect((await stored(later.id)).startTime).toEqual(at('15:00'));
    // Switched to Nails, Csilla fits at 10:00 after all: on the desk, the one station that does nails.
    const toNails = await updateAppointment(owner, form(later, { service_id: nails.id, service_name: 'Nails', appointment_time: '10:00' }), NOW);
    expect(toNails).toMatchObject({ ok: true, data: { appointment: { stationId: desk.id, durationMinutes: 30, serviceName: 'Nails' } } });
    expect(await stored(later.id)).toMatchObject({ laneKey: desk.id, endTime: at('10:30') });
    // A chosen station that cannot take the service is refused on the station field.
    expect(await updateAppointment(owner, form(moving, { station_id: desk.id, appointment_time: '14:00' }), NOW)).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { station_id: NO_LANE_MESSAGE },
    });
  });

  it("refuses another salon's appointment as NOT_FOUND, and a service of another salon", async () => {
    const a = await salonWithOwner();
    const b = await salonWithOwner();
    const theirs = await place(b.salon.id, { name: 'Bence', from: '10:00', to: '11:00', serviceId: b.service.id });
    await expect(updateAppointment(a.owner, form(theirs, { appointment_time: '12:00' }), NOW)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const mine = await place(a.salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: a.service.id });
    expect(await updateAppointment(a.owner, form(mine, { service_id: b.service.id }), NOW)).toMatchObject({
      ok: false,
      fieldErrors: { service_id: EDIT_APPOINTMENT_MESSAGES.invalidService },
    });
    expect((await stored(theirs.id)).startTime).toEqual(at('10:00'));
  });

  it('refuses a wall time inside the spring clock change with a clear message', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    const result = await updateAppointment(owner, form(booked, { appointment_date: '2026-03-29', appointment_time: '02:30' }), NOW);
    expect(result).toMatchObject({ ok: false, code: 'INVALID_TIME', fieldErrors: { appointment_time: NONEXISTENT_TIME_MESSAGE } });
    expect((await stored(booked.id)).startTime).toEqual(at('10:00'));
  });

  it('through the action pipeline, reports every invalid field and saves nothing', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    const result = await runActionAs(updateAppointmentAction, owner, { appointmentId: booked.id, service_name: '', customer_email: 'x', custom_duration: 300, appointment_time: '12:00' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        service_name: 'Service name is required',
        customer_name: 'Customer name is required',
        customer_email: 'Please enter a valid email address',
        custom_duration: 'Custom duration cannot exceed 4 hours (240 minutes)',
        service_duration: 'Service duration must be greater than 0',
        appointment_date: 'Appointment date is required',
      },
    });
    expect((await stored(booked.id)).startTime).toEqual(at('10:00'));
  });
});

describe('checkAppointmentAvailability', () => {
  it('names the conflict for staff and suggests the free half-hours', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const mine = await place(salon.id, { name: 'Anna', from: '10:00', to: '11:00', serviceId: service.id });
    const theirs = await place(salon.id, { name: 'Bence', from: '12:00', to: '13:00', serviceId: service.id });
    const taken = await checkAppointmentAvailability(owner, { date: DAY, time: '12:30', durationMinutes: null, excludeAppointmentId: mine.id, stationId: null, serviceId: null }, NOW);
    expect(taken).toMatchObject({ isAvailable: false, conflictingAppointments: [{ id: theirs.id, customerName: 'Bence' }] });
    expect([taken.message, taken.conflictingAppointments[0].reason].map(english)).toEqual(Array(2).fill("Conflicts with Bence's appointment (12:00 - 13:00)"));
    // 60 minutes (its own length) cannot start at 11:30, 12:00 or 12:30; its own 10:00 is free; at 17:30 it would end past closing (18:00).
    expect(taken.suggestions).toEqual(RESCHEDULE_CANDIDATE_TIMES.filter((t) => !['11:30', '12:00', '12:30', '17:30'].includes(t)));
    const free = await checkAppointmentAvailability(owner, { date: DAY, time: '10:30', durationMinutes: 30, excludeAppointmentId: mine.id, stationId: null, serviceId: null }, NOW);
    expect(free).toMatchObject({ isAvailable: true, conflictingAppointments: [] });
    expect(english(free.message)).toBe('Time slot is available');
    // 30 minutes: only 12:00 and 12:30 meet Bence.
    expect(free.suggestions).toEqual(RESCHEDULE_CANDIDATE_TIMES.filter((t) => !['12:00', '12:30'].includes(t)));
    // A 75-minute facial on a day closing at 18:00: neither 17:00 nor 17:30 is offered.
    const facial = await checkAppointmentAvailability(owner, { date: DAY, time: '10:30', durationMinutes: 75, excludeAppointmentId: mine.id, stationId: null, serviceId: null }, NOW);
    expect(facial.suggestions.filter((t) => t >= '16:00')).toEqual(['16:00', '16:30']);
  });
});
