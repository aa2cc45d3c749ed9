import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessError, callerOf, type Caller } from '@/lib/server/access';
import * as ownLanguageData from '@/features/account/data/own-language';
import * as ownNotificationsData from '@/features/account/data/own-notifications';
import * as ownPasswordData from '@/features/account/data/own-password';
import * as ownScheduleData from '@/features/account/data/own-schedule';
import * as feedAddressesData from '@/features/feeds/data/feed-addresses';
import * as analyticsData from '@/features/analytics/data/analytics';
import * as appointmentChangesData from '@/features/dashboard/data/appointment-changes';
import * as messagesData from '@/features/messages/data/messages';
import { FEED_START } from '@/features/dashboard/schema';
import * as appointmentEditsData from '@/features/appointments/data/appointment-edits';
import * as appointmentSearchData from '@/features/appointments/data/appointment-search';
import * as appointmentsData from '@/features/appointments/data/appointments';
import * as clientsData from '@/features/clients/data/clients';
import * as clientCardData from '@/features/clients/data/client-card';
import * as clientCareData from '@/features/clients/data/client-care';
import * as clientPrivacyData from '@/features/clients/data/client-privacy';
import * as clientMergeData from '@/features/clients/data/client-merge';
import { clientContactSchema, clientListSchema, clientMergeSchema, clientRefSchema, type ClientMergeInput } from '@/features/clients/schema';
import * as importedAppointmentsData from '@/features/appointments/data/imported-appointments';
import * as staffBookingsData from '@/features/appointments/data/staff-bookings';
import * as staffVisitsData from '@/features/appointments/data/staff-visits';
import * as appointmentSeriesData from '@/features/appointments/data/appointment-series';
import { appointmentSeriesSchema } from '@/features/appointments/schema/appointment-series';
import { readProfile } from '@/lib/auth/store';
import * as salonAdminData from '@/features/salons/data/salon-admin';
import * as salonSettingsData from '@/features/settings/data/salon-settings';
import * as salonsData from '@/lib/server/salon-profiles';
import * as serviceAdminData from '@/features/services/data/service-admin';
import * as servicesData from '@/features/services/data/services';
import * as staffData from '@/features/staff/data/staff';
import * as stylistScheduleData from '@/features/staff/data/stylist-schedule';
import { stylistScheduleSchema } from '@/features/staff/schema';
import * as timeBlocksData from '@/features/blocks/data/time-blocks';
import * as staffWaitlistData from '@/features/waitlist/data/staff-waitlist';
import * as handOffersData from '@/features/waitlist/data/hand-offers';
import { timeBlockSchema } from '@/features/blocks/schema';
import * as stationSettingsData from '@/features/settings/data/station-settings';
import * as stationsData from '@/features/settings/data/stations';
import * as stylistsData from '@/features/appointments/data/stylists';
import { appointments, calendarFeeds, changeFeedSeen, clientConsents, clientNotes, clients, messages, salons, services, stations, stylistHours, timeBlockOccurrences, timeBlocks, users, waitlistEntries, type Role } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { ADMIN_ONLY, MANAGER_ROLES, SALON_MEMBER_ROLES, STAFF_ROLES } from '@/lib/server/roles';
import { addDays, todayInZone, zonedToInstant } from '@/lib/scheduling';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { importedAppointmentSchema } from '@/features/appointments/schema/instagram-import';
import { appointmentSearchSchema, customerSearchSchema } from '@/features/appointments/schema/search';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { openingHoursFormOf, type SalonFormData } from '@/lib/validation/salon';
import { salonSettingsSchema } from '@/features/settings/schema';
import { memoryJar } from '@/tests/support/cookie-jar';
import { createTestSalon, getDb } from '@/tests/support/db';

// The guarded seam (DESIGN §2): every staff-side data function × every kind of caller,
// acting on salon A (the demo salon). A new file in a feature's data/ must be classified below, and a
// new staff-side function must join MATRIX, or this file fails.

const CALLERS = {
  'signed out': null,
  'staff of A': 'staff@luxe.example.com',
  'owner of A': 'owner@luxe.example.com',
  'staff of B': 'staff@nord.example.com',
  'owner of B': 'owner@nord.example.com',
  admin: 'admin@example.com',
} as const;
type CallerName = keyof typeof CALLERS;

type Fixture = { salonA: string; appointmentA: string; startA: Date };

type Entry = {
  /** The tier the function serves; `salonScoped` ones also require salon A (admins may name it). */
  roles: readonly Role[];
  salonScoped: boolean;
  call: (caller: Caller | null, fixture: Fixture) => Promise<unknown>;
  /** What an allowed call must have produced (salon A's data, or the write). */
  verify: (result: unknown, fixture: Fixture) => Promise<void> | void;
};

const DAY = 86_400_000;
/** A day a year ahead in the demo salon's zone: no demo appointment is ever there. */
const FAR_DAY = addDays(todayInZone(new Date(), 'Europe/Budapest'), 365);

