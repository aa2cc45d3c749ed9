import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { DEMO_CUSTOMERS, DEMO_SALON_ID, DEMO_SALON_NAME, DEMO_SALON_SLUG } from '@/lib/demo-salon';
import {
  DEFAULT_OPENING_HOURS,
  DEFAULT_TIMEZONE,
  addDays,
  suitableStationIds,
  normalizeDay,
  parseTimeOfDay,
  formatTimeOfDay,
  stylistDoes,
  todayInZone,
  weekdayOf,
  workingIntervals,
  zonedToInstant,
  type SchedulingStylist,
  type WorkingSpan,
} from '@/lib/scheduling';
import type { Db } from './client';
import { appointments, authAccounts, salons, services, stationServices, stations, stylistHours, stylistServices, users, type AppointmentStatus, type Role } from './schema';

/** Password of every demo account (written in the README). */
export const DEMO_PASSWORD = 'salon-demo-2026';


type SalonSeed = {
  id?: string;
  name: string;
  slug: string;
  city: string;
  address: string;
  email: string;
  phone: string;
  description: string;
  currency: string;
  /** With `stylist`, the member takes bookings: those hours, and those categories' services (all without). */
  accounts: { role: Role; email: string; fullName: string; stylist?: { hours: WorkingSpan[]; categories?: string[] } }[];
  /** Visitors choose a stylist (or "Any stylist"). */
  stylists?: boolean;
  /** A station with `categories` takes only services of those categories; without, any service. */
  stations: { name: string; categories?: string[] }[];
  /** `processing`: [hands-on minutes before it, its minutes] (lib/scheduling/segments.ts). */
  services: { name: string; category: string; duration: number; price: number | null; tooltip?: string; processing?: [number, number] }[];
};

const SALONS: SalonSeed[] = [
  {
    id: DEMO_SALON_ID,
    name: DEMO_SALON_NAME,
    slug: DEMO_SALON_SLUG,
    city: 'Budapest',
    address: 'Andrássy út 12',
    email: 'hello@luxe.example.com',
    phone: '+36 1 234 5678',
    description: 'Hair, nails and skin care in the heart of Budapest.',
    currency: 'HUF',
    // Three stylists with different weeks: Sam's split shift on weekdays, Nóra from Tuesday to
    // Saturday, the owner on Mondays, Wednesdays and Fridays (and every service).
    stylists: true,
    accounts: [
      { role: 'owner', email: 'owner@luxe.example.com', fullName: 'Olivia Owner', stylist: { hours: week([1, 3, 5], '09:00', '20:00') } },
      {
        role: 'staff',
        email: 'staff@luxe.example.com',
        fullName: 'Sam Stylist',
        stylist: { hours: [...week([1, 2, 3, 4, 5], '09:00', '13:00'), ...week([1, 2, 3, 4, 5], '14:00', '20:00')], categories: ['Hair', 'Skin'] },
      },
      {
        role: 'staff',
        email: 'nora@luxe.example.com',
        fullName: 'Nóra Nagy',
        stylist: { hours: [...week([2, 3, 4, 5], '10:00', '20:00'), ...week([6], '10:00', '16:00')], categories: ['Hair', 'Nails'] },
      },
    ],
    stations: [
      { name: 'Chair 1', categories: ['Hair', 'Skin'] },
      { name: 'Chair 2', categories: ['Hair', 'Skin'] },
      { name: 'Nail Desk', categories: ['Nails'] },
    ],
    services: [
      { name: "Women's Haircut", category: 'Hair', duration: 60, price: 12000, tooltip: 'Wash, cut and blow-dry' },
      { name: "Men's Haircut", category: 'Hair', duration: 30, price: 6500 },
      { name: 'Balayage', category: 'Hair', duration: 180, price: 45000, processing: [60, 60] },
      { name: 'Gel Manicure', category: 'Nails', duration: 45, price: 9000 },
      { name: 'Pedicure', category: 'Nails', duration: 60, price: 9500 },
      { name: 'Classic Facial', category: 'Skin', duration: 75, price: 15000 },
      { name: 'Bridal Consultation', category: 'Skin', duration: 30, price: null },
    ],
  },
  {
    name: 'Studio Nord',
    slug: 'studio-nord',
    city: 'Debrecen',
    address: 'Piac utca 5',
    email: 'info@nord.example.com',
    phone: '+36 52 123 456',
    description: 'A small barber and beauty studio.',
    currency: 'EUR',
    accounts: [
      { role: 'owner', email: 'owner@nord.example.com', fullName: 'Norbert Nord' },
      { role: 'staff', email: 'staff@nord.example.com', fullName: 'Nina Nail' },
    ],
    stations: [{ name: 'Chair A' }],
    services: [
      { name: 'Beard Trim', category: 'Barber', duration: 30, price: 15 },
      { name: 'Haircut & Style', category: 'Barber', duration: 45, price: 28.5 },
      { name: 'Manicure', category: 'Nails', duration: 60, price: 32 },
    ],
  },
];

