/**
 * Where one public booking's time goes, step by step, on real PostgreSQL: each step of
 * createPublicBooking's path through the gate (a salon and service's first booking, or the first
 * after a change) run on its own, one booking at a time (no contention), and the whole call (from
 * the second on, checked from memory in one statement) beside a bare INSERT for scale (DESIGN §8).
 * Wall time per step includes its round trips.
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/booking-profile.ts
 *
 * Env: BENCH_ROUNDS (default 300).
 */
import pg from 'pg';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { dateRefusal, openDaySlots, slotAt } from '@/features/booking/data/day-slots';
import { openBookingGate } from '@/features/booking/data/booking-gate';
import { appointmentMessagesSql, newAppointmentKeys, newAppointmentRow } from '@/features/messages/data/outbox';
import { insertUnlessOverlapping } from '@/lib/data-internal/lane-placement';
import { closeDb, getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { salons, services } from '@/lib/db/schema';
import { formatLongDate } from '@/lib/format/dates';
import { addDays, formatTimeOfDay, instantToZonedParts, todayInZone } from '@/lib/scheduling';
import { withinInputLimits } from '@/lib/validation/input-guard';
import { BOOKING_INPUT_LIMITS, firstMissingInOrder, validateBookingOrder } from '@/lib/validation/booking';
import { sanitizeProfile } from '@/lib/validation/sanitize';
import { bareInsert } from './support/bare-insert';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 300;
const ALL_DAY = { start_time: '00:00', end_time: '23:45', is_closed: false };
const OPEN_EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ALL_DAY]));
const SLOTS_PER_DAY = 95;

const timings = new Map<string, number[]>();
async function timed<T>(step: string, run: () => T | Promise<T>): Promise<T> {
  const t0 = performance.now();
  const value = await run();
  const list = timings.get(step) ?? timings.set(step, []).get(step)!;
  list.push(performance.now() - t0);
  return value;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (run through scripts/with-postgres.sh)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(pgRunner(client));

  const db = await getDb();
  const newSalon = async (name: string) => {
    const [salon] = await db.insert(salons).values({ name, customSubdomain: `${name}-${Date.now().toString(36)}`, openingHours: OPEN_EVERY_DAY }).returning();
    const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Quick', durationMinutes: 15, price: 1000, currencyCode: 'HUF' }).returning();
    return { salonId: salon.id, serviceId: service.id };
  };
  const steps = await newSalon('profile-steps');
  const whole = await newSalon('profile-whole');
  const bare = await newSalon('profile-bare');
  const today = todayInZone(new Date(), 'Europe/Budapest');
  // From the day after tomorrow: late in the evening tomorrow's first hours are inside the 2-hour minimum notice.
  const at = (n: number) => ({ date: addDays(today, 2 + Math.floor(n / SLOTS_PER_DAY)), time: formatTimeOfDay((n % SLOTS_PER_DAY) * 15) });
  const payload = (target: { salonId: string; serviceId: string }, n: number) => ({
    ...target,
    ...at(n),
    customerName: `Profile ${n}`,
    customerPhone: '+36 30 123 4567',
    customerEmail: 'profile@example.com',
    notes: 'Load test',
    csrfToken: 'profile-token',
  });

  for (let n = 0; n < ROUNDS; n++) {
    const now = new Date();
    const raw = payload(steps, n);
    const input = await timed('1 size, order, sanitise, zod', () => {
      withinInputLimits(raw, BOOKING_INPUT_LIMITS);
      firstMissingInOrder(raw);
      const validated = validateBookingOrder(sanitizeProfile('booking', raw).data);
      if (!validated.ok) throw new Error(validated.message);
      return validated.data;
    });
    const gate = await timed('2-3 rate limit, salon + service + stations, no-show policy (1 statement)', () =>
      openBookingGate(input, { bucket: 'booking', key: `profile-${n}`, rule: { limit: 10, windowMs: 600_000 } }, now),
    );
    const { salon, service } = gate.found!;
    const slots = await timed("4 the day's rules at the asked time (no stylists: no bookings read)", async () => {
      dateRefusal(salon, input.date, now);
      return openDaySlots(salon, input.date, service!, now, gate.stations, input.time);
    });
    const slot = await timed('5 slot lookup', () => slotAt(salon, input.date, input.time, slots, now));
    if (typeof slot === 'string') throw new Error(slot);
    const { id, manageToken } = newAppointmentKeys();
    const withMessages = await timed('6 the messages as facts (confirmation + notice)', () =>
      appointmentMessagesSql(
        newAppointmentRow({
          ...{ id, manageToken, salonId: salon.id, timezone: salon.timezone, salon: salon.contact, stylistsEnabled: false, serviceName: service!.name },
          ...{ customerName: input.customerName, customerEmail: input.customerEmail ?? null, customerPhone: input.customerPhone, start: slot.start, end: slot.end },
          ...{ staffId: null, stylistName: null, language: 'en' },
        }),
        'booked',
        now,
      ),
    );
    await timed('7 insert + messages (one statement)', () =>
      insertUnlessOverlapping(
        { id, manageToken, salonId: salon.id, serviceId: service!.id, customerName: input.customerName, customerPhone: input.customerPhone, customerEmail: input.customerEmail ?? null, notes: input.notes ?? null, startTime: slot.start, endTime: slot.end, status: 'confirmed', csrfToken: input.csrfToken, language: 'en' },
        'visitor',
        { withMessages },
      ),
    );
    await timed('8 confirmation labels', () => [formatLongDate(input.date, { language: 'en' }), instantToZonedParts(slot.end, salon.timezone).time]);

    await timed('createPublicBooking (whole)', async () => {
      const result = await createPublicBooking(payload(whole, n), { clientAddress: `profile-whole-${n}`, csrfCookie: 'profile-token' });
      if (!result.ok) throw new Error(result.message);
    });
    await timed('bare INSERT', () => bareInsert(client, bare, at(n).date, at(n).time, `Bare ${n}`));
  }

  // The first rounds warm up connections, JIT and caches: the medians skip them.
  const rows = [...timings].map(([step, values]) => ({ step, 'median ms': +median(values.slice(20)).toFixed(3) }));
  const sum = rows.filter((row) => /^\d/.test(row.step)).reduce((total, row) => total + row['median ms'], 0);
  console.log(`rounds=${ROUNDS}, one booking at a time`);
  console.table([...rows, { step: 'sum of steps 1-8', 'median ms': +sum.toFixed(3) }]);
  await client.end();
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
