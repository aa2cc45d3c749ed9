import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { DEMO_SALON_ID as LUXE } from '@/lib/demo-salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { ACCOUNTS, sessionCookieOf, type AccountName } from './support/auth';
import { SEEDED_URL } from './support/servers';

// Every server action called over HTTP as a browser calls it (its id from the build, the
// arguments as the JSON body) × every kind of caller, from one table that fails when the
// build has an action the table lacks, or the other way round. The inputs touch only rows the
// spec makes itself (a salon, a member, a service, an appointment a year ahead), or change
// nothing, or are refused: the main e2e server is shared with the specs that run after it.
// Desktop project only (playwright.config.ts).

type Caller = 'signedOut' | 'deadSession' | AccountName;
/** Refusals first, so that an allowed call never changes what a refused one is asked about. */
const CALLERS: Caller[] = ['signedOut', 'deadSession', 'otherStaff', 'otherOwner', 'staff', 'owner', 'admin'];

/** 'ok', a failure's code, or where the answer sends the browser ('→ /login'). */
type Outcome = string;
type Outcomes = Record<Caller, Outcome>;

/** What the spec made and read, shared by the rows (they run in table order). */
type Context = {
  appointment: { id: string; serviceId: string };
  matrixSalon: string;
  matrixSlug: string;
  services: Partial<Record<Caller, string>>;
  member: string;
  station: string;
  /** Salon A's client record of 'Matrix Customer' (found by the New appointment search). */
  client: string;
  /** The note each allowed caller added to it. */
  notes: Partial<Record<Caller, string>>;
};

type Row = {
  /** The page the browser calls it from (the proxy runs first: signed-out callers are sent to sign-in). */
  page: string;
  args: (ctx: Context, caller: Caller) => unknown[];
  expected: Outcomes;
  /** Reads what an allowed call answered, for the rows after it (and may check it). */
  keep?: (ctx: Context, caller: Caller, data: unknown) => void;
};

const TO_LOGIN = (page: string) => `→ /login${page === '/' ? '' : `?next=${encodeURIComponent(page)}`}`;
/** Staff-side actions on a page signed-out visitors are sent away from. */
const guarded = (page: string, allowed: Partial<Outcomes>, refused: Outcome): Outcomes => ({
  signedOut: TO_LOGIN(page),
  deadSession: 'UNAUTHENTICATED',
  otherStaff: refused,
  otherOwner: refused,
  staff: refused,
  owner: refused,
  admin: refused,
  ...allowed,
});
const everyone = (outcome: Outcome): Outcomes => Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as Outcomes;
const signedIn = (outcome: Outcome, home = (caller: Caller) => (caller === 'admin' ? '→ /admin' : '→ /')) =>
  Object.fromEntries(CALLERS.map((caller) => [caller, caller === 'signedOut' || caller === 'deadSession' ? outcome : home(caller)])) as Outcomes;

/** Salon-scoped inputs: admins name the salon they act on, everyone else acts on their own. */
const scoped = (caller: Caller, input: object, salonId = LUXE) => [caller === 'admin' ? { salonId, ...input } : input];
const onMatrixSalon = (ctx: Context, input: object) => [{ salonId: ctx.matrixSalon, ...input }];

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day a year ahead: no demo appointment and no other spec's booking is there. */
const FAR_DAY = daysAhead(400);
/** The `week`th Wednesday after BLOCK_DAY (salon A's owner takes bookings on Wednesdays): New appointment's visits. */
const visitDay = (week: number) => daysAhead(402 + ((3 - new Date(`${daysAhead(402)}T12:00:00Z`).getUTCDay() + 7) % 7) + 7 * week);
/** A client id no salon has (the client card's page carries the erase action). */
const NO_CLIENT = '00000000-0000-4000-8000-000000000000';
/** A day after FAR_DAY for blocked time: nothing else is ever there. */
const BLOCK_DAY = daysAhead(401);
/** A day inside the public booking window (30 days). */
const BOOKABLE_DAY = daysAhead(14);
const RUN = Date.now().toString(36);
const matrixSalonForm = (ctx: Pick<Context, 'matrixSlug'>) => ({
  name: 'Matrix Salon',
  custom_subdomain: ctx.matrixSlug,
  email: null,
  phone_number: null,
  address: null,
  city: null,
  country: null,
  opening_hours: DEFAULT_OPENING_HOURS,
});
const serviceForm = { name: 'Matrix service', category: null, duration_minutes: 30, price_on_request: true, price: null, currency_code: 'HUF', tooltip: null, is_active: false, station_ids: [] };
const editForm = (ctx: Context) => ({
  appointmentId: ctx.appointment.id,
  service_id: ctx.appointment.serviceId,
  service_name: 'Matrix service',
  service_duration: 30,
  service_price: null,
  appointment_date: FAR_DAY,
  appointment_time: '10:00',
  status: 'confirmed',
  customer_name: 'Matrix Customer',
  customer_email: 'matrix@example.com',
  // FAR_DAY may be a closed day: the move is confirmed.
  outside_hours_confirmed: true,
  // "This and the following": the appointment is no occurrence of a series, so it is changed alone, through the series' own guard.
  rest_of_series: true,
});