/** Salon form data with a slug no other test uses. */
function salonForm(name: string): SalonFormData {
  const slug = `matrix-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { name: `Matrix ${name}`, custom_subdomain: slug, email: null, phone_number: null, address: null, city: null, country: null, opening_hours: DEFAULT_OPENING_HOURS };
}

/** A service or member made in salon A for one call, removed again when the call is refused. */
async function onFresh<T>(make: () => Promise<string>, remove: (id: string) => Promise<unknown>, run: (id: string) => Promise<T>) {
  const id = await make();
  return { id, result: await run(id).catch(async (error: unknown) => (await remove(id), Promise.reject(error))) };
}
const freshService = (salonId: string) => async () =>
  (await (await getDb()).insert(services).values({ salonId, name: 'Matrix service', isActive: false }).returning({ id: services.id }))[0].id;
const removeService = async (id: string) => (await getDb()).delete(services).where(eq(services.id, id));
const freshMember = (salonId: string) => async () =>
  (await (await getDb()).insert(users).values({ salonId, role: 'staff', email: `matrix-${crypto.randomUUID()}@example.com`, fullName: 'Matrix Member' }).returning({ id: users.id }))[0].id;
const removeMember = async (id: string) => (await getDb()).delete(users).where(eq(users.id, id));
const serviceForm = { name: 'Matrix service', category: null, duration_minutes: 30, price_on_request: true, price: null, currency_code: 'HUF', tooltip: null, is_active: false, station_ids: [], processing_start_minutes: 0, processing_minutes: 0, buffer_minutes: 0 };
async function demoSalonRow(salonA: string) {
  const [row] = await (await getDb()).select().from(salons).where(eq(salons.id, salonA));
  return row;
}

/** A one-off block in salon A at 21:00-21:30 on FAR_DAY, for one call. */
const freshBlock = (salonId: string) => async () => {
  const db = await getDb();
  const [block] = await db.insert(timeBlocks).values({ salonId, scope: 'salon', firstDate: FAR_DAY, fromTime: '21:00', toTime: '21:30' }).returning({ id: timeBlocks.id });
  const start = zonedToInstant(FAR_DAY, '21:00', 'Europe/Budapest')!;
  await db.insert(timeBlockOccurrences).values({ blockId: block.id, salonId, occursOn: FAR_DAY, startTime: start, endTime: new Date(start.getTime() + 30 * 60_000) });
  return block.id;
};
const freshWaitlistEntry = (salonId: string) => async () => {
  const db = await getDb();
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.salonId, salonId)).limit(1);
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
  const values = { salonId, serviceId: service.id, customerName: 'Matrix Waiting', customerEmail: 'matrix-waiting@example.com', wantedOn: FAR_DAY, fromTime: '09:00', untilTime: '18:00', token, offerSubject: 'Offer', offerBody: 'Offer' };
  return (await db.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id }))[0].id;
};
const removeWaitlistRow = async (id: string) => (await getDb()).delete(waitlistEntries).where(eq(waitlistEntries.id, id));
const removeBlock = async (id: string) => (await getDb()).delete(timeBlocks).where(eq(timeBlocks.id, id));
const farDayRange = () => ({ from: zonedToInstant(FAR_DAY, '00:00', 'Europe/Budapest')!, to: zonedToInstant(addDays(FAR_DAY, 1), '00:00', 'Europe/Budapest')! });

/** What a settings write changes on salon A, as it was before: its verify puts it back. */
const before = { daysOff: [] as string[], description: null as string | null, stationName: '' };

async function firstStationOf(salonA: string) {
  const [station] = await (await getDb()).select().from(stations).where(eq(stations.salonId, salonA)).orderBy(stations.createdAt).limit(1);
  return station;
}

async function activeServiceOf(salonA: string) {
  const [service] = await (await getDb()).select({ id: services.id }).from(services).where(and(eq(services.salonId, salonA), eq(services.isActive, true))).limit(1);
  return service.id;
}
/** The free times of a visit of `service` twice in salon A on `date`, any stylist, no time chosen. */
const matrixVisitTimes = (salonA: string, date: string, service: string) => ({ salonId: salonA, date, time: null, stationId: null, stylistId: null, serviceId: service, addedServices: [{ serviceId: service, stylistId: null }] });
/** A standing appointment in salon A: FAR_DAY and a week later at 21:30, outside the hours by staff's confirmation. */
const matrixSeries = async (salonA: string) =>
  appointmentSeriesSchema.parse({
    ...{ salonId: salonA, service_id: await activeServiceOf(salonA), appointment_date: FAR_DAY, appointment_time: '21:30', outside_hours_confirmed: true },
    ...{ customer_name: 'Matrix Series', every_weeks: 1, ends: 'after', count: 2 },
  });

/** Two occurrences of a standing appointment in salon A (which works with stations), the day after FAR_DAY and a week later at 21:00; the first one's id. */
async function matrixStanding(salonA: string) {
  const seriesId = randomUUID();
  const at = (days: number) => zonedToInstant(addDays(FAR_DAY, days), '21:00', 'Europe/Budapest')!;
  const db = await getDb();
  const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.salonId, salonA)).limit(1);
  const occurrence = { salonId: salonA, stationId: station.id, seriesId, customerName: 'Matrix Standing', status: 'pending' as const };
  const rows = [1, 8].map((days) => ({ ...occurrence, startTime: at(days), endTime: new Date(at(days).getTime() + 30 * 60_000) }));
  const [first] = await db.insert(appointments).values(rows).returning({ id: appointments.id });
  return first.id;
}
const removeMatrixStanding = async (salonA: string) => {
  await (await getDb()).delete(appointments).where(and(eq(appointments.salonId, salonA), eq(appointments.customerName, 'Matrix Standing')));
};

/** The client record salon A's matrix appointment is for. */
async function clientOf(appointmentA: string) {
  const [row] = await (await getDb()).select().from(clients).innerJoin(appointments, eq(appointments.clientId, clients.id)).where(eq(appointments.id, appointmentA));
  return row.clients;
}
const freshNote = (salonA: string, appointmentA: string) => async () => {
  const client = await clientOf(appointmentA);
  return (await (await getDb()).insert(clientNotes).values({ salonId: salonA, clientId: client.id, body: 'Matrix note' }).returning({ id: clientNotes.id }))[0].id;
};
const removeNote = async (id: string) => (await getDb()).delete(clientNotes).where(eq(clientNotes.id, id));

/** Two clients of salon A of their own, one cancelled appointment far ahead each, for one merge (it cannot be undone). */
async function freshClientPair(salonA: string) {
  const start = zonedToInstant(FAR_DAY, '22:00', 'Europe/Budapest')!;
  const rows = await (await getDb())
    .insert(appointments)
    .values([1, 2].map((n) => ({ salonId: salonA, customerName: `Matrix Merge ${n} ${crypto.randomUUID()}`, startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), status: 'cancelled' as const })))
    .returning({ id: appointments.id, clientId: appointments.clientId });
  return { appointmentIds: rows.map((row) => row.id), ref: clientMergeSchema.parse({ salonId: salonA, clientId: rows[0].clientId, otherId: rows[1].clientId }) };
}
/** Runs a merge (or its preview) on a fresh pair; a refused one removes the pair at once. */
async function onFreshPair(salonA: string, run: (ref: ClientMergeInput) => Promise<unknown>) {
  const pair = await freshClientPair(salonA);
  return { pair, result: await run(pair.ref).catch(async (error: unknown) => (await mergeOutcome({ pair }), Promise.reject(error))) };
}
/** A merge's (or its preview's) answer, and the pair's appointments and clients removed. */
async function mergeOutcome(outcome: unknown) {
  const { pair, result } = outcome as { pair: Awaited<ReturnType<typeof freshClientPair>>; result: unknown };
  const db = await getDb();
  const moved = await db.delete(appointments).where(inArray(appointments.id, pair.appointmentIds)).returning({ clientId: appointments.clientId });
  const left = await db.delete(clients).where(inArray(clients.id, [pair.ref.clientId, pair.ref.otherId])).returning({ id: clients.id });
  return { result, clientIds: moved.map((row) => row.clientId), left: left.map((row) => row.id), pair };
}

async function salonExists(id: string) {
  return (await (await getDb()).select({ id: salons.id }).from(salons).where(eq(salons.id, id))).length === 1;
}

const MATRIX: Record<string, Entry> = {
  // Salon A's messages only: the list, an appointment's log, 'Send Reminders'.
  'messages.listSalonMessages': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => messagesData.listSalonMessages(caller, { salonId: salonA }),
    verify: async (result, { salonA }) => {
      const ids = (result as messagesData.MessageView[]).map((message) => message.id);
      const others = ids.length ? await (await getDb()).select({ id: messages.id }).from(messages).where(and(inArray(messages.id, ids), ne(messages.salonId, salonA))) : [];
      expect(others).toEqual([]);
    },
  },
  'messages.readMailOutage': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => messagesData.readMailOutage(caller, { salonId: salonA }),
    // Salon A's own failing messages only: as many as the database holds for it.
    verify: async (result, { salonA }) => {
      const [row] = await (await getDb()).select({ n: count() }).from(messages).where(and(eq(messages.salonId, salonA), inArray(messages.status, ['queued', 'sending']), isNotNull(messages.lastError)));
      expect((result as messagesData.MailOutage)?.waiting ?? 0).toBe(row.n);
    },
  },
  'messages.listAppointmentMessages': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      const [appointment] = await (await getDb()).select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, salonA)).limit(1);
      return messagesData.listAppointmentMessages(caller, { salonId: salonA, appointmentId: appointment.id });
    },
    verify: (result) => expect(Array.isArray(result)).toBe(true),
  },
  'messages.sendSalonMessage': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      const [appointment] = await (await getDb()).select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, salonA)).limit(1);
      return messagesData.sendSalonMessage(caller, { salonId: salonA, appointmentId: appointment.id, language: 'en', subject: 'Matrix', body: 'Hello' });
    },
    verify: (result) => expect(result).toMatchObject({ ok: expect.any(Boolean) }),
  },
  'messages.sendDueRemindersNow': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => messagesData.sendDueRemindersNow(caller, { salonId: salonA }),
    verify: (result) => expect(result).toEqual(expect.any(Number)),
  },
  // The fixture's appointment is a change in salon A's feed.
  'appointment-changes.latestChange': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => appointmentChangesData.latestChange(caller, { salonId: salonA, cursor: FEED_START }),
    verify: (result) => expect(result).toMatchObject({ txId: expect.any(Number), id: expect.any(Number) }),
  },
  'appointment-changes.readChangeFeed': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => appointmentChangesData.readChangeFeed(caller, { salonId: salonA }),
    verify: async (result, { salonA }) => {
      const { cursor, unseen } = result as appointmentChangesData.ChangeFeed;
      expect(cursor.txId).toBeGreaterThan(0);
      const ids = unseen.map((change) => change.appointmentId);
      const ofA = ids.length ? await (await getDb()).select({ id: appointments.id }).from(appointments).where(and(inArray(appointments.id, ids), eq(appointments.salonId, salonA))) : [];
      expect(ofA).toHaveLength(ids.length);
    },
  },
  'appointment-changes.markChangesSeen': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      await appointmentChangesData.markChangesSeen(caller, { salonId: salonA, cursor: FEED_START });
      return (await getDb()).select().from(changeFeedSeen).where(and(eq(changeFeedSeen.userId, caller!.userId), eq(changeFeedSeen.salonId, salonA)));
    },
    verify: (result) => expect(result).toMatchObject([{ seenTxId: 0, seenId: 0 }]),
  },
  'salons.listSalons': {
    roles: ADMIN_ONLY,
    salonScoped: false,
    call: (caller) => salonsData.listSalons(caller),
    verify: (result, { salonA }) => expect((result as { id: string }[]).some((s) => s.id === salonA)).toBe(true),
  },
  'salons.getSalonProfile': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => salonsData.getSalonProfile(caller, salonA),
    verify: (result, { salonA }) => expect(result).toMatchObject({ id: salonA }),
  },
  'salon-admin.findSlugConflict': {
    roles: ADMIN_ONLY,
    salonScoped: false,
    call: async (caller, { salonA }) => {
      const [salon] = await (await getDb()).select({ slug: salons.customSubdomain }).from(salons).where(eq(salons.id, salonA));
      return salonAdminData.findSlugConflict(caller, { slug: salon.slug! });
    },
    verify: (result, { salonA }) => expect(result).toMatchObject({ conflicting_salon_id: salonA }),
  },
  'salon-admin.createSalon': {
    roles: ADMIN_ONLY,
    salonScoped: false,
    call: (caller) => salonAdminData.createSalon(caller, salonForm('create')),
    verify: async (result) => {
      const created = result as { ok: true; data: { id: string } };
      expect(created.ok).toBe(true);
      expect(await salonExists(created.data.id)).toBe(true);
    },
  },
  'salon-admin.updateSalon': {
    roles: ADMIN_ONLY,
    salonScoped: false,
    // Another salon than A: renaming the demo salon would disturb the other suites.
    call: async (caller) => {
      const { salon } = await createTestSalon();
      return salonAdminData.updateSalon(caller, { ...salonForm('update'), id: salon.id, is_active: false });
    },
    verify: async (result) => {
      const updated = result as { ok: true; data: { id: string; name: string } };
      expect(updated.data.name).toBe('Matrix update');
      const [row] = await (await getDb()).select({ isActive: salons.isActive }).from(salons).where(eq(salons.id, updated.data.id));
      expect(row.isActive).toBe(false);
    },
  },
  'salon-admin.deleteSalons': {
    roles: ADMIN_ONLY,
    salonScoped: false,
    // A fresh salon each time; a refused call must leave it in place.
    call: async (caller) => {
      const { salon } = await createTestSalon();
      const result = await salonAdminData.deleteSalons(caller, [salon.id]).catch(async (error: unknown) => {
        expect(await salonExists(salon.id)).toBe(true);
        throw error;
      });
      return { result, id: salon.id };
    },
    verify: async (outcome) => {
      const { result, id } = outcome as { result: unknown; id: string };
      expect(result).toEqual({ ok: true, data: { deleted: 1 } });
      expect(await salonExists(id)).toBe(false);
    },
  },
  'appointments.listAppointmentsBetween': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) =>
      appointmentsData.listAppointmentsBetween(caller, { salonId: salonA, from: new Date(Date.now() - 20 * DAY), to: new Date(Date.now() + 20 * DAY) }),
    verify: (result, { appointmentA }) => expect((result as { id: string }[]).some((a) => a.id === appointmentA)).toBe(true),
  },
  'appointments.countAppointmentsByStart': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // The fixture is pending (not counted); salon A's confirmed and completed ones are.
    call: (caller, { salonA }) =>
      appointmentsData.countAppointmentsByStart(caller, {
        salonId: salonA,
        from: new Date(Date.now() - 20 * DAY),
        to: new Date(Date.now() + 20 * DAY),
        statuses: ['confirmed', 'completed'],
      }),
    verify: async (result, { salonA }) => {
      const groups = result as { status: string; count: number }[];
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.every((g) => ['confirmed', 'completed'].includes(g.status))).toBe(true);
      const [{ counted }] = await (await getDb())
        .select({ counted: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.salonId, salonA),
            inArray(appointments.status, ['confirmed', 'completed']),
            gte(appointments.startTime, new Date(Date.now() - 20 * DAY)),
            lt(appointments.startTime, new Date(Date.now() + 20 * DAY)),
          ),
        );
      expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(counted);
    },
  },
  'services.listServicePrices': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => servicesData.listServicePrices(caller, salonA),
    verify: async (result, { salonA }) => {
      const ids = (await (await getDb()).select({ id: services.id }).from(services).where(eq(services.salonId, salonA))).map((s) => s.id);
      expect((result as { id: string }[]).map((s) => s.id).sort()).toEqual(ids.sort());
    },
  },
  'stations.listSalonStations': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => stationsData.listSalonStations(caller, salonA),
    verify: async (result, { salonA }) => {
      const ids = (await (await getDb()).select({ id: stations.id }).from(stations).where(eq(stations.salonId, salonA))).map((s) => s.id);
      expect((result as { id: string }[]).map((s) => s.id).sort()).toEqual(ids.sort());
    },
  },
  'stylists.listSalonStylists': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => stylistsData.listSalonStylists(caller, salonA),
    verify: async (result, { salonA }) => {
      const bookable = and(eq(users.salonId, salonA), eq(users.bookable, true), inArray(users.role, ['owner', 'staff']));
      const ids = (await (await getDb()).select({ id: users.id }).from(users).where(bookable)).map((u) => u.id);
      expect((result as { id: string }[]).map((s) => s.id).sort()).toEqual(ids.sort());
    },
  },
  'appointments.setAppointmentStatus': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: the appointment is cancelled (then reset). Refused: it stays pending.
    call: (caller, { salonA, appointmentA }) =>
      appointmentsData.setAppointmentStatus(caller, { salonId: salonA, appointmentId: appointmentA, status: 'cancelled' }),
    verify: async (_result, { appointmentA }) => {
      expect(await statusOf(appointmentA)).toBe('cancelled');
      await (await getDb()).update(appointments).set({ status: 'pending' }).where(eq(appointments.id, appointmentA));
    },
  },
  'appointment-edits.updateAppointment': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: the appointment moves to 23:00 a year ahead, far from the demo data (then restored).
    call: (caller, { salonA, appointmentA }) =>
      appointmentEditsData.updateAppointment(
        caller,
        appointmentEditSchema.parse({
          salonId: salonA,
          appointmentId: appointmentA,
          // The fixture has no service: the form shows the spec's fallback.
          service_name: 'Unknown Service',
          service_duration: 60,
          appointment_date: FAR_DAY,
          appointment_time: '23:00',
          status: 'pending',
          customer_name: 'Matrix Test',
          customer_email: 'matrix@example.com',
          outside_hours_confirmed: true,
        }),
      ),
    verify: async (result, { appointmentA, startA }) => {
      expect(result).toMatchObject({ ok: true, data: { appointment: { id: appointmentA, status: 'pending' }, changes: ['timeChange'] } });
      const db = await getDb();
      const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentA));
      expect(row.startTime.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
      await db
        .update(appointments)
        .set({ startTime: startA, endTime: new Date(startA.getTime() + 30 * 60_000), customDurationMinutes: null, customerEmail: null, location: null })
        .where(eq(appointments.id, appointmentA));
    },
  },
  'appointment-edits.updateRestOfSeries': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: both occurrences of a standing appointment in salon A (the day after FAR_DAY and a week later) take a service; then removed.
    call: async (caller, { salonA }) => {
      const first = await matrixStanding(salonA);
      const edit = { salonId: salonA, appointmentId: first, service_id: await activeServiceOf(salonA), service_name: 'Cut', service_duration: 30, custom_duration: 30 };
      const when = { appointment_date: addDays(FAR_DAY, 1), appointment_time: '21:00', status: 'pending', customer_name: 'Matrix Standing', customer_email: 'standing@example.com' };
      return appointmentEditsData.updateRestOfSeries(caller, appointmentEditSchema.parse({ ...edit, ...when, rest_of_series: true })).finally(() => removeMatrixStanding(salonA));
    },
    verify: (result) => expect(result).toMatchObject({ ok: true, data: { seriesChanged: 2, appointment: { serviceId: expect.any(String) } } }),
  },
  'appointment-edits.checkAppointmentAvailability': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA, appointmentA }) =>
      appointmentEditsData.checkAppointmentAvailability(caller, {
        salonId: salonA,
        date: FAR_DAY,
        time: '10:00',
        durationMinutes: 30,
        excludeAppointmentId: appointmentA,
        stationId: null,
        serviceId: null,
      }),
    // The suggestions keep to FAR_DAY's opening hours, which depend on its weekday.
    verify: (result) => expect(result).toMatchObject({ isAvailable: true, suggestions: expect.any(Array) }),
  },
  'imported-appointments.createImportedAppointment': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: a real appointment at 22:00 a year ahead, far from the demo data (then removed).
    call: async (caller, { salonA }) => {
      const [service] = await (await getDb()).select({ id: services.id }).from(services).where(eq(services.salonId, salonA)).limit(1);
      return importedAppointmentsData.createImportedAppointment(
        caller,
        importedAppointmentSchema.parse({ salonId: salonA, service_id: service.id, appointment_date: FAR_DAY, appointment_time: '22:00', customer_name: 'Matrix Import' }),
      );
    },
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { id: expect.any(String) } });
      const db = await getDb();
      const [row] = await db.delete(appointments).where(eq(appointments.id, (result as { data: { id: string } }).data.id)).returning();
      expect(row).toMatchObject({ salonId: salonA, customerName: 'Matrix Import', status: 'confirmed' });
    },
  },
  'staff-bookings.createStaffAppointment': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: a confirmed late booking at 21:00 a year ahead, far from the demo data (then removed).
    call: async (caller, { salonA }) => {
      const [service] = await (await getDb()).select({ id: services.id }).from(services).where(and(eq(services.salonId, salonA), eq(services.isActive, true))).limit(1);
      return staffBookingsData.createStaffAppointment(
        caller,
        staffBookingSchema.parse({ salonId: salonA, service_id: service.id, appointment_date: FAR_DAY, appointment_time: '21:00', customer_name: 'Matrix Phone', outside_hours_confirmed: true }),
      );
    },
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { id: expect.any(String) } });
      const [row] = await (await getDb()).delete(appointments).where(eq(appointments.id, (result as { data: { id: string } }).data.id)).returning();
      expect(row).toMatchObject({ salonId: salonA, customerName: 'Matrix Phone', status: 'confirmed' });
    },
  },
  'staff-visits.staffVisitTimes': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => staffVisitsData.staffVisitTimes(caller, matrixVisitTimes(salonA, FAR_DAY, await activeServiceOf(salonA))),
    verify: (result) => expect(result).toMatchObject({ isAvailable: false, suggestions: expect.any(Array) }),
  },
  'staff-visits.createStaffVisit': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: a visit of the same service twice at the first time it fits a year ahead (then removed).
    call: async (caller, { salonA }) => {
      const service = await activeServiceOf(salonA);
      for (let day = 0; day < 14; day++) {
        const date = addDays(FAR_DAY, day);
        const [time] = (await staffVisitsData.staffVisitTimes(caller, matrixVisitTimes(salonA, date, service))).suggestions;
        if (!time) continue;
        const visit = { salonId: salonA, service_id: service, added_services: [{ service_id: service }], appointment_date: date, appointment_time: time, customer_name: 'Matrix Visit' };
        return staffVisitsData.createStaffVisit(caller, staffBookingSchema.parse(visit));
      }
      throw new Error('no free time for a visit in two weeks');
    },
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { id: expect.any(String) } });
      const db = await getDb();
      const [first] = await db.select({ visitId: appointments.visitId }).from(appointments).where(eq(appointments.id, (result as { data: { id: string } }).data.id));
      const rows = await db.delete(appointments).where(eq(appointments.visitId, first.visitId!)).returning();
      expect(rows.map((row) => [row.salonId, row.customerName])).toEqual([[salonA, 'Matrix Visit'], [salonA, 'Matrix Visit']]);
    },
  },
  'staff-bookings.prepareStaffAppointment': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: checked and ready to write in salon A; nothing is written.
    call: async (caller, { salonA }) =>
      staffBookingsData.prepareStaffAppointment(caller, staffBookingSchema.parse({ salonId: salonA, service_id: await activeServiceOf(salonA), appointment_date: FAR_DAY, appointment_time: '21:00', outside_hours_confirmed: true }), new Date()),
    verify: (result, { salonA }) => expect(result).toMatchObject({ ok: true, data: { placement: { salon: { id: salonA } }, values: { salonId: salonA } } }),
  },
  'appointment-series.checkAppointmentSeries': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => appointmentSeriesData.checkAppointmentSeries(caller, await matrixSeries(salonA)),
    verify: (result) => expect(result).toMatchObject({ ok: true, data: { occurrences: [{ date: FAR_DAY, placeable: true }, { date: addDays(FAR_DAY, 7), placeable: true }] } }),
  },
  'appointment-series.createAppointmentSeries': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: two weekly occurrences at 21:30 a year ahead (then removed).
    call: async (caller, { salonA }) => appointmentSeriesData.createAppointmentSeries(caller, await matrixSeries(salonA)),
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { seriesId: expect.any(String) } });
      const rows = await (await getDb()).delete(appointments).where(eq(appointments.seriesId, (result as { data: { seriesId: string } }).data.seriesId)).returning();
      expect(rows.map((row) => [row.salonId, row.customerName])).toEqual([[salonA, 'Matrix Series'], [salonA, 'Matrix Series']]);
    },
  },
  'appointment-search.searchPastCustomers': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => appointmentSearchData.searchPastCustomers(caller, customerSearchSchema.parse({ salonId: salonA, query: 'matrix test' })),
    verify: async (result, { appointmentA }) => {
      const found = result as { id: string; name: string }[];
      expect(found.map((c) => c.name)).toEqual(found.map(() => 'Matrix Test'));
      expect(found.map((c) => c.id)).toContain((await clientOf(appointmentA)).id);
    },
  },
  'appointment-search.searchAppointments': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => appointmentSearchData.searchAppointments(caller, appointmentSearchSchema.parse({ salonId: salonA, query: 'matrix test' })),
    verify: (result, { appointmentA }) => expect((result as { appointments: { id: string }[] }).appointments.map((a) => a.id)).toContain(appointmentA),
  },
  'clients.listClients': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => clientsData.listClients(caller, clientListSchema.parse({ salonId: salonA, query: 'matrix test' })),
    verify: async (result, { appointmentA }) => {
      const [appointment] = await (await getDb()).select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, appointmentA));
      expect((result as clientsData.ClientPage).clients.map((c) => c.id)).toContain(appointment.clientId);
    },
  },
  'client-card.getClientCard': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCardData.getClientCard(caller, clientRefSchema.parse({ salonId: salonA, clientId: (await clientOf(appointmentA)).id })),
    verify: async (result, { appointmentA }) => {
      const card = result as clientCardData.ClientCard;
      expect(card.client.id).toBe((await clientOf(appointmentA)).id);
      expect([...card.coming, ...card.past].map((a) => a.id)).toContain(appointmentA);
    },
  },
  'client-card.updateClientContact': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // Allowed: the client is renamed (then named back). Refused: the name stays.
    call: async (caller, { salonA, appointmentA }) => {
      const client = await clientOf(appointmentA);
      return clientCardData.updateClientContact(caller, clientContactSchema.parse({ salonId: salonA, clientId: client.id, name: 'Matrix Renamed', email: client.email ?? '', phone: client.phone ?? '' }));
    },
    verify: async (result, { appointmentA }) => {
      expect(result).toMatchObject({ ok: true });
      const client = await clientOf(appointmentA);
      expect(client.name).toBe('Matrix Renamed');
      const [appointment] = await (await getDb()).select({ name: appointments.customerName }).from(appointments).where(eq(appointments.id, appointmentA));
      await (await getDb()).update(clients).set({ name: appointment.name }).where(eq(clients.id, client.id));
    },
  },
  'client-card.addClientNote': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCardData.addClientNote(caller, { salonId: salonA, clientId: (await clientOf(appointmentA)).id, body: 'Matrix alert', isAlert: true }),
    verify: async (result, { appointmentA }) => {
      expect(result).toMatchObject({ ok: true, data: { body: 'Matrix alert' } });
      const [note] = await (await getDb()).delete(clientNotes).where(eq(clientNotes.id, (result as { data: { id: string } }).data.id)).returning();
      expect(note.clientId).toBe((await clientOf(appointmentA)).id);
    },
  },
  'client-card.removeClientNote': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA, appointmentA }) => onFresh(freshNote(salonA, appointmentA), removeNote, (id) => clientCardData.removeClientNote(caller, { salonId: salonA, noteId: id })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toEqual({ ok: true, data: { removed: 1 } });
      expect(await (await getDb()).select().from(clientNotes).where(eq(clientNotes.id, id))).toEqual([]);
    },
  },
  'client-card.setVisitNote': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA, appointmentA }) => clientCardData.setVisitNote(caller, { salonId: salonA, appointmentId: appointmentA, note: 'Matrix formula' }),
    verify: async (result, { appointmentA }) => {
      expect(result).toEqual({ ok: true, data: { id: appointmentA } });
      const [row] = await (await getDb()).select({ visitNote: appointments.visitNote }).from(appointments).where(eq(appointments.id, appointmentA));
      expect(row.visitNote).toBe('Matrix formula');
      await (await getDb()).update(appointments).set({ visitNote: null }).where(eq(appointments.id, appointmentA));
    },
  },
  'client-privacy.exportClient': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: async (caller, fixture) => clientPrivacyData.exportClient(caller, clientRefSchema.parse({ salonId: fixture.salonA, clientId: (await clientOf(fixture.appointmentA)).id })),
    verify: (result, { appointmentA }) => expect((result as clientPrivacyData.ClientExport).appointments.map((a) => a.id)).toContain(appointmentA),
  },
  'client-privacy.eraseClient': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    // A client of its own per call (an erasure cannot be undone): a cancelled appointment far ahead.
    call: async (caller, { salonA }) => {
      const start = zonedToInstant(FAR_DAY, '22:00', 'Europe/Budapest')!;
      const [row] = await (await getDb())
        .insert(appointments)
        .values({ salonId: salonA, customerName: `Matrix Erase ${crypto.randomUUID()}`, startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), status: 'cancelled' })
        .returning({ id: appointments.id, clientId: appointments.clientId });
      return { id: row.id, result: await clientPrivacyData.eraseClient(caller, clientRefSchema.parse({ salonId: salonA, clientId: row.clientId })) };
    },
    verify: async (result) => {
      const { id } = result as { id: string };
      const [row] = await (await getDb()).delete(appointments).where(eq(appointments.id, id)).returning();
      expect(row.customerName).toBe('Erased client');
    },
  },
  'client-merge.previewClientMerge': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFreshPair(salonA, (ref) => clientMergeData.previewClientMerge(caller, ref)),
    verify: async (outcome) => {
      const { result, clientIds, left, pair } = await mergeOutcome(outcome);
      expect(result).toMatchObject({ ok: true, data: { kept: { id: pair.ref.clientId }, moved: 1 } });
      // Nothing changed: each appointment still on its own client, both records there.
      expect(clientIds.sort()).toEqual([pair.ref.clientId, pair.ref.otherId].sort());
      expect(left).toHaveLength(2);
    },
  },
  'client-merge.mergeClients': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFreshPair(salonA, (ref) => clientMergeData.mergeClients(caller, ref)),
    verify: async (outcome) => {
      const { result, clientIds, left, pair } = await mergeOutcome(outcome);
      expect(result).toMatchObject({ ok: true, data: { kept: { id: pair.ref.clientId }, moved: 1 } });
      expect(clientIds).toEqual([pair.ref.clientId, pair.ref.clientId]);
      expect(left).toEqual([pair.ref.clientId]);
    },
  },
  'client-care.getNoShowStanding': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCareData.getNoShowStanding(caller, { salonId: salonA, clientId: (await clientOf(appointmentA)).id }),
    verify: (result) => expect(result).toMatchObject({ noShowCount: expect.any(Number), countedNoShows: expect.any(Number), limit: expect.any(Number) }),
  },
  'client-care.clearNoShows': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCareData.clearNoShows(caller, { salonId: salonA, clientId: (await clientOf(appointmentA)).id }),
    verify: async (result, { appointmentA }) => {
      expect(result).toMatchObject({ ok: true, data: { clearedAt: expect.any(Date) } });
      const [row] = await (await getDb()).update(clients).set({ noShowsClearedAt: null }).where(eq(clients.id, (await clientOf(appointmentA)).id)).returning();
      expect(row.noShowsClearedAt).toBeNull();
    },
  },
  'client-care.getClientConsents': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCareData.getClientConsents(caller, { salonId: salonA, clientId: (await clientOf(appointmentA)).id }),
    verify: (result) => expect(result).toMatchObject({ reminders: expect.any(Boolean), marketing: expect.any(Boolean), entries: expect.any(Array) }),
  },
  'client-care.recordConsent': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA, appointmentA }) => clientCareData.recordConsent(caller, { salonId: salonA, clientId: (await clientOf(appointmentA)).id, kind: 'reminders', granted: true }),
    verify: async (result, { appointmentA }) => {
      expect(result).toEqual({ ok: true, data: { granted: true } });
      const [latest] = await (await getDb()).select().from(clientConsents).where(eq(clientConsents.clientId, (await clientOf(appointmentA)).id)).orderBy(desc(clientConsents.id)).limit(1);
      expect(latest).toMatchObject({ kind: 'reminders', granted: true, source: 'staff' });
    },
  },
  'service-admin.listOwnerServices': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => serviceAdminData.listOwnerServices(caller, salonA),
    verify: async (result, { salonA }) => {
      const ids = (await (await getDb()).select({ id: services.id }).from(services).where(eq(services.salonId, salonA))).map((s) => s.id);
      expect((result as { id: string }[]).map((s) => s.id).sort()).toEqual(ids.sort());
    },
  },
  'service-admin.createService': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => serviceAdminData.createService(caller, { ...serviceForm, salonId: salonA }),
    verify: async (result, { salonA }) => {
      const { data } = result as { data: { id: string } };
      const [row] = await (await getDb()).select().from(services).where(eq(services.id, data.id));
      expect(row).toMatchObject({ salonId: salonA, name: 'Matrix service' });
      await removeService(data.id);
    },
  },
  'service-admin.updateService': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshService(salonA), removeService, (id) => serviceAdminData.updateService(caller, { ...serviceForm, name: 'Matrix renamed', salonId: salonA, id })),
    verify: async (outcome) => {
      const { id } = outcome as { id: string };
      expect((await (await getDb()).select().from(services).where(eq(services.id, id)))[0].name).toBe('Matrix renamed');
      await removeService(id);
    },
  },
  'service-admin.setServiceActive': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshService(salonA), removeService, (id) => serviceAdminData.setServiceActive(caller, { salonId: salonA, id, is_active: true })),
    verify: async (outcome) => {
      const { id } = outcome as { id: string };
      expect((await (await getDb()).select().from(services).where(eq(services.id, id)))[0].isActive).toBe(true);
      await removeService(id);
    },
  },
  'service-admin.deleteService': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshService(salonA), removeService, (id) => serviceAdminData.deleteService(caller, { salonId: salonA, id })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toEqual({ ok: true, data: { kept: false } });
      expect(await (await getDb()).select().from(services).where(eq(services.id, id))).toEqual([]);
    },
  },
  'staff.listStaffMembers': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => staffData.listStaffMembers(caller, salonA),
    verify: (result) => expect((result as { email: string }[]).map((m) => m.email)).toEqual(expect.arrayContaining(['owner@luxe.example.com', 'staff@luxe.example.com'])),
  },
  'staff.addStaffMember': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) =>
      staffData.addStaffMember(caller, { salonId: salonA, full_name: 'Matrix Added', email: `matrix-${crypto.randomUUID()}@example.com`, role: 'staff' }),
    verify: async (result, { salonA }) => {
      const { data } = result as { data: { id: string } };
      const [row] = await (await getDb()).select().from(users).where(eq(users.id, data.id));
      expect(row).toMatchObject({ salonId: salonA, role: 'staff', fullName: 'Matrix Added' });
      await removeMember(data.id);
    },
  },
  'staff.renameStaffMember': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshMember(salonA), removeMember, (userId) => staffData.renameStaffMember(caller, { salonId: salonA, userId, full_name: 'Matrix Renamed' })),
    verify: async (outcome) => {
      const { id } = outcome as { id: string };
      expect((await (await getDb()).select().from(users).where(eq(users.id, id)))[0].fullName).toBe('Matrix Renamed');
      await removeMember(id);
    },
  },
  'staff.changeStaffRole': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshMember(salonA), removeMember, (userId) => staffData.changeStaffRole(caller, { salonId: salonA, userId, role: 'owner' })),
    verify: async (outcome) => {
      const { id } = outcome as { id: string };
      expect((await (await getDb()).select().from(users).where(eq(users.id, id)))[0].role).toBe('owner');
      await removeMember(id);
    },
  },
  'staff.removeStaffMember': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshMember(salonA), removeMember, (userId) => staffData.removeStaffMember(caller, { salonId: salonA, userId })),
    verify: async (outcome) => {
      const { id } = outcome as { id: string };
      expect(await (await getDb()).select().from(users).where(eq(users.id, id))).toEqual([]);
    },
  },
  // The caller's own account only: there is no other user to name. A wrong current password
  // from a network of its own changes nothing and leaves the demo accounts' throttles alone.
  'own-password.changeMyPassword': {
    roles: STAFF_ROLES,
    salonScoped: false,
    call: (caller) =>
      ownPasswordData.changeMyPassword(
        caller,
        { currentPassword: 'not-the-password', newPassword: 'matrix-password', confirmPassword: 'matrix-password' },
        { jar: memoryJar(), clientAddress: `matrix-${crypto.randomUUID()}` },
      ),
    verify: (result) => expect(result).toMatchObject({ ok: false, code: 'WRONG_PASSWORD' }),
  },
  'staff.resetStaffPassword': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshMember(salonA), removeMember, (userId) => staffData.resetStaffPassword(caller, { salonId: salonA, userId })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toMatchObject({ ok: true, data: { oneTimePassword: expect.any(String) } });
      await removeMember(id);
    },
  },
  'stylist-schedule.getStylistSettings': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => stylistScheduleData.getStylistSettings(caller, salonA),
    verify: (result) => expect(result).toMatchObject({ stylistsEnabled: true, services: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) }),
  },
  // Salon A lets visitors choose stylists: switching it on again changes nothing.
  'stylist-schedule.setStylistsEnabled': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => stylistScheduleData.setStylistsEnabled(caller, { salonId: salonA, enabled: true }),
    verify: async (result, { salonA }) => {
      expect(result).toEqual({ ok: true, data: { enabled: true } });
      expect((await demoSalonRow(salonA)).stylistsEnabled).toBe(true);
    },
  },
  'stylist-schedule.saveStylistSchedule': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) =>
      onFresh(freshMember(salonA), removeMember, (userId) =>
        stylistScheduleData.saveStylistSchedule(caller, stylistScheduleSchema.parse({ salonId: salonA, userId, bookable: true, hours: [{ weekday: 1, from: '09:00', to: '12:00' }], days_off: [], all_services: true, service_ids: [] })),
      ),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toEqual({ ok: true, data: { appointments: [], total: 0 } });
      expect(await (await getDb()).select({ from: stylistHours.fromTime }).from(stylistHours).where(eq(stylistHours.userId, id))).toEqual([{ from: '09:00' }]);
      await removeMember(id);
    },
  },
  // The caller's own hours: an owner or staff member who takes appointments gets theirs, anyone else null.
  'own-schedule.getMySchedule': {
    roles: STAFF_ROLES,
    salonScoped: false,
    call: (caller) => ownScheduleData.getMySchedule(caller),
    verify: (result) => expect(result === null || Array.isArray((result as { hours: unknown }).hours)).toBe(true),
  },
  // The caller's own e-mails about online bookings: an admin, of no salon, has none.
  'own-notifications.getMyEmailNotifications': {
    roles: STAFF_ROLES,
    salonScoped: false,
    call: (caller) => ownNotificationsData.getMyEmailNotifications(caller),
    verify: (result) => expect(result === null || typeof (result as { enabled: unknown }).enabled === 'boolean').toBe(true),
  },
  'own-notifications.setMyEmailNotifications': {
    roles: SALON_MEMBER_ROLES,
    salonScoped: false,
    // Allowed: the caller's own row is switched off (then back on).
    call: async (caller) => ({ result: await ownNotificationsData.setMyEmailNotifications(caller, { enabled: false }), userId: caller!.userId }),
    verify: async (outcome) => {
      const { result, userId } = outcome as { result: unknown; userId: string };
      expect(result).toEqual({ ok: true, data: { enabled: false } });
      const db = await getDb();
      expect(await db.select({ on: users.emailNotifications }).from(users).where(eq(users.id, userId))).toEqual([{ on: false }]);
      await db.update(users).set({ emailNotifications: true }).where(eq(users.id, userId));
    },
  },
  // Every member's own language, an admin's too: always the caller's own row.
  'own-language.setMyLanguage': {
    roles: STAFF_ROLES,
    salonScoped: false,
    call: async (caller) => ({ result: await ownLanguageData.setMyLanguage(caller, { language: 'hu' }), userId: caller!.userId }),
    verify: async (outcome) => {
      const { result, userId } = outcome as { result: unknown; userId: string };
      expect(result).toEqual({ ok: true, data: { language: 'hu' } });
      const db = await getDb();
      expect(await db.select({ language: users.language }).from(users).where(eq(users.id, userId))).toEqual([{ language: 'hu' }]);
      await db.update(users).set({ language: null }).where(eq(users.id, userId));
    },
  },
  // The caller's own calendar feed addresses: an admin, of no salon, has none.
  'feed-addresses.getMyFeeds': {
    roles: STAFF_ROLES,
    salonScoped: false,
    call: (caller) => feedAddressesData.getMyFeeds(caller),
    verify: (result) => expect(result === null || typeof (result as { mayHaveSalonFeed: unknown }).mayHaveSalonFeed === 'boolean').toBe(true),
  },
  // A member's own feed, on their own salon (the salon's feed is for owners: features/feeds/serve-feed.int.test.ts).
  'feed-addresses.renewMyFeed': {
    roles: SALON_MEMBER_ROLES,
    salonScoped: false,
    call: async (caller) => ({ result: await feedAddressesData.renewMyFeed(caller, { scope: 'member' }), caller: caller! }),
    verify: async (outcome) => {
      const { result, caller } = outcome as { result: unknown; caller: Caller };
      expect(result).toMatchObject({ ok: true, data: { scope: 'member', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
      const db = await getDb();
      expect(await db.select({ salonId: calendarFeeds.salonId }).from(calendarFeeds).where(and(eq(calendarFeeds.userId, caller.userId), eq(calendarFeeds.scope, 'member')))).toEqual([{ salonId: caller.salonId }]);
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, caller.userId));
    },
  },
  'salon-settings.getSalonSettings': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => salonSettingsData.getSalonSettings(caller, salonA),
    verify: (result, { salonA }) => expect(result).toMatchObject({ id: salonA, currencyCode: 'HUF' }),
  },
  'salon-settings.updateSalonSettings': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    // Allowed: salon A's own values with another description (then restored).
    call: async (caller, { salonA }) => {
      const row = await demoSalonRow(salonA);
      const form = salonSettingsSchema.parse({
        salonId: salonA,
        name: row.name,
        email: row.email,
        phone_number: row.phoneNumber,
        address: row.address,
        city: row.city,
        country: row.country,
        description: 'Matrix description',
        instagram_url: row.instagramUrl,
        timezone: row.timezone,
        currency_code: row.currencyCode,
        reminder_hours: row.reminderHours,
        visitor_emails_per_day: row.visitorEmailsPerDay,
        min_notice_minutes: row.minNoticeMinutes,
        booking_horizon_days: row.bookingHorizonDays,
        change_window_hours: row.changeWindowHours,
        booking_policy: row.bookingPolicy,
        default_language: row.defaultLanguage,
        opening_hours: openingHoursFormOf(row.openingHours as never),
      });
      before.description = row.description;
      return salonSettingsData.updateSalonSettings(caller, form);
    },
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { id: salonA } });
      expect((await demoSalonRow(salonA)).description).toBe('Matrix description');
      await (await getDb()).update(salons).set({ description: before.description }).where(eq(salons.id, salonA));
    },
  },
  'salon-settings.addDayOff': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => salonSettingsData.addDayOff(caller, { salonId: salonA, date: FAR_DAY }),
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { added: [FAR_DAY] } });
      const { daysOff } = await demoSalonRow(salonA);
      await (await getDb()).update(salons).set({ daysOff: daysOff.filter((d) => d !== FAR_DAY) }).where(eq(salons.id, salonA));
    },
  },
  'salon-settings.removeDayOff': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    // FAR_DAY is no day off: the allowed call leaves the list as it was.
    call: async (caller, { salonA }) => {
      before.daysOff = (await demoSalonRow(salonA)).daysOff;
      return salonSettingsData.removeDayOff(caller, { salonId: salonA, date: FAR_DAY });
    },
    verify: (result) => expect(result).toEqual({ ok: true, data: { daysOff: before.daysOff, added: [], appointmentsOnAdded: 0 } }),
  },
  'salon-settings.fillPublicHolidays': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      before.daysOff = (await demoSalonRow(salonA)).daysOff;
      return salonSettingsData.fillPublicHolidays(caller, { salonId: salonA, country: 'HU' });
    },
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true });
      expect((await demoSalonRow(salonA)).daysOff).toContain(`${Number(FAR_DAY.slice(0, 4))}-12-25`);
      await (await getDb()).update(salons).set({ daysOff: before.daysOff }).where(eq(salons.id, salonA));
    },
  },
  'station-settings.addStation': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => stationSettingsData.addStation(caller, { salonId: salonA, name: 'Matrix station' }),
    verify: async (result, { salonA }) => {
      const added = result as { ok: true; data: { id: string } };
      expect(added.ok).toBe(true);
      const [row] = await (await getDb()).delete(stations).where(eq(stations.id, added.data.id)).returning();
      expect(row.salonId).toBe(salonA);
    },
  },
  'station-settings.renameStation': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      const station = await firstStationOf(salonA);
      before.stationName = station.name;
      return stationSettingsData.renameStation(caller, { salonId: salonA, stationId: station.id, name: 'Matrix rename' });
    },
    verify: async (result) => {
      const renamed = result as { ok: true; data: { id: string; name: string } };
      expect(renamed.data.name).toBe('Matrix rename');
      await (await getDb()).update(stations).set({ name: before.stationName }).where(eq(stations.id, renamed.data.id));
    },
  },
  'station-settings.setStationActive': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    // Allowed: an active station stays active (deactivating a demo chair would disturb the other suites).
    call: async (caller, { salonA }) => stationSettingsData.setStationActive(caller, { salonId: salonA, stationId: (await firstStationOf(salonA)).id, active: true }),
    verify: (result) => expect(result).toMatchObject({ ok: true, data: { isActive: true } }),
  },
  'station-settings.setStationsEnabled': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    // Salon A works with stations: switching them on again changes nothing.
    call: (caller, { salonA }) => stationSettingsData.setStationsEnabled(caller, { salonId: salonA, enabled: true }),
    verify: async (result, { salonA }) => {
      expect(result).toEqual({ ok: true, data: { enabled: true } });
      expect((await demoSalonRow(salonA)).stationsEnabled).toBe(true);
    },
  },
  'time-blocks.listTimeBlocks': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshBlock(salonA), removeBlock, () => timeBlocksData.listTimeBlocks(caller, { salonId: salonA, ...farDayRange() })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: { blockId: string }[] };
      expect(result.map((b) => b.blockId)).toContain(id);
      await removeBlock(id);
    },
  },
  'time-blocks.addTimeBlock': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) =>
      timeBlocksData.addTimeBlock(caller, timeBlockSchema.parse({ salonId: salonA, scope: 'salon', date: FAR_DAY, from_time: '21:00', to_time: '21:30', reason: 'Matrix', repeat: 'once' })),
    verify: async (result, { salonA }) => {
      expect(result).toMatchObject({ ok: true, data: { occurrences: 1 } });
      const [row] = await (await getDb()).delete(timeBlocks).where(eq(timeBlocks.id, (result as { data: { id: string } }).data.id)).returning();
      expect(row).toMatchObject({ salonId: salonA, reason: 'Matrix' });
    },
  },
  'time-blocks.removeTimeBlock': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshBlock(salonA), removeBlock, (id) => timeBlocksData.removeTimeBlock(caller, { salonId: salonA, block_id: id })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toEqual({ ok: true, data: { removed: 1 } });
      expect(await (await getDb()).select().from(timeBlocks).where(eq(timeBlocks.id, id))).toEqual([]);
    },
  },
  'staff-waitlist.listWaitlistDay': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshWaitlistEntry(salonA), removeWaitlistRow, () => staffWaitlistData.listWaitlistDay(caller, { salonId: salonA, date: FAR_DAY })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: { id: string; state: string }[] };
      expect(result).toContainEqual(expect.objectContaining({ id, state: 'waiting' }));
      await removeWaitlistRow(id);
    },
  },
  'staff-waitlist.removeWaitlistEntry': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshWaitlistEntry(salonA), removeWaitlistRow, (id) => staffWaitlistData.removeWaitlistEntry(caller, { salonId: salonA, entryId: id })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toEqual({ ok: true, data: { removed: true } });
      const [row] = await (await getDb()).delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
      expect(row.state).toBe('removed');
    },
  },
  'staff-waitlist.addWaitlistEntry': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: async (caller, { salonA }) => {
      const [service] = await (await getDb()).select({ id: services.id }).from(services).where(and(eq(services.salonId, salonA), eq(services.isActive, true))).limit(1);
      const entry = { salonId: salonA, serviceId: service.id, date: FAR_DAY, customerName: 'Matrix Added', customerEmail: 'matrix-added@example.com', fromTime: '09:00', untilTime: '12:00', language: 'hu' as const };
      return staffWaitlistData.addWaitlistEntry(caller, entry);
    },
    verify: async (result, { salonA }) => {
      expect(result).toEqual({ ok: true, data: { added: true } });
      const rows = await (await getDb()).delete(waitlistEntries).where(and(eq(waitlistEntries.salonId, salonA), eq(waitlistEntries.customerName, 'Matrix Added'))).returning();
      expect(rows.map((row) => row.language)).toEqual(['hu']);
    },
  },
  'hand-offers.listWaitlistOfferTimes': {
    roles: STAFF_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => onFresh(freshWaitlistEntry(salonA), removeWaitlistRow, (id) => handOffersData.listWaitlistOfferTimes(caller, { salonId: salonA, entryId: id })),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: unknown };
      expect(result).toMatchObject({ ok: true, data: { times: expect.any(Array) } });
      await removeWaitlistRow(id);
    },
  },
  'hand-offers.offerWaitlistTime': {
    roles: STAFF_ROLES,
    salonScoped: true,
    // The first time the entry could be offered (FAR_DAY may be a closed day: none, and 10:00 is refused).
    call: (caller, { salonA }) =>
      onFresh(freshWaitlistEntry(salonA), removeWaitlistRow, async (id) => {
        const listed = await handOffersData.listWaitlistOfferTimes(caller, { salonId: salonA, entryId: id });
        const time = (listed.ok && listed.data.times[0]) || null;
        return { time, offered: await handOffersData.offerWaitlistTime(caller, { salonId: salonA, entryId: id, time: time ?? '10:00' }) };
      }),
    verify: async (outcome) => {
      const { id, result } = outcome as { id: string; result: { time: string | null; offered: unknown } };
      const [entry] = await (await getDb()).delete(waitlistEntries).where(eq(waitlistEntries.id, id)).returning();
      if (result.time) expect([result.offered, entry.state]).toEqual([{ ok: true, data: { offered: result.time } }, 'offered']);
      else expect(result.offered).toMatchObject({ ok: false, code: 'TIME_TAKEN' });
    },
  },
  'analytics.listAnalyticsAppointments': {
    roles: MANAGER_ROLES,
    salonScoped: true,
    call: (caller, { salonA }) => analyticsData.listAnalyticsAppointments(caller, { salonId: salonA, from: new Date(Date.now() - 20 * DAY), to: new Date(Date.now() + 20 * DAY) }),
    verify: (result, { startA }) => expect((result as { startTime: Date; status: string }[]).some((a) => a.startTime.getTime() === startA.getTime() && a.status === 'pending')).toBe(true),
  },
};

/** Data files that are not staff-side: the public booking pages (and their cache's version check) and the currency list. */
const NOT_STAFF_SIDE = ['features/booking/data/day-slots', 'features/booking/data/page-version', 'features/booking/data/manage-links', 'features/booking/data/public-booking', 'features/booking/data/client-policy', 'features/booking/data/booking-gate', 'features/booking/data/public-salons', 'features/booking/data/public-services', 'features/booking/data/reschedule', 'features/booking/data/visit-booking', 'features/booking/data/visit-moves', 'features/services/data/currencies', 'features/auth/data/password-resets', 'features/messages/data/outbox', 'features/messages/data/dispatch', 'features/messages/data/rendering', 'features/messages/data/reminders', 'features/feeds/data/feed-calendar', 'features/clients/data/client-retention', 'features/blocks/data/block-horizon', 'features/waitlist/data/join-waitlist', 'features/waitlist/data/offers', 'features/waitlist/data/hold-expiry'];
/** Every caller-first data file (each feature's data/, and the salon reads of lib/server), by its MATRIX prefix. */
const STAFF_SIDE_FILES: Record<string, [string, Record<string, unknown>]> = {
  'features/waitlist/data/staff-waitlist': ['staff-waitlist', staffWaitlistData],
  'features/waitlist/data/hand-offers': ['hand-offers', handOffersData],
  'lib/server/salon-profiles': ['salons', salonsData],
  'features/account/data/own-language': ['own-language', ownLanguageData],
  'features/appointments/data/appointment-series': ['appointment-series', appointmentSeriesData],
  'features/clients/data/clients': ['clients', clientsData],
  'features/clients/data/client-privacy': ['client-privacy', clientPrivacyData],
  'features/clients/data/client-card': ['client-card', clientCardData],
  'features/clients/data/client-care': ['client-care', clientCareData],
  'features/clients/data/client-merge': ['client-merge', clientMergeData],
  'features/account/data/own-notifications': ['own-notifications', ownNotificationsData],
  'features/account/data/own-password': ['own-password', ownPasswordData],
  'features/account/data/own-schedule': ['own-schedule', ownScheduleData],
  'features/feeds/data/feed-addresses': ['feed-addresses', feedAddressesData],
  'features/salons/data/salon-admin': ['salon-admin', salonAdminData],
  'features/appointments/data/appointments': ['appointments', appointmentsData],
  'features/appointments/data/appointment-edits': ['appointment-edits', appointmentEditsData],
  'features/appointments/data/imported-appointments': ['imported-appointments', importedAppointmentsData],
  'features/appointments/data/appointment-search': ['appointment-search', appointmentSearchData],
  'features/appointments/data/staff-bookings': ['staff-bookings', staffBookingsData],
  'features/appointments/data/staff-visits': ['staff-visits', staffVisitsData],
  'features/appointments/data/stylists': ['stylists', stylistsData],
  'features/analytics/data/analytics': ['analytics', analyticsData],
  'features/dashboard/data/appointment-changes': ['appointment-changes', appointmentChangesData],
  'features/messages/data/messages': ['messages', messagesData],
  'features/services/data/services': ['services', servicesData],
  'features/settings/data/stations': ['stations', stationsData],
  'features/services/data/service-admin': ['service-admin', serviceAdminData],
  'features/staff/data/staff': ['staff', staffData],
  'features/staff/data/stylist-schedule': ['stylist-schedule', stylistScheduleData],
  'features/settings/data/salon-settings': ['salon-settings', salonSettingsData],
  'features/settings/data/station-settings': ['station-settings', stationSettingsData],
  'features/blocks/data/time-blocks': ['time-blocks', timeBlocksData],
};

/** Every file in a feature's data folder, as 'features/<feature>/data/<name>'. */
function featureDataFiles(): string[] {
  const features = path.join(process.cwd(), 'features');
  return fs.readdirSync(features).flatMap((feature) => {
    const data = path.join(features, feature, 'data');
    // Tests beside the data modules are not data modules.
    const modules = fs.existsSync(data) ? fs.readdirSync(data).filter((f) => !/\.test\.tsx?$/.test(f)) : [];
    return modules.map((f) => `features/${feature}/data/${f.replace(/\.tsx?$/, '')}`);
  });
}

async function statusOf(id: string) {
  const [row] = await (await getDb()).select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
  return row.status;
}

function expected(name: CallerName, caller: Caller | null, entry: Entry): 'allowed' | 'denied' {
  if (!caller?.role || !entry.roles.includes(caller.role)) return 'denied';
  if (!entry.salonScoped || caller.role === 'admin') return 'allowed';
  return name.endsWith('of A') ? 'allowed' : 'denied';
}

const callers = {} as Record<CallerName, Caller | null>;
const fixture = {} as Fixture;

beforeAll(async () => {
  const db = await getDb();
  for (const [name, email] of Object.entries(CALLERS) as [CallerName, string | null][]) {
    if (!email) {
      callers[name] = null;
      continue;
    }
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    callers[name] = callerOf(await readProfile(user.id));
  }
  const [salon] = await db.select({ id: salons.id }).from(salons).where(eq(salons.id, DEMO_SALON_ID));
  fixture.salonA = salon.id;
  // Midnight in Budapest three days ahead: the demo data never books that late.
  const start = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY - 3_600_000);
  // The demo salon works with stations: every live appointment sits on one.
  const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.salonId, salon.id)).limit(1);
  const [appointment] = await db
    .insert(appointments)
    .values({
      salonId: salon.id,
      stationId: station.id,
      customerName: 'Matrix Test',
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60_000),
      status: 'pending',
    })
    .returning({ id: appointments.id });
  fixture.appointmentA = appointment.id;
  fixture.startA = start;
});

describe.each(Object.keys(MATRIX))('%s', (fn) => {
  const entry = MATRIX[fn];
  it.each(Object.keys(CALLERS) as CallerName[])('as %s', async (name) => {
    const caller = callers[name];
    const outcome = expected(name, caller, entry);
    if (outcome === 'allowed') {
      await entry.verify(await entry.call(caller, fixture), fixture);
    } else {
      const error = await entry.call(caller, fixture).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AccessError);
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']).toContain((error as AccessError).code);
      expect(await statusOf(fixture.appointmentA)).toBe('pending');
    }
  });
});

describe('the matrix is complete', () => {
  it("classifies every file of a feature's data/", () => {
    expect(featureDataFiles().filter((f) => !NOT_STAFF_SIDE.includes(f) && !(f in STAFF_SIDE_FILES))).toEqual([]);
  });

  it('covers every exported function of the staff-side modules', () => {
    const exported = Object.values(STAFF_SIDE_FILES).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${module}.${name}`),
    );
    expect(exported.sort()).toEqual(Object.keys(MATRIX).sort());
  });
});

