import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../validation/appointment';
import { MAIL_CAPS } from '../validation/mail-caps';
import { LOCALES } from '../i18n/locale';
import { BLOCK_REPEATS } from '../scheduling/time-blocks';

export { APPOINTMENT_STATUSES, type AppointmentStatus };

/** The languages customers read their messages in: the product's (lib/i18n/locale.ts). */
export const MESSAGE_LANGUAGES = LOCALES;

/** Roles (spec point 6). */
export const ROLES = ['admin', 'owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const salons = pgTable(
  'salons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    customSubdomain: text('custom_subdomain'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    openingHours: jsonb('opening_hours'),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    stationsEnabled: boolean('stations_enabled').notNull().default(false),
    /** Visitors choose a stylist (or "Any stylist"); times then need a free, working stylist too. */
    stylistsEnabled: boolean('stylists_enabled').notNull().default(false),
    timezone: text('timezone').notNull().default('Europe/Budapest'),
    /** Hours before an appointment its customer's reminder goes out; 0: no reminders. */
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** Online bookings must start at least this many minutes from now (0: any later time today). */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    /** Visitors may book today and the next (this - 1) days in the salon's zone. */
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(30),
    /** A visitor may cancel or move a booking online only while it starts at least this many hours later. */
    changeWindowHours: integer('change_window_hours').notNull().default(24),
    /** Visitor-caused e-mails to customers (confirmations, moves, cancellations) the salon sends per 24 hours; past it they are recorded, not sent. */
    visitorEmailsPerDay: integer('visitor_emails_per_day').notNull().default(MAIL_CAPS.perSalon.defaultPerDay),
    /** The salon's own terms, shown to visitors before they book and in the confirmation. */
    bookingPolicy: text('booking_policy'),
    /**
     * No-show protection (issue 33 item 5): a client with this many no-shows in the last
     * `noShowMonths` months (since staff last cleared them) is asked to call the salon instead of
     * booking online; 0: off (the default).
     */
    noShowLimit: integer('no_show_limit').notNull().default(0),
    noShowMonths: integer('no_show_months').notNull().default(12),
    /** The language of the booking page and messages when the visitor's own is not known. */
    defaultLanguage: text('default_language', { enum: MESSAGE_LANGUAGES }).notNull().default('en'),
    daysOff: text('days_off').array().notNull().default(sql`'{}'::text[]`),
    instagramUrl: text('instagram_url'),
    /** The salon's currency: new services start with it, and services without one show it. */
    currencyCode: text('currency_code')
      .notNull()
      .default('HUF')
      .references(() => currencies.code),
    /** Clients not seen for this many months are erased by the worker (erase_stale_clients); null: never. */
    clientRetentionMonths: integer('client_retention_months'),
    /** How long a waitlist offer holds a freed time for its client before it passes to the next (issue 35). */
    waitlistHoldMinutes: integer('waitlist_hold_minutes').notNull().default(30),
    /**
     * Bumped by triggers on every change to what the public booking page shows (this row, its
     * services, its members' names, bookability and services) or a booking checks (its stations
     * and the services they take): server.mjs answers the page from its cache, and a booking
     * checks its time against the salon it keeps in memory, only while this is unchanged
     * (lib/net/page-cache.mjs, features/booking/data/booking-gate.ts).
     */
    pageVersion: bigint('page_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('salons_custom_subdomain_key').on(t.customSubdomain),
    index('salons_updated_at_idx').on(t.updatedAt),
    check('salons_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('salons_slug_format', sql`${t.customSubdomain} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('salons_reminder_hours_range', sql`${t.reminderHours} between 0 and 168`),
    check('salons_min_notice_range', sql`${t.minNoticeMinutes} between 0 and 10080`),
    check('salons_booking_horizon_range', sql`${t.bookingHorizonDays} between 1 and 365`),
    check('salons_change_window_range', sql`${t.changeWindowHours} between 0 and 720`),
    check('salons_booking_policy_length', sql`char_length(${t.bookingPolicy}) <= 500`),
    check('salons_default_language_check', sql`${t.defaultLanguage} in ('en', 'hu')`),
    check('salons_visitor_emails_per_day_range', sql`${t.visitorEmailsPerDay} between 1 and 10000`),
    check('salons_client_retention_range', sql`${t.clientRetentionMonths} between 1 and 120`),
    check('salons_no_show_limit_range', sql`${t.noShowLimit} between 0 and 20`),
    check('salons_no_show_months_range', sql`${t.noShowMonths} between 1 and 60`),
    check('salons_waitlist_hold_minutes_range', sql`${t.waitlistHoldMinutes} between 5 and 1440`),
  ],
);

/** The salon a row belongs to; it goes with its salon. */
const salonColumn = () =>
  uuid('salon_id')
    .notNull()
    .references(() => salons.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    fullName: text('full_name'),
    email: text('email').notNull(),
    /** Set when an owner hands over a one-time password: the member chooses their own first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Takes appointments (a stylist); a receptionist does not. */
    bookable: boolean('bookable').notNull().default(false),
    /** A stylist's own days off ('yyyy-MM-dd'), besides the weekdays without working hours. */
    daysOff: text('days_off').array().notNull().default(sql`'{}'::text[]`),
    /** Wants an e-mail about online bookings, cancellations and changes (an owner's, or their own as a stylist). */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /**
     * Names a stylist on the public booking page (its radio values) and nothing else: the user id
     * is the session's subject and stays on staff screens.
     */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The language the member chose on /account for their screens and e-mails; null: not chosen yet. */
    language: text('language', { enum: MESSAGE_LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_public_id_key').on(t.publicId),
    index('users_salon_id_idx').on(t.salonId),
    check('users_role_check', sql`${t.role} in ('admin', 'owner', 'staff')`),
    // Owners and staff always belong to a salon; admins may not.
    check('users_salon_required', sql`${t.role} = 'admin' or ${t.salonId} is not null`),
    check('users_language_check', sql`${t.language} in ('en', 'hu')`),
  ],
);

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  symbolPosition: text('symbol_position', { enum: ['before', 'after'] }).notNull().default('after'),
  decimalPlaces: integer('decimal_places').notNull().default(0),
  thousandSeparator: text('thousand_separator').notNull().default(' '),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    category: text('category'),
    tooltip: text('tooltip'),
    isActive: boolean('is_active').notNull().default(true),
    currencyCode: text('currency_code').references(() => currencies.code),
    /**
     * Processing time (a colour taking): from `processingStartMinutes` after the start, for
     * `processingMinutes`, the client stays on the station and the stylist is free for someone
     * else; hands-on again until the end. Null / 0: one block of hands-on time (DESIGN §10).
     */
    processingStartMinutes: integer('processing_start_minutes'),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    /** Clean-up after the client leaves: holds the station, not the stylist. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /**
     * Set when an owner deletes a service that appointments point at: it leaves the lists and
     * the booking page, and its appointments still read its name and price (docs/decisions.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_salon_id_idx').on(t.salonId, t.isActive),
    check('services_duration_positive', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('services_price_not_negative', sql`${t.price} is null or ${t.price} >= 0`),
    check('services_deleted_inactive', sql`${t.deletedAt} is null or not ${t.isActive}`),
    check(
      'services_segments_fit',
      sql`(${t.processingMinutes} = 0 and ${t.processingStartMinutes} is null) or (${t.processingStartMinutes} > 0 and ${t.processingMinutes} > 0 and ${t.processingStartMinutes} + ${t.processingMinutes} < ${t.durationMinutes})`,
    ),
    check('services_buffer_range', sql`${t.bufferMinutes} between 0 and 240`),
  ],
);

/**
 * Services with their currency (migrations `rules`, `settings_currency_fallback`): the service's
 * own currency, else its salon's, else HUF / Ft / after / 0 decimals / space. Written in SQL;
 * `.existing()` keeps drizzle-kit from generating it.
 */
export const servicesWithCurrency = pgView('services_with_currency', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
  category: text('category'),
  tooltip: text('tooltip'),
  isActive: boolean('is_active').notNull(),
  salonId: uuid('salon_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  symbolPosition: text('symbol_position').notNull(),
  decimalPlaces: integer('decimal_places').notNull(),
  thousandSeparator: text('thousand_separator').notNull(),
  currencyName: text('currency_name').notNull(),
  processingStartMinutes: integer('processing_start_minutes'),
  processingMinutes: integer('processing_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
}).existing();

export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    name: text('name').notNull(),
    /** Removing a station deactivates it: appointments keep pointing at it (docs/decisions.md). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('stations_salon_id_idx').on(t.salonId)],
);

/** Which stations may take a service. No rows for a service: any active station may. */
export const stationServices = pgTable(
  'station_services',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.serviceId] }), index('station_services_service_id_idx').on(t.serviceId)],
);