/** The same span on each of `weekdays` (1 = Monday). */
function week(weekdays: number[], from: string, to: string): WorkingSpan[] {
  return weekdays.map((weekday) => ({ weekday, from, to }));
}

const PAST_STATUSES: AppointmentStatus[] = ['completed', 'completed', 'no_show', 'completed', 'cancelled'];
const FUTURE_STATUSES: AppointmentStatus[] = ['confirmed', 'confirmed', 'pending', 'rescheduled', 'confirmed', 'cancelled'];

/**
 * Demo data: two salons with services, stations, staff and appointments from two weeks
 * ago to two weeks ahead, and one admin. Idempotent: does nothing once the demo salon exists.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ id: salons.id }).from(salons).where(eq(salons.id, DEMO_SALON_ID));
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayInZone(now, DEFAULT_TIMEZONE);
  const year = today.slice(0, 4);
  const daysOff = [addDays(today, 9), `${year}-12-25`, `${year}-12-26`];

  await db.transaction(async (tx) => {
    await createAccount(tx, { role: 'admin', email: 'admin@example.com', fullName: 'Ada Admin' }, null, passwordHash);
    for (const seed of SALONS) {
      const [salon] = await tx
        .insert(salons)
        .values({
          id: seed.id,
          name: seed.name,
          customSubdomain: seed.slug,
          email: seed.email,
          phoneNumber: seed.phone,
          address: seed.address,
          city: seed.city,
          country: 'Hungary',
          openingHours: DEFAULT_OPENING_HOURS,
          description: seed.description,
          stationsEnabled: seed.stations.length > 1,
          stylistsEnabled: seed.stylists ?? false,
          timezone: DEFAULT_TIMEZONE,
          daysOff,
          instagramUrl: `https://instagram.com/${seed.slug.replaceAll('-', '')}`,
          currencyCode: seed.currency,
        })
        .returning();
      const staffIds: string[] = [];
      for (const account of seed.accounts) staffIds.push(await createAccount(tx, account, salon.id, passwordHash));
      const stationRows = await tx
        .insert(stations)
        .values(seed.stations.map(({ name }) => ({ salonId: salon.id, name })))
        .returning();
      const serviceRows = await tx
        .insert(services)
        .values(
          seed.services.map((s) => ({
            salonId: salon.id,
            name: s.name,
            category: s.category,
            durationMinutes: s.duration,
            price: s.price,
            tooltip: s.tooltip,
            currencyCode: seed.currency,
            processingStartMinutes: s.processing?.[0] ?? null,
            processingMinutes: s.processing?.[1] ?? 0,
          })),
        )
        .returning();
      const limits = stationRows.flatMap((station, i) =>
        serviceRows
          .filter((service) => seed.stations[i].categories?.includes(service.category ?? ''))
          .map((service) => ({ stationId: station.id, serviceId: service.id })),
      );
      if (limits.length) await tx.insert(stationServices).values(limits);
      const stylists = await addStylists(tx, seed, salon.id, staffIds, serviceRows);
      const schedulingStations = stationRows.map((station) => ({
        id: station.id,
        isActive: true,
        serviceIds: limits.filter((l) => l.stationId === station.id).map((l) => l.serviceId),
      }));
      // The day's appointments never overlap each other; each sits on a station that can take
      // its service. Where a second station can take it (and the salon works with stations), a
      // second customer is served at the same time by the other staff member: parallel lanes,
      // and times that are fully booked for those services.
      // With stylists, each goes to a stylist who does the service, works then and is free (or
      // to nobody), so the demo agrees with the stylists' hours.
      const rows = demoAppointments(today, daysOff, serviceRows).flatMap((a, i) => {
        const suitable = suitableStationIds(schedulingStations, a.serviceId);
        const placed = { ...a, salonId: salon.id, stationId: suitable[i % suitable.length], staffId: staffIds[i % staffIds.length] };
        if (!salon.stationsEnabled || suitable.length < 2) return [placed];
        const partner = { stationId: suitable[(i + 1) % suitable.length], staffId: staffIds.length > 1 ? staffIds[(i + 1) % staffIds.length] : null };
        return [placed, { ...placed, ...demoCustomer(i + 1), ...partner }];
      });
      if (stylists) assignStylists(rows, stylists);
      await tx.insert(appointments).values(rows);
    }
  });
  return true;
}

/** Makes the seed's stylists bookable with their hours and services; null for a salon without stylists. */
async function addStylists(
  tx: Pick<Db, 'insert' | 'update'>,
  seed: SalonSeed,
  salonId: string,
  staffIds: string[],
  serviceRows: { id: string; category: string | null }[],
): Promise<SchedulingStylist[] | null> {
  if (!seed.stylists) return null;
  const stylists: SchedulingStylist[] = [];
  for (const [i, account] of seed.accounts.entries()) {
    if (!account.stylist) continue;
    const { hours, categories } = account.stylist;
    const serviceIds = categories ? serviceRows.filter((s) => categories.includes(s.category ?? '')).map((s) => s.id) : [];
    await tx.update(users).set({ bookable: true }).where(eq(users.id, staffIds[i]));
    await tx.insert(stylistHours).values(hours.map((span) => ({ salonId, userId: staffIds[i], weekday: span.weekday, fromTime: span.from, toTime: span.to })));
    if (serviceIds.length) await tx.insert(stylistServices).values(serviceIds.map((serviceId) => ({ userId: staffIds[i], serviceId })));
    stylists.push({ id: staffIds[i], name: account.fullName, serviceIds, hours, daysOff: [] });
  }
  return stylists;
}