/** A page every staff-side role works on that bundles the appointment actions ('/' sends admins to /admin). */
const APPOINTMENTS = '/simple-dashboard';
const STAFF_TIER = { staff: 'ok', owner: 'ok', admin: 'ok' };
/** A client card's page (any client id: the route bundles the card's actions). */
const CLIENT_CARD = '/admin/clients/00000000-0000-4000-8000-000000000000';
const MANAGERS = { owner: 'ok', admin: 'ok' };

const TABLE: Record<string, Row> = {
  'features/clients/actions.ts#clearNoShowsAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client }),
    // Another salon's callers look in their own salon, where salon A's client is not.
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/clients/actions.ts#recordConsentAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client, kind: 'reminders', granted: true }),
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#createImportedAppointmentAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) =>
      scoped(caller, {
        service_id: ctx.appointment.serviceId,
        appointment_date: FAR_DAY,
        // Each allowed caller books its own hour.
        appointment_time: `${String(9 + CALLERS.indexOf(caller)).padStart(2, '0')}:00`,
        customer_name: 'Matrix Customer',
        customer_phone: null,
        customer_instagram: null,
        customer_email: 'matrix@example.com',
        notes: null,
      }),
    // The other salon's callers book in their own salon, where salon A's service is unknown.
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'VALIDATION_ERROR', otherOwner: 'VALIDATION_ERROR' }, 'NOT_FOUND'),
    keep: (ctx, caller, data) => {
      if (caller === 'owner') ctx.appointment = { ...ctx.appointment, id: (data as { id: string }).id };
    },
  },
  'features/appointments/actions.ts#createStaffAppointmentAction': {
    page: APPOINTMENTS,
    // A visit of the service twice (any stylist) at 09:00 on a Wednesday, when the owner works: each caller its own Wednesday.
    args: (ctx, caller) =>
      scoped(caller, {
        service_id: ctx.appointment.serviceId,
        added_services: [{ service_id: ctx.appointment.serviceId, staff_id: '' }],
        appointment_date: visitDay(CALLERS.indexOf(caller)),
        appointment_time: '09:00',
        customer_name: 'Matrix Customer',
        customer_email: 'matrix@example.com',
      }),
    // The other salon's callers book in their own salon, where salon A's service is unknown.
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'VALIDATION_ERROR', otherOwner: 'VALIDATION_ERROR' }, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#checkAppointmentSeriesAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) =>
      scoped(caller, {
        ...{ service_id: ctx.appointment.serviceId, appointment_date: FAR_DAY, appointment_time: '21:00', customer_name: 'Matrix Series', outside_hours_confirmed: true },
        ...{ every_weeks: 2, ends: 'after', count: 2 },
      }),
    // The other salon's callers ask in their own salon, where salon A's service is unknown.
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'VALIDATION_ERROR', otherOwner: 'VALIDATION_ERROR' }, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#createAppointmentSeriesAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) =>
      scoped(caller, {
        // Each allowed caller books its own night hour (three hours apart), two weeks apart, a year ahead: confirmed outside the hours.
        ...{ service_id: ctx.appointment.serviceId, appointment_date: daysAhead(370), appointment_time: `0${1 + 3 * Math.max(0, CALLERS.indexOf(caller) - CALLERS.indexOf('staff'))}:00` },
        ...{ customer_name: 'Matrix Series', outside_hours_confirmed: true, every_weeks: 2, ends: 'after', count: 2 },
      }),
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'VALIDATION_ERROR', otherOwner: 'VALIDATION_ERROR' }, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#searchPastCustomersAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { query: 'Matrix Customer' }),
    // Everyone searches their own salon: the other salon's callers find none of salon A's customers.
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
    keep: (ctx, caller, data) => {
      const found = data as { id: string; name: string }[];
      if (caller === 'otherStaff' || caller === 'otherOwner') expect(found.length, caller).toBe(0);
      else expect(found.length, caller).toBeGreaterThan(0);
      if (caller === 'staff') ctx.client = found.find((client) => client.name === 'Matrix Customer')!.id;
    },
  },
  // The client card: salon A's 'Matrix Customer' (made by the rows above). The other salon's
  // callers act on their own salon, where that client and its notes are not found.
  'features/clients/actions.ts#updateClientContactAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client, name: 'Matrix Customer', email: 'matrix@example.com', phone: '' }),
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/clients/actions.ts#addClientNoteAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client, body: `Matrix note by ${caller}`, isAlert: false }),
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
    keep: (ctx, caller, data) => {
      ctx.notes[caller] = (data as { id: string }).id;
    },
  },
  'features/clients/actions.ts#removeClientNoteAction': {
    page: CLIENT_CARD,
    // Each removes its own note; the other salon's callers try staff's (refused before staff's turn).
    args: (ctx, caller) => scoped(caller, { noteId: ctx.notes[caller] ?? ctx.notes.staff }),
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/clients/actions.ts#setVisitNoteAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { appointmentId: ctx.appointment.id, note: 'Matrix formula' }),
    expected: guarded(CLIENT_CARD, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#searchAppointmentsAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) => scoped(caller, { query: 'Matrix Customer' }),
    // Everyone searches their own salon: the other salon's callers find none of the appointments booked above.
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
    keep: (_ctx, caller, data) => {
      const { total } = data as { total: number };
      if (caller === 'otherStaff' || caller === 'otherOwner') expect(total, caller).toBe(0);
      else expect(total, caller).toBeGreaterThan(0);
    },
  },
  'features/appointments/actions.ts#setAppointmentStatusAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) => scoped(caller, { appointmentId: ctx.appointment.id, status: 'confirmed' }),
    expected: guarded(APPOINTMENTS, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#updateAppointmentAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) => scoped(caller, editForm(ctx)),
    expected: guarded(APPOINTMENTS, STAFF_TIER, 'NOT_FOUND'),
  },
  'features/appointments/actions.ts#checkAvailabilityAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) =>
      scoped(caller, { date: FAR_DAY, time: '15:00', durationMinutes: 30, serviceId: ctx.appointment.serviceId, excludeAppointmentId: ctx.appointment.id }),
    expected: guarded(APPOINTMENTS, STAFF_TIER, 'NOT_FOUND'),
  },
  // Everyone blocks time in their own salon (admins name salon A), each caller its own half-hour.
  'features/blocks/actions.ts#addTimeBlockAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => {
      const hour = String(8 + CALLERS.indexOf(caller)).padStart(2, '0');
      return scoped(caller, { scope: 'salon', station_id: null, date: BLOCK_DAY, from_time: `${hour}:00`, to_time: `${hour}:30`, reason: 'Matrix', repeat: 'once', until_date: null });
    },
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/blocks/actions.ts#removeTimeBlockAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { block_id: crypto.randomUUID() }),
    expected: guarded(APPOINTMENTS, {}, 'NOT_FOUND'),
  },
  'features/waitlist/actions.ts#removeWaitlistEntryAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { entryId: crypto.randomUUID() }),
    expected: guarded(APPOINTMENTS, {}, 'NOT_FOUND'),
  },
  // Everyone adds to their own salon's list (admins name salon A): salon A's service is no other salon's.
  'features/waitlist/actions.ts#addWaitlistEntryAction': {
    page: APPOINTMENTS,
    args: (ctx, caller) =>
      scoped(caller, { serviceId: ctx.appointment.serviceId, date: FAR_DAY, customerName: 'Matrix Waiting', customerEmail: 'matrix-waiting@example.com', fromTime: '09:00', untilTime: '12:00', language: 'en' }),
    expected: guarded(APPOINTMENTS, STAFF_TIER, 'SERVICE_UNAVAILABLE'),
  },
  'features/waitlist/actions.ts#waitlistOfferTimesAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { entryId: crypto.randomUUID() }),
    expected: guarded(APPOINTMENTS, {}, 'NOT_FOUND'),
  },
  'features/waitlist/actions.ts#offerWaitlistTimeAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { entryId: crypto.randomUUID(), time: '10:00' }),
    expected: guarded(APPOINTMENTS, {}, 'NOT_FOUND'),
  },
  // Everyone polls and marks seen their own salon's change feed (admins name the salon).
  'features/dashboard/actions.ts#pollChangesAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { cursor: '0.0' }),
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/dashboard/actions.ts#markChangesSeenAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { cursor: '0.0' }),
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  // Everyone sends their own salon's reminders and reads its delivery logs (admins name the salon).
  'features/messages/actions.ts#sendRemindersAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, {}),
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/messages/actions.ts#loadDeliveryLogAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { appointmentId: crypto.randomUUID() }),
    expected: guarded(APPOINTMENTS, { ...STAFF_TIER, otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/messages/actions.ts#sendMessageAction': {
    page: APPOINTMENTS,
    args: (_ctx, caller) => scoped(caller, { appointmentId: crypto.randomUUID(), language: 'en', subject: 'Hello', body: 'Hello' }),
    expected: guarded(APPOINTMENTS, {}, 'NOT_FOUND'),
  },
  'features/salons/actions.ts#checkSlugAction': {
    page: '/admin/salons',
    args: (ctx) => [{ slug: ctx.matrixSlug }],
    expected: guarded('/admin/salons', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/salons/actions.ts#createSalonAction': {
    page: '/admin/salons',
    args: (ctx) => [matrixSalonForm(ctx)],
    expected: guarded('/admin/salons', { admin: 'ok' }, 'FORBIDDEN'),
    keep: (ctx, _caller, data) => {
      ctx.matrixSalon = (data as { id: string }).id;
    },
  },
  'features/salons/actions.ts#updateSalonAction': {
    page: '/admin/salons',
    args: (ctx) => [{ ...matrixSalonForm(ctx), id: ctx.matrixSalon, is_active: false }],
    expected: guarded('/admin/salons', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/services/actions.ts#createServiceAction': {
    page: '/admin/services',
    args: (ctx, caller) => scoped(caller, serviceForm),
    expected: guarded('/admin/services', { ...MANAGERS, otherOwner: 'ok' }, 'FORBIDDEN'),
    keep: (ctx, caller, data) => {
      ctx.services[caller] = (data as { id: string }).id;
    },
  },
  'features/services/actions.ts#updateServiceAction': {
    page: '/admin/services',
    args: (ctx, caller) => scoped(caller, { ...serviceForm, id: ctx.services.owner }),
    // The other salon's owner is a manager, but of a salon where salon A's service does not exist.
    expected: guarded('/admin/services', { ...MANAGERS, otherOwner: 'NOT_FOUND' }, 'FORBIDDEN'),
  },
  'features/services/actions.ts#setServiceActiveAction': {
    page: '/admin/services',
    args: (ctx, caller) => scoped(caller, { id: ctx.services.owner, is_active: false }),
    expected: guarded('/admin/services', { ...MANAGERS, otherOwner: 'NOT_FOUND' }, 'FORBIDDEN'),
  },
  'features/services/actions.ts#deleteServiceAction': {
    page: '/admin/services',
    // Each manager deletes the service it made; the others are asked about the owner's.
    args: (ctx, caller) => scoped(caller, { id: ctx.services[caller] ?? ctx.services.owner }),
    expected: guarded('/admin/services', { ...MANAGERS, otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#updateSettingsAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { ...matrixSalonForm(ctx), description: null, instagram_url: null, timezone: 'Europe/Budapest', currency_code: 'HUF', reminder_hours: 24, visitor_emails_per_day: 150, min_notice_minutes: 120, booking_horizon_days: 30, change_window_hours: 24, booking_policy: null, default_language: 'en', no_show_limit: 0, no_show_months: 12 }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#addDayOffAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { date: FAR_DAY }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#removeDayOffAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { date: FAR_DAY }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#fillHolidaysAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { country: 'HU' }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#addStationAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { name: 'Matrix Chair' }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
    keep: (ctx, _caller, data) => {
      ctx.station = (data as { id: string }).id;
    },
  },
  'features/settings/actions.ts#renameStationAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { stationId: ctx.station, name: 'Matrix Chair 2' }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#setStationActiveAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { stationId: ctx.station, active: false }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/settings/actions.ts#setStationsEnabledAction': {
    page: '/admin/settings',
    args: (ctx) => onMatrixSalon(ctx, { enabled: false }),
    expected: guarded('/admin/settings', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#addStaffMemberAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { full_name: 'Matrix Member', email: `matrix-${RUN}@example.com`, role: 'staff' }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
    keep: (ctx, _caller, data) => {
      ctx.member = (data as { id: string }).id;
    },
  },
  'features/staff/actions.ts#renameStaffMemberAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { userId: ctx.member, full_name: 'Matrix Member 2' }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#changeStaffRoleAction': {
    page: '/admin/staff',
    // Staff again: made owner, the member would be the salon's last owner, whom no one removes.
    args: (ctx) => onMatrixSalon(ctx, { userId: ctx.member, role: 'staff' }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#resetStaffPasswordAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { userId: ctx.member }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#saveStylistScheduleAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { userId: ctx.member, bookable: true, hours: [{ weekday: 1, from: '09:00', to: '12:00' }], days_off: [], all_services: true, service_ids: [] }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#setStylistsEnabledAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { enabled: true }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  'features/staff/actions.ts#removeStaffMemberAction': {
    page: '/admin/staff',
    args: (ctx) => onMatrixSalon(ctx, { userId: ctx.member }),
    expected: guarded('/admin/staff', { admin: 'ok' }, 'FORBIDDEN'),
  },
  // No such client (an erasure cannot be undone on a shared server): managers reach the data layer
  // (NOT_FOUND), staff are refused first; the erasure itself is proven in client-erasure.int.test.ts and e2e/client-privacy.spec.ts.
  'features/clients/actions.ts#eraseClientAction': {
    page: `/admin/clients/${NO_CLIENT}`,
    args: (_ctx, caller) => scoped(caller, { clientId: NO_CLIENT }),
    expected: guarded(`/admin/clients/${NO_CLIENT}`, { owner: 'NOT_FOUND', otherOwner: 'NOT_FOUND', admin: 'NOT_FOUND' }, 'FORBIDDEN'),
  },
  // A merge with no such other client (a merge cannot be undone on a shared server): every
  // salon-side caller reaches the data layer, which finds no pair in their salon; the merge and its
  // refusals are proven in client-merge.int.test.ts and e2e/client-merge.spec.ts.
  'features/clients/actions.ts#previewClientMergeAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client, otherId: NO_CLIENT }),
    expected: guarded(CLIENT_CARD, {}, 'NOT_FOUND'),
  },
  'features/clients/actions.ts#mergeClientsAction': {
    page: CLIENT_CARD,
    args: (ctx, caller) => scoped(caller, { clientId: ctx.client, otherId: NO_CLIENT }),
    expected: guarded(CLIENT_CARD, {}, 'NOT_FOUND'),
  },
  'features/salons/actions.ts#deleteSalonsAction': {
    page: '/admin/salons',
    args: (ctx) => [{ ids: [ctx.matrixSalon] }],
    expected: guarded('/admin/salons', { admin: 'ok' }, 'FORBIDDEN'),
  },
  // Everyone signed in changes only their own password; a wrong current one changes nothing.
  'features/account/actions.ts#changePasswordAction': {
    page: '/account',
    args: () => [{ currentPassword: 'not-the-password', newPassword: 'matrix-password', confirmPassword: 'matrix-password' }],
    expected: guarded('/account', {}, 'WRONG_PASSWORD'),
  },
  // Owners and stylists switch their own notices (on again: the demo's setting); an admin has none.
  'features/account/actions.ts#setEmailNotificationsAction': {
    page: '/account',
    args: () => [{ enabled: true }],
    expected: guarded('/account', { staff: 'ok', owner: 'ok', otherStaff: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  // Every member chooses their own language (English again: what the other specs read).
  'features/account/actions.ts#setLanguageAction': {
    page: '/account',
    args: () => [{ language: 'en' }],
    expected: guarded('/account', { staff: 'ok', owner: 'ok', otherStaff: 'ok', otherOwner: 'ok', admin: 'ok' }, 'FORBIDDEN'),
  },
  // An owner's address of the salon's calendar feed (a stylist's own feed: e2e/calendar-feeds.spec.ts); staff and admins have none.
  'features/feeds/actions.ts#renewFeedAction': {
    page: '/account',
    args: () => [{ scope: 'salon' }],
    expected: guarded('/account', { owner: 'ok', otherOwner: 'ok' }, 'FORBIDDEN'),
  },
  'features/booking/actions.ts#loadDaySlots': {
    page: '/book-luxury',
    args: (ctx) => [LUXE, ctx.appointment.serviceId, BOOKABLE_DAY],
    expected: everyone('ok'),
  },
  'features/booking/actions.ts#bookAppointment': {
    page: '/book-luxury',
    // Every required field, but a token without the page's CSRF cookie: refused before anything is validated or written.
    args: (ctx) => [
      { salonId: LUXE, serviceId: ctx.appointment.serviceId, date: BOOKABLE_DAY, time: '09:00', customerName: 'Matrix Customer', customerPhone: '+36 30 123 4567', csrfToken: 'forged' },
    ],
    expected: everyone('CSRF_INVALID'),
  },
  'features/booking/actions.ts#cancelBooking': {
    page: '/book/manage/no-such-booking',
    args: () => ['no-such-booking'],
    expected: everyone('→ /book/manage/no-such-booking?error=NOT_FOUND'),
  },
  'features/booking/actions.ts#rescheduleBooking': {
    page: '/book/manage/no-such-booking',
    // A form action: its FormData cannot travel as JSON, so the action refuses the input before anything is read.
    args: () => ['no-such-booking', { date: BOOKABLE_DAY, time: '10:00' }],
    expected: everyone('→ /book/manage/no-such-booking?error=INVALID_INPUT'),
  },
  'features/waitlist/public-actions.ts#joinWaitlistAction': {
    page: '/book-luxury',
    // Every field, but a token without the page's CSRF cookie: refused before anything is validated or written.
    args: (ctx) => [
      { salonId: LUXE, serviceId: ctx.appointment.serviceId, date: BOOKABLE_DAY, customerName: 'Matrix Customer', customerEmail: 'matrix@example.com', fromTime: '09:00', untilTime: '12:00', csrfToken: 'forged' },
    ],
    expected: everyone('CSRF_INVALID'),
  },
  'features/waitlist/public-actions.ts#acceptOffer': {
    page: '/book/waitlist/no-such-booking',
    args: () => ['no-such-booking'],
    expected: everyone('→ /book/waitlist/no-such-booking?error=NOT_FOUND'),
  },
  'features/waitlist/public-actions.ts#leaveList': {
    page: '/book/waitlist/no-such-booking',
    args: () => ['no-such-booking'],
    expected: everyone('→ /book/waitlist/no-such-booking?error=NOT_FOUND'),
  },
  'features/auth/actions.ts#signUpAction': {
    page: '/signup',
    // Invalid on purpose: no account is made.
    args: () => [{}],
    expected: signedIn('VALIDATION_ERROR'),
  },
  'features/auth/actions.ts#signInAction': {
    page: '/login',
    args: () => [{ email: `nobody-${RUN}@example.com`, password: 'not-the-password' }, '/'],
    expected: signedIn('INVALID_CREDENTIALS'),
  },
  // The same answer for an unknown address, to everyone: nothing is sent.
  'features/auth/actions.ts#requestPasswordResetAction': {
    page: '/forgot-password',
    args: () => [{ email: `nobody-${RUN}@example.com` }],
    expected: everyone('ok'),
  },
  'features/auth/actions.ts#resetPasswordAction': {
    page: '/forgot-password',
    args: () => [{ token: '0'.repeat(64), password: 'a-long-password', confirm: 'a-long-password' }],
    expected: everyone('INVALID_LINK'),
  },
  // Last: it ends the sessions the rows above used (the spec's own).
  'lib/auth/sign-out-action.ts#signOutAction': {
    page: APPOINTMENTS,
    args: () => [],
    expected: { ...everyone('ok'), signedOut: TO_LOGIN(APPOINTMENTS) },
  },
};

type ManifestEntry = { filename: string; exportedName: string };
const manifest = (): Record<string, ManifestEntry> => JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')).node;
const keyOf = (entry: ManifestEntry) => `${entry.filename}#${entry.exportedName}`;
/** The action id of each table key. */
const ACTIONS = new Map(Object.entries(manifest()).map(([id, entry]) => [keyOf(entry), { id }]));

const cookies: Partial<Record<Caller, string>> = {};
/** Its own client address, so that its sign-in failures never share a rate-limit bucket with other specs. */
const CLIENT_ADDRESS = '203.0.113.77';

type ActionReply = { ok: boolean; code?: string; data?: unknown };

/** The action's return value in the flight stream: row 0's `a`, inline or a reference to its own row ('$@1'). */
function actionResultOf(flight: string): ActionReply | null {
  const rows = new Map(flight.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
  const head = rows.get('0');
  if (!head) return null;
  const answer = (JSON.parse(head) as { a?: unknown }).a;
  const ref = typeof answer === 'string' && answer.startsWith('$@') ? rows.get(answer.slice(2)) : undefined;
  return (ref === undefined ? answer : JSON.parse(ref)) as ActionReply | null;
}

/** Calls an action as the browser does: POST to the page with the action id, the arguments as JSON. */
async function callAction(request: APIRequestContext, page: string, id: string, args: unknown[], cookie: string | undefined, baseURL: string) {
  const response = await request.post(page, {
    maxRedirects: 0,
    headers: {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: baseURL,
      'X-Forwarded-For': CLIENT_ADDRESS,
      ...(cookie ? { cookie: `salon_session=${cookie}` } : {}),
    },
    data: JSON.stringify(args),
  });
  const redirect = response.headers()['x-action-redirect']?.split(';')[0] ?? (response.status() === 307 ? response.headers().location : null);
  const text = await response.text();
  if (redirect) return { outcome: `→ ${redirect}`, data: null };
  if (response.status() !== 200) return { outcome: `HTTP ${response.status()}`, data: null };
  const result = actionResultOf(text);
  // A page that does not bundle the action answers 200 with no result: the row names the wrong page.
  if (typeof result?.ok !== 'boolean') return { outcome: `no action result: ${text.slice(0, 80)}`, data: null };
  return { outcome: result.ok ? 'ok' : result.code!, data: result.data };
}

test.describe.configure({ mode: 'serial' });

const ctx = { services: {}, notes: {}, matrixSlug: `matrix-${RUN}` } as Context;

test.beforeAll(async ({ browser, baseURL, request }) => {
  // Seven sign-ins in a browser: on a busy machine more than the default minute.
  test.setTimeout(240_000);
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) cookies[name] = await sessionCookieOf(browser, baseURL!, ACCOUNTS[name].email);
  cookies.deadSession = await sessionCookieOf(browser, baseURL!, ACCOUNTS.staff.email, { signOut: true });
  // A demo appointment of salon A gives the service the rows book and ask about.
  const search = ACTIONS.get('features/appointments/actions.ts#searchAppointmentsAction')!;
  const { data } = await callAction(request, APPOINTMENTS, search.id, [{}], cookies.owner, baseURL!);
  const withService = (data as { appointments: { id: string; serviceId: string | null }[] }).appointments.find((appointment) => appointment.serviceId);
  ctx.appointment = { id: withService!.id, serviceId: withService!.serviceId! };
  const clientsPage = await request.get('/admin/clients', { headers: { cookie: `salon_session=${cookies.owner}` } });
  ctx.client = /\/admin\/clients\/([0-9a-f-]{36})/.exec(await clientsPage.text())![1];
});

test('the table names every server action of the build, and only those', () => {
  expect([...ACTIONS.keys()].sort()).toEqual(Object.keys(TABLE).sort());
});

for (const [key, row] of Object.entries(TABLE)) {
  test(`${key.split('#')[1]} × every caller`, async ({ request, baseURL }) => {
    const action = ACTIONS.get(key);
    expect(action, 'in the build').toBeDefined();
    const outcomes: Partial<Outcomes> = {};
    for (const caller of CALLERS) {
      const { outcome, data } = await callAction(request, row.page, action!.id, row.args(ctx, caller), cookies[caller], baseURL!);
      outcomes[caller] = outcome;
      if (outcome === 'ok') row.keep?.(ctx, caller, data);
    }
    expect(outcomes).toEqual(row.expected);
  });
}

test.describe('malformed action bodies are refused before Next parses them', () => {
  const SEARCH = 'features/appointments/actions.ts#searchAppointmentsAction';
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const CASES: { name: string; body: string; contentType?: string; status: number }[] = [
    { name: 'not JSON', body: 'this is not json', status: 400 },
    { name: 'truncated', body: '[{"query":"Anna', status: 400 },
    { name: 'nested 100,000 deep', body: deep, status: 400 },
    { name: 'over 1 MB', body: JSON.stringify([{ query: 'x'.repeat(1_100_000) }]), status: 413 },
    { name: 'a content type browsers never send', body: '[{}]', contentType: 'application/json', status: 400 },
  ];

  // The table's last row signed every caller out.
  test.beforeAll(async ({ browser, baseURL }) => {
    cookies.owner = await sessionCookieOf(browser, baseURL!, ACCOUNTS.owner.email);
  });

  const headersOf = (baseURL: string, contentType = 'text/plain;charset=UTF-8') => ({
    'Next-Action': ACTIONS.get(SEARCH)!.id,
    'Content-Type': contentType,
    Accept: 'text/x-component',
    Origin: baseURL,
    cookie: `salon_session=${cookies.owner}`,
  });

  async function expectRefusedAndServerAnswering(request: APIRequestContext, baseURL: string, answer: { status: number; text: string }, status: number) {
    expect(answer.status).toBe(status);
    expect(/\bat .+:\d+:\d+|Error:/.test(answer.text), answer.text.slice(0, 300)).toBe(false);
    const { outcome } = await callAction(request, APPOINTMENTS, ACTIONS.get(SEARCH)!.id, [{}], cookies.owner, baseURL);
    expect(outcome).toBe('ok');
  }

  for (const { name, body, contentType, status } of CASES) {
    test(`${name}: ${status}, no stack trace, and the server still answers`, async ({ request, baseURL }) => {
      const response = await request.post(APPOINTMENTS, { maxRedirects: 0, headers: headersOf(baseURL!, contentType), data: body });
      await expectRefusedAndServerAnswering(request, baseURL!, { status: response.status(), text: await response.text() }, status);
    });
  }

  test('over 1 MB in chunks, with no content-length: 413, no stack trace, and the server still answers', async ({ request, baseURL }) => {
    // Playwright always sends a content-length: node:http streams the body instead.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL(APPOINTMENTS, baseURL), { method: 'POST', headers: { ...headersOf(baseURL!), 'Transfer-Encoding': 'chunked' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      });
      outgoing.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      outgoing.write('[{"query":"');
      // 2 MB, unless the server answers first (then the rest is never asked for).
      for (let i = 0; i < 32; i++) outgoing.write(chunk);
      outgoing.end('"}]');
    });
    await expectRefusedAndServerAnswering(request, baseURL!, answer, 413);
  });
});

// React's reply decoder reads a string that starts with "$" as a reference ("$1:a:a", "$@0",
// "$K1", "$Q"…) and throws on one it cannot resolve; the browser sends its own such strings as
// "$$…". A lone surrogate made the manage page's redirect throw. In any field of any action, and
// as any bound token: 400 before the action runs, never 500. Seeded: FC_SEED reproduces a run.
test.describe('"$" references and lone surrogates in any field are refused with 400', () => {
  const SEED = Number(process.env.FC_SEED ?? 20_261_123);
  const REFERENCES = ['$1:a:a', '$@0', '$K1', '$Q', '$Q1', '$W1', '$h1', '$T', '$n', '$nx', '$i1', '$1', '$', '$0:x', '$Z'];
  const LONE = ['\uD800', 'An\uDC00na', 'x\uDBFF'];
  // '$' then anything but the escape ("$$") and a Date ("$D…"), which React decodes harmlessly.
  const generated = fc.tuple(fc.constantFrom(...'0123456789abcdef@:KQWhTinuNI-ABOUSYCcPRrlgmVLM'), fc.string({ maxLength: 6 })).map(([kind, rest]) => `$${kind}${rest}`);
  const hostileText = fc.oneof(fc.constantFrom(...REFERENCES, ...LONE), generated);

  /** Every path to a string in the arguments. */
  function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (typeof value === 'string') return [path];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, Array.isArray(value) ? Number(key) : key]));
    return [];
  }
  function replaced(args: unknown[], path: (string | number)[], text: string): unknown[] {
    const copy = structuredClone(args) as unknown as Record<string | number, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    target[path.at(-1)!] = text;
    return copy as unknown as unknown[];
  }

  // The table's last row signed every caller out.
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    cookies.owner = await sessionCookieOf(browser, baseURL!, ACCOUNTS.owner.email);
  });

  for (const [key, row] of Object.entries(TABLE)) {
    test(`${key.split('#')[1]}: a "$" reference or a lone surrogate in any field or as an extra argument`, async ({ request, baseURL }) => {
      const action = ACTIONS.get(key)!;
      const args = row.args(ctx, 'owner');
      const paths = stringPaths(args);
      await fc.assert(
        fc.asyncProperty(hostileText, fc.nat(), async (text, pick) => {
          // A string field of the row's arguments, or (one time in three, or when it has none) one more argument.
          const variant = paths.length && pick % 3 ? replaced(args, paths[pick % paths.length], text) : [...args, text];
          const { outcome } = await callAction(request, row.page, action.id, variant, cookies.owner, baseURL!);
          expect(outcome, JSON.stringify(variant)).toBe('HTTP 400');
        }),
        { seed: SEED, numRuns: 12, endOnFailure: true },
      );
    });
  }

  // The manage page's forms post their bound token and their FormData as multipart: "$K1" names
  // the form's entries. As the token it is no forgery but the form itself, which the action
  // turns away (its redirect to the manage page with an error: no such link, or bad input).
  for (const name of ['cancelBooking', 'rescheduleBooking']) {
    test(`${name}: a forged token in the multipart body of its form`, async ({ request, baseURL }) => {
      const action = ACTIONS.get(`features/booking/actions.ts#${name}`)!;
      const post = (token: string) =>
        request.post('/book/manage/no-such-booking', {
          maxRedirects: 0,
          headers: { 'Next-Action': action.id, Accept: 'text/x-component', Origin: baseURL!, 'X-Forwarded-For': CLIENT_ADDRESS },
          multipart: { '1_lang': 'hu', '1_date': BOOKABLE_DAY, '1_time': '10:00', '0': JSON.stringify([token, '$K1']) },
        });
      for (const token of [...REFERENCES.filter((reference) => reference !== '$K1'), ...LONE]) {
        expect((await post(token)).status(), JSON.stringify(token)).toBe(400);
      }
      const theFormItself = await post('$K1');
      expect(theFormItself.status()).toBe(200);
      expect(theFormItself.headers()['x-action-redirect']).toMatch(/error=(NOT_FOUND|INVALID_INPUT)/);
    });
  }
});