/**
 * A stylist's weekly working hours: several spans a day make a split shift; a weekday without
 * one is a day off. Wall-clock 'HH:MM' in the salon's zone; weekday 1 = Monday … 7 = Sunday.
 */
export const stylistHours = pgTable(
  'stylist_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
  },
  (t) => [
    index('stylist_hours_user_weekday_idx').on(t.userId, t.weekday),
    check('stylist_hours_weekday_range', sql`${t.weekday} between 1 and 7`),
    check('stylist_hours_from_format', sql`${t.fromTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('stylist_hours_to_format', sql`${t.toTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('stylist_hours_to_after_from', sql`${t.toTime} > ${t.fromTime}`),
  ],
);

/** The services a stylist does. No rows for a stylist: they do every service. */
export const stylistServices = pgTable(
  'stylist_services',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), index('stylist_services_service_id_idx').on(t.serviceId)],
);

/**
 * `text` without its accents ('Kovács' → 'Kovacs'): the SQL function search_fold (migration
 * appts_search_fold, built on unaccent), the one fold of the staff search.
 */
export function searchFold(text: SQLWrapper | string) {
  return sql`search_fold(${text})`;
}

/**
 * What the staff search matches a word against: the customer's name, e-mail and phone digits
 * ('+36 30 123' is found by '3630123'), accents folded. The trigram index and the query share
 * this expression, so the planner can use the index.
 */