/** Gives each appointment the first stylist who does its service, works then and is free; else none. */
function assignStylists(rows: { serviceId?: string | null; startTime: Date; endTime: Date; staffId?: string | null }[], stylists: SchedulingStylist[]) {
  const taken = new Map<string, { start: number; end: number }[]>(stylists.map((s) => [s.id, []]));
  for (const row of rows) {
    const start = row.startTime.getTime();
    const end = row.endTime.getTime();
    const date = todayInZone(row.startTime, DEFAULT_TIMEZONE);
    const stylist = stylists.find(
      (s) =>
        stylistDoes(s, row.serviceId) &&
        workingIntervals(s, date, DEFAULT_TIMEZONE).some((w) => w.start <= start && end <= w.end) &&
        !taken.get(s.id)!.some((t) => t.start < end && start < t.end),
    );
    row.staffId = stylist?.id ?? null;
    if (stylist) taken.get(stylist.id)!.push({ start, end });
  }
}

async function createAccount(
  tx: Pick<Db, 'insert'>,
  account: { role: Role; email: string; fullName: string },
  salonId: string | null,
  passwordHash: string,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ role: account.role, email: account.email, fullName: account.fullName, salonId })
    .returning({ id: users.id });
  await tx.insert(authAccounts).values({ userId: user.id, email: account.email, passwordHash });
  return user.id;
}

/** The n-th demo customer's name, phone and (two times in three) e-mail. */
function demoCustomer(n: number) {
  const customer = DEMO_CUSTOMERS[n % DEMO_CUSTOMERS.length];
  return {
    customerName: customer,
    customerPhone: `+36 30 ${String(1000000 + n * 7919).slice(0, 3)} ${String(1000 + n).slice(-4)}`,
    customerEmail: n % 3 === 2 ? null : `${customer.split(' ')[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com`,
  };
}

/**
 * Up to three appointments per open day: 30 minutes after opening (any length), four hours
 * after opening (up to 90 minutes) and two hours before closing (up to 90 minutes) — so
 * they never overlap.
 */
function demoAppointments(
  today: string,
  daysOff: string[],
  serviceRows: { id: string; durationMinutes: number }[],
) {
  const short = serviceRows.filter((s) => s.durationMinutes <= 90);
  const rows: Omit<typeof appointments.$inferInsert, 'salonId'>[] = [];
  let n = 0;
  for (let offset = -14; offset <= 14; offset++) {
    const date = addDays(today, offset);
    const hours = normalizeDay(DEFAULT_OPENING_HOURS[weekdayOf(date)!]);
    if (!hours || daysOff.includes(date)) continue;
    const open = parseTimeOfDay(hours.start)!;
    const close = parseTimeOfDay(hours.end)!;
    const starts = [open + 30, open + 240, close - 120].filter((start, i) => i < 2 || start >= open + 360);
    for (const [i, start] of starts.entries()) {
      if ((offset + i) % 4 === 3) continue; // leave gaps so the calendar is not uniform
      const service = i === 0 ? serviceRows[n % serviceRows.length] : short[n % short.length];
      const startTime = zonedToInstant(date, formatTimeOfDay(start), DEFAULT_TIMEZONE)!;
      const statuses = offset < 0 ? PAST_STATUSES : FUTURE_STATUSES;
      rows.push({
        serviceId: service.id,
        ...demoCustomer(n),
        notes: n % 5 === 0 ? 'First visit' : null,
        startTime,
        endTime: new Date(startTime.getTime() + service.durationMinutes * 60_000),
        status: statuses[n % statuses.length],
        location: 'Main Salon',
      });
      n++;
    }
  }
  return rows;
}