// Next compares a browser's Origin with X-Forwarded-Host (else Host) and answered a mismatch with
// 500; it believed an X-Forwarded-Host the client wrote. server.mjs refuses first, with 403.
test.describe('an action from another origin', () => {
  const SLOTS = 'features/booking/actions.ts#loadDaySlots';
  const post = (request: APIRequestContext, url: string, headers: Record<string, string>) =>
    request.post(url, {
      maxRedirects: 0,
      headers: { 'Next-Action': ACTIONS.get(SLOTS)!.id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', ...headers },
      data: JSON.stringify([LUXE, ctx.appointment.serviceId, BOOKABLE_DAY]),
    });

  test('is refused with 403, and the app\'s own origin still answers', async ({ request, baseURL }) => {
    expect((await post(request, '/book-luxury', { Origin: 'https://evil.example' })).status()).toBe(403);
    expect((await post(request, '/book-luxury', { Origin: 'null' })).status()).toBe(403);
    expect((await post(request, '/book-luxury', { Origin: baseURL! })).status()).toBe(200);
  });

  test('where APP_URL names the app, a forged X-Forwarded-Host and Host do not vouch for it', async ({ request }) => {
    // The seeded server runs with APP_URL (playwright.config.ts).
    const forged = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' };
    expect((await post(request, `${SEEDED_URL}/book-luxury`, forged)).status()).toBe(403);
    expect((await post(request, `${SEEDED_URL}/book-luxury`, { Origin: SEEDED_URL })).status()).toBe(200);
  });
});