export function appointmentSearchText(t: { customerName: AnyPgColumn; customerEmail: AnyPgColumn; customerPhone: AnyPgColumn }) {
  return contactSearchText(t.customerName, t.customerEmail, t.customerPhone);
}

/** A client's name, e-mail and phone digits, accents folded: what the Clients search matches (its trigram index shares it). */
export function clientSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }) {
  return contactSearchText(t.name, t.email, t.phone);
}

function contactSearchText(name: AnyPgColumn, email: AnyPgColumn, phone: AnyPgColumn) {
  return searchFold(sql`${name} || ' ' || coalesce(${email}, '') || ' ' || regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')`);
}

/**
 * The Clients list's sort keys (features/clients/data): a client without a visit sorts last by
 * visit, and the list's keyset seeks over the same expressions its indexes hold.
 */
export function clientLastVisitKey(t: { lastVisitAt: AnyPgColumn }) {
  return sql`coalesce(${t.lastVisitAt}, '-infinity'::timestamptz)`;
}
export function clientNameKey(t: { nameKey: AnyPgColumn }) {
  return sql`coalesce(${t.nameKey}, '')`;
}

/**
 * A client of one salon (DESIGN §10): the name, e-mail and phone as first given (staff may edit
 * them on the client card), and the keys bookings are matched on. Never made by the app: every
 * appointment's client is found or made by the database in the appointment's own statement (migration clients: match_client,
 * the rule in docs/decisions.md), and the keys are the SQL functions client_email_key,
 * client_phone_key and client_name_key, the one normalisation, kept by a trigger.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The e-mail trimmed and lower-cased. */
    emailKey: text('email_key'),
    /** The phone's digits, '+' and country code kept ('06 30…' is '+3630…' in a Hungarian salon). */
    phoneKey: text('phone_key'),
    /** The name lower-cased, accents folded, spaces collapsed: a shared phone matches only with it. */
    nameKey: text('name_key'),
    /**
     * The client's visits as their appointments say, kept by the appointments_clients_stats triggers
     * (docs/decisions.md "Clients: visit totals stored on the client"): the latest start of an
     * appointment that is neither cancelled, a no-show nor rescheduled (a booked future one counts),
     * how many such appointments, and how many no-shows.
     */
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    noShowCount: integer('no_show_count').notNull().default(0),
    /** When the client's personal data was erased (erase_client): the record stays, anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Staff cleared the client's no-shows then: older ones no longer count for the salon's no-show policy. */
    noShowsClearedAt: timestamp('no_shows_cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // What appointments' (salon_id, client_id) points at: a client of another salon cannot be named.
    uniqueIndex('clients_salon_id_id_key').on(t.salonId, t.id),
    // One client per e-mail per salon; without an e-mail, one per phone and name.
    uniqueIndex('clients_salon_email_key').on(t.salonId, t.emailKey).where(sql`${t.emailKey} is not null`),
    uniqueIndex('clients_salon_phone_name_key').on(t.salonId, t.phoneKey, t.nameKey).where(sql`${t.emailKey} is null`),
    index('clients_salon_phone_idx').on(t.salonId, t.phoneKey).where(sql`${t.phoneKey} is not null`),
    // The Clients list's two orders, each seeked page by page (keyset) within a salon.
    index('clients_salon_last_visit_idx').on(t.salonId, clientLastVisitKey(t), t.id),
    index('clients_salon_name_idx').on(t.salonId, clientNameKey(t), t.id),
    // The Clients search: trigrams of the name, e-mail and phone digits (accents folded).
    index('clients_search_trgm_idx').using('gin', sql`(${clientSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * A client's lasting note (issue 33 item 3): what staff keep about them across visits; an alert
 * ("Allergy: PPD", "Patch test 2026-10-01") is a flagged note shown wherever the client's
 * appointments are shown. Salon-scoped by the composite key, as appointments → clients.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id').notNull(),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    isAlert: boolean('is_alert').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id], name: 'client_notes_client_fk' }).onDelete('cascade'),
    index('client_notes_client_idx').on(t.clientId, t.createdAt),
  ],
);

/** What a client consents to, recorded in the ledger: the service messages (reminders) and marketing. */
export const CONSENT_KINDS = ['reminders', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** How a consent entry was given: the booking form's box, by staff, or a link in a message. */
export const CONSENT_SOURCES = ['booking_form', 'staff', 'link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The consent ledger (issue 33 item 6): append-only, one row per grant or withdrawal; a client's
 * current consent of a kind is its latest row (none: not given). Rows are never changed (a
 * trigger refuses) except to follow a merge to another client, and leave with their client.
 */
export const clientConsents = pgTable(
  'client_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    salonId: uuid('salon_id').notNull(),
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** The member who recorded it (source 'staff'); null otherwise or once they left. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id], name: 'client_consents_client_fk' }).onDelete('cascade'),
    index('client_consents_latest_idx').on(t.clientId, t.kind, t.id),
    // The salon's grants of a kind: the Clients list's consent filter starts from them (client_consenters).
    index('client_consents_salon_grants_idx').on(t.salonId, t.kind, t.clientId).where(sql`${t.granted}`),
    check('client_consents_kind_check', sql`${t.kind} in ('reminders', 'marketing')`),
    check('client_consents_source_check', sql`${t.source} in ('booking_form', 'staff', 'link')`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    customerInstagram: text('customer_instagram'),
    /**
     * The salon's client this appointment is for. Left null by the app: the appointments_match_client
     * trigger fills a null one from the customer's details (on insert, and when an edit sets it null).
     */
    clientId: uuid('client_id'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    /** Staff's technical note of the visit (the colour formula): the client card and the next visit's detail show it. */
    visitNote: text('visit_note'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('confirmed'),
    customDurationMinutes: integer('custom_duration_minutes'),
    /**
     * Its service's segments as booked (services.processing_*, buffer_minutes), copied by the
     * appointments_attach_segments trigger, never by the app: its lane claims follow them.
     */
    processingStartMinutes: integer('processing_start_minutes'),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    location: text('location'),
    // No action on delete: a station that holds appointments is deactivated, never deleted.
    stationId: uuid('station_id').references(() => stations.id),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    // Two random v4 UUIDs: 244 random bits, well over the 128 required.
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    csrfToken: text('csrf_token'),
    /** The customer's language: their messages use it. */
    language: text('language', { enum: MESSAGE_LANGUAGES }).notNull().default('en'),
    /** The customer pressed the one-click stop in a message: no reminder goes out. */
    remindersStopped: boolean('reminders_stopped').notNull().default(false),
    /**
     * The lane the no-overlap constraint compares: station_id in a salon with stations, else
     * salon_id. Set by the appointments_assign_lane trigger, never by the app.
     */
    laneKey: uuid('lane_key'),
    /**
     * Its revision, the SEQUENCE of its calendar entries (feeds, e-mailed invitations, the "Add to
     * calendar" file): 0 as booked, one more with each update that changes the row, counted by
     * the appointments_count_revision trigger, never by the app.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * Where it started before its last move, else null: a time-change draft opened later from the
     * details names the real previous time. Set by the appointments_remember_previous_start trigger,
     * never by the app.
     */
    previousStartTime: timestamp('previous_start_time', { withTimezone: true }),
    /** The standing appointment it is one occurrence of (booked as a series by staff), else null. */
    seriesId: uuid('series_id'),
    /**
     * The visit it is one part of (several services booked together, laid end to end on one
     * station, in start order), else null. Only the last part keeps its clean-up buffer
     * (the appointments_attach_segments trigger).
     */
    visitId: uuid('visit_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_salon_start_idx').on(t.salonId, t.startTime),
    // A series' occurrences, in order: "this and the rest" reads them.
    index('appointments_series_start_idx').on(t.seriesId, t.startTime).where(sql`${t.seriesId} is not null`),
    // A visit's parts, in order.
    index('appointments_visit_start_idx').on(t.visitId, t.startTime).where(sql`${t.visitId} is not null`),
    // The staff search (lib/data/appointment-search.ts): trigrams of the customer's name,
    // e-mail and phone digits (accents folded), and the service (a service's deletion also nulls its rows).
    index('appointments_search_trgm_idx').using('gin', sql`(${appointmentSearchText(t)}) gin_trgm_ops`),
    index('appointments_service_id_idx').on(t.serviceId),
    // A client's appointments, newest last: their history and last visit.
    index('appointments_client_start_idx').on(t.clientId, t.startTime),
    // No action on delete: a merge or an erasure points the appointments elsewhere first.
    foreignKey({ columns: [t.salonId, t.clientId], foreignColumns: [clients.salonId, clients.id], name: 'appointments_client_fk' }),
    check('appointments_client_set', sql`${t.clientId} is not null`),
    check('appointments_lane_key_set', sql`${t.status} = 'cancelled' or ${t.laneKey} is not null`),
    uniqueIndex('appointments_manage_token_key').on(t.manageToken),
    check(
      'appointments_status_check',
      sql`${t.status} in ('confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled')`,
    ),
    check('appointments_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check(
      'appointments_custom_duration_range',
      sql`${t.customDurationMinutes} is null or ${t.customDurationMinutes} between 15 and 240`,
    ),
    check('appointments_manage_token_length', sql`length(${t.manageToken}) >= 32`),
    check('appointments_language_check', sql`${t.language} in ('en', 'hu')`),
  ],
);

/** What a time block occupies: every lane of the salon, one station, or one stylist (DESIGN §9). */
export const BLOCK_SCOPES = ['salon', 'station', 'stylist'] as const;
export type BlockScope = (typeof BLOCK_SCOPES)[number];

/**
 * Blocked time (a break, cleaning, a closed afternoon), once, weekly or every weekday: the series
 * as staff entered it, in the salon's wall-clock time. Its occurrences hold the instants.
 */
export const timeBlocks = pgTable(
  'time_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    scope: text('scope', { enum: BLOCK_SCOPES }).notNull(),
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    repeat: text('repeat', { enum: BLOCK_REPEATS }).notNull().default('once'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    /** Last day of a repeating series; null for a one-off block or one with no end. */
    untilDate: date('until_date', { mode: 'string' }),
    /** A series with no end: the last day its occurrences are written through (a rolling horizon). */
    materialisedThrough: date('materialised_through', { mode: 'string' }),
    /** Wall-clock 'HH:MM' in the salon's zone. */
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_blocks_salon_id_idx').on(t.salonId),
    check('time_blocks_scope_check', sql`${t.scope} in ('salon', 'station', 'stylist')`),
    check('time_blocks_repeat_check', sql`${t.repeat} in ('once', 'weekly', 'weekdays')`),
    check('time_blocks_until_repeats', sql`${t.untilDate} is null or ${t.repeat} <> 'once'`),
    check('time_blocks_open_horizon', sql`(${t.materialisedThrough} is not null) = (${t.repeat} <> 'once' and ${t.untilDate} is null)`),
    index('time_blocks_open_horizon_idx').on(t.materialisedThrough).where(sql`${t.materialisedThrough} is not null`),
    check('time_blocks_station_scope', sql`(${t.scope} = 'station') = (${t.stationId} is not null)`),
    check('time_blocks_stylist_scope', sql`(${t.scope} = 'stylist') = (${t.staffId} is not null)`),
  ],
);

/** One occurrence of a time block: the instants its lanes are claimed for. */
export const timeBlockOccurrences = pgTable(
  'time_block_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => timeBlocks.id, { onDelete: 'cascade' }),
    salonId: salonColumn(),
    occursOn: date('occurs_on', { mode: 'string' }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('time_block_occurrences_salon_start_idx').on(t.salonId, t.startTime),
    index('time_block_occurrences_block_id_idx').on(t.blockId),
    check('time_block_occurrences_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * What each lane holds: one row per live appointment (and one more on its stylist's lane, keyed
 * by the stylist's user id) and per lane a block occurrence occupies.
 * The lane exclusion constraint (lane_claims_no_overlap) sits here, so appointments and blocks
 * can never overlap in one lane. Kept by triggers, never written by the app.
 */
export const laneClaims = pgTable(
  'lane_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    laneKey: uuid('lane_key').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    blockOccurrenceId: uuid('block_occurrence_id').references(() => timeBlockOccurrences.id, { onDelete: 'cascade' }),
    /** A hold: a freed time kept for the waitlist entry it is offered to (DESIGN §10). */
    waitlistEntryId: uuid('waitlist_entry_id').references(() => waitlistEntries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('lane_claims_salon_start_idx').on(t.salonId, t.startTime),
    // A stylist's two hands-on segments are two claims of one appointment on their lane.
    uniqueIndex('lane_claims_appointment_lane_key').on(t.appointmentId, t.laneKey, t.startTime),
    index('lane_claims_block_occurrence_id_idx').on(t.blockOccurrenceId),
    index('lane_claims_waitlist_entry_id_idx').on(t.waitlistEntryId),
    check('lane_claims_one_owner', sql`num_nonnulls(${t.appointmentId}, ${t.blockOccurrenceId}, ${t.waitlistEntryId}) = 1`),
  ],
);

/** Credentials of the built-in auth provider (unused when Supabase Auth is configured). */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** Sessions of the built-in provider: the cookie carries the id; sign-out revokes the row. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Fixed-window counters shared by every app instance (sign-in throttling, booking rate limit). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

export const CHANGE_KINDS = ['booked', 'cancelled', 'changed'] as const;
export const CHANGE_ACTORS = ['visitor', 'staff'] as const;

/**
 * Each salon's change feed: one row per booking, cancellation or change of an appointment,
 * written by the appointments_record_change trigger in the same transaction as the change.
 * `tx_id` is that transaction's id: readers order by (tx_id, id) and read only transactions older
 * than every one still running, so a late commit is never skipped (docs/decisions.md).
 */
export const appointmentChanges = pgTable(
  'appointment_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    salonId: salonColumn(),
    // No foreign key: the feed adds no lock or check to an appointment's write; reads join.
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind', { enum: CHANGE_KINDS }).notNull(),
    actor: text('actor', { enum: CHANGE_ACTORS }).notNull(),
    /** The staff user who made a staff change (app.change_user), null for a visitor's or an unnamed one: their own "Since you last looked" leaves it out. */
    actorUserId: uuid('actor_user_id'),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_changes_salon_cursor_idx').on(t.salonId, t.txId, t.id),
    // An appointment's own changes: the calendar feeds' SEQUENCE (features/feeds).
    index('appointment_changes_appointment_idx').on(t.appointmentId, t.id),
    check('appointment_changes_kind_check', sql`${t.kind} IN ('booked', 'cancelled', 'changed')`),
    check('appointment_changes_actor_check', sql`${t.actor} IN ('visitor', 'staff')`),
  ],
);

/** Where each user last marked a salon's change feed as seen (its cursor). */
export const changeFeedSeen = pgTable(
  'change_feed_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: salonColumn(),
    seenTxId: bigint('seen_tx_id', { mode: 'number' }).notNull(),
    seenId: bigint('seen_id', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.salonId] })],
);

export const MESSAGE_KINDS = [
  'confirmation',
  // One confirmation of every occurrence of a standing appointment (a series staff booked).
  'series_confirmation',
  // One message of a change staff made to a standing appointment's later occurrences, listing their new times.
  'series_moved_by_salon',
  'reminder',
  'cancelled_by_customer',
  'rescheduled',
  'moved_by_salon',
  'cancelled_by_salon',
  'salon_message',
  'salon_new_booking',
  'salon_cancellation',
  'salon_reschedule',
  'salon_digest',
  'password_reset',
  'member_invitation',
  // A salon's marketing e-mail to a client: the database refuses it without the client's live consent.
  'marketing',
  // A freed time held for a waiting client (issue 35), written by the database in the cancelling transaction.
  'waitlist_offer',
  // A client put on the waiting list (issue 35): what they wait for, and the link to leave it.
  'waitlist_joined',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/**
 * 'suppressed': over a visitor e-mail cap, recorded and never sent; 'held': a salon notice past
 * the hourly threshold, waiting for its digest; 'batched': a held notice that went out in a digest.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'suppressed', 'held', 'batched'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The outbox (DESIGN §9): every message, written in the same transaction as the change that
 * causes it. An automatic message is written as data (its kind, language and `facts`) and
 * rendered from them by the templates when it is sent or read (features/messages/data/rendering.ts),
 * so what staff read is what goes out; a message a person wrote keeps its literal subject and
 * body. features/messages/data/dispatch.ts sends due rows; the id is the message's idempotency key (its Message-ID). `dedupe_key` makes a
 * message that must go once (an appointment's reminder) impossible to write twice.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    // No foreign key, as for the change feed: a booking writes its messages before its own row
    // (the lane stays locked only for the insert and the commit), and a deleted appointment's
    // messages stay in the log as they went out.
    appointmentId: uuid('appointment_id'),
    /** The client a message is about (a marketing message names one; no foreign key, like the appointment). */
    clientId: uuid('client_id'),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    dedupeKey: text('dedupe_key'),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: MESSAGE_LANGUAGES }).notNull(),
    /** A message a person wrote (and one queued before messages were written as facts): its text. */
    subject: text('subject'),
    body: text('body'),
    /** An automatic message: what its kind's template needs (rendering.ts), its subject, body and calendar file made from them at send time. */
    facts: jsonb('facts'),
    /** An iCalendar attachment (invite.ics) of a message queued before messages were written as facts. */
    ics: text('ics'),
    /** A one-click stop link (List-Unsubscribe), when the message has one. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    /** When it may go out (a reminder's time; a retry's back-off). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: another worker takes the row over only after it lapsed (a crash). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** 'smtp', or 'app' where no SMTP_URL is set (kept in the app, nothing left the machine). */
    deliveredVia: text('delivered_via'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_due_idx').on(t.dueAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('messages_salon_created_idx').on(t.salonId, t.createdAt),
    index('messages_appointment_idx').on(t.appointmentId),
    index('messages_client_idx').on(t.clientId).where(sql`${t.clientId} is not null`),
    check('messages_marketing_client', sql`${t.kind} <> 'marketing' or ${t.clientId} is not null`),
    uniqueIndex('messages_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('messages_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'suppressed', 'held', 'batched')`),
    index('messages_held_idx').on(t.salonId, t.createdAt).where(sql`${t.status} = 'held'`),
    // A salon's messages that failed and wait for another try: the mail-outage banner (issue 38).
    index('messages_retrying_idx').on(t.salonId, t.createdAt).where(sql`${t.status} in ('queued', 'sending') and ${t.lastError} is not null`),
    check('messages_language_check', sql`${t.language} in ('en', 'hu')`),
    // Either the text a person wrote or the facts a template renders, never both or neither.
    check('messages_text_or_facts', sql`(${t.facts} is null and ${t.subject} is not null and ${t.body} is not null) or (${t.facts} is not null and ${t.subject} is null and ${t.body} is null)`),
  ],
);