describe('staff and owners never reach another salon', () => {
  it('without naming a salon, B sees only B', async () => {
    for (const name of ['staff of B', 'owner of B'] as const) {
      const list = await appointmentsData.listAppointmentsBetween(callers[name], { from: new Date(Date.now() - 20 * DAY), to: new Date(Date.now() + 20 * DAY) });
      expect(list.length).toBeGreaterThan(0);
      expect(list.some((a) => a.id === fixture.appointmentA)).toBe(false);
      expect((await salonsData.getSalonProfile(callers[name])).id).not.toBe(fixture.salonA);
    }
  });

  it("without naming a salon, B's clients are B's only", async () => {
    for (const name of ['staff of B', 'owner of B'] as const) {
      const page = await clientsData.listClients(callers[name], clientListSchema.parse({ pageSize: 100 }));
      expect(page.clients.length).toBeGreaterThan(0);
      const owners = await (await getDb()).selectDistinct({ salonId: clients.salonId }).from(clients).where(inArray(clients.id, page.clients.map((c) => c.id)));
      expect(owners).toEqual([{ salonId: callers[name]!.salonId }]);
    }
  });

  it("B cannot change A's appointment even by its id", async () => {
    for (const name of ['staff of B', 'owner of B'] as const) {
      await expect(appointmentsData.setAppointmentStatus(callers[name], { appointmentId: fixture.appointmentA, status: 'cancelled' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await statusOf(fixture.appointmentA)).toBe('pending');
  });

  it('admins must name the salon they act on', async () => {
    await expect(salonsData.getSalonProfile(callers.admin)).rejects.toMatchObject({ code: 'SALON_REQUIRED' });
  });
});