/** Every attempt to send a message, as staff read it in the delivery log. */
export const messageAttempts = pgTable(
  'message_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'sent', 'temporary' (retried) or 'permanent' (failed); null while it runs or when the sender died. */
    outcome: text('outcome'),
    detail: text('detail'),
  },
  (t) => [index('message_attempts_message_idx').on(t.messageId)],
);

/** Password reset links: only the token's SHA-256 is kept; a link works once, within its hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** Who a calendar feed is for: a member's own appointments and blocks, or (owners only) the whole salon's. */
export const FEED_SCOPES = ['member', 'salon'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/**
 * Private calendar subscriptions (issue 36, features/feeds): the address /feeds/<secret>.ics. Only
 * the secret's SHA-256 is kept (a database read cannot serve a feed); renewing replaces it, and the
 * old address answers 404. One per member and scope; the feed also ends with its member's
 * membership (cascade) and, for 'salon', with their being an owner of the salon (checked on read).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: salonColumn(),
    scope: text('scope', { enum: FEED_SCOPES }).notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret_hash_key').on(t.secretHash),
    uniqueIndex('calendar_feeds_user_scope_key').on(t.userId, t.scope),
    check('calendar_feeds_scope_check', sql`${t.scope} in ('member', 'salon')`),
  ],
);

/**
 * A waitlist entry's life (issue 35): waiting for a freed time; offered one (a hold of lane
 * claims until `offer_expires_at`); booked it; expired (the offer lapsed, or its day passed);
 * removed (the client left the list, or staff removed them).
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * Clients waiting for a time on one day (features/waitlist, DESIGN §10). A cancellation or move
 * hands the freed lane claims to the first matching waiting entry as a hold, in the same
 * transaction (the appointments_cede_to_waitlist trigger). The offer's message is rendered when
 * the client joins, its time left as `{{time}}` for the database to fill in (docs/decisions.md).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: salonColumn(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** The stylist asked for; null: any stylist. */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    language: text('language', { enum: MESSAGE_LANGUAGES }).notNull().default('en'),
    /** The day ('yyyy-MM-dd' in the salon's zone) and the hours ('HH:mm', [from, until)) a freed time may start in. */
    wantedOn: date('wanted_on', { mode: 'string' }).notNull(),
    fromTime: text('from_time').notNull(),
    untilTime: text('until_time').notNull(),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    /** The private link's secret, like appointments.manage_token. */
    token: text('token').notNull(),
    offerSubject: text('offer_subject').notNull(),
    offerBody: text('offer_body').notNull(),
    /** The held time while offered (and after, as history): its appointment is written from these. */
    offerStart: timestamp('offer_start', { withTimezone: true }),
    offerEnd: timestamp('offer_end', { withTimezone: true }),
    offerStationId: uuid('offer_station_id'),
    offerStaffId: uuid('offer_staff_id'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The appointment the accepted offer became. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The matching pick: a salon's waiting entries of a day, first come first served.
    index('waitlist_entries_pick_idx').on(t.salonId, t.wantedOn, t.createdAt).where(sql`${t.state} = 'waiting'`),
    index('waitlist_entries_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.state} = 'offered'`),
    uniqueIndex('waitlist_entries_token_key').on(t.token),
    check('waitlist_entries_state_check', sql`${t.state} in ('waiting', 'offered', 'booked', 'expired', 'removed')`),
    check('waitlist_entries_language_check', sql`${t.language} in ('en', 'hu')`),
    check('waitlist_entries_token_length', sql`length(${t.token}) >= 32`),
    check('waitlist_entries_hours', sql`${t.fromTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.untilTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.fromTime} < ${t.untilTime}`),
    check('waitlist_entries_offered', sql`${t.state} <> 'offered' or (${t.offerStart} is not null and ${t.offerExpiresAt} is not null)`),
  ],
);
