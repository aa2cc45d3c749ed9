import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { schedulingStationsSql } from '@/lib/data-internal/salon-lanes';
import { serviceView } from '@/lib/data-internal/services-view';
import { getDb, type Db } from '@/lib/db/client';
import { salons, servicesWithCurrency as view } from '@/lib/db/schema';
import type { SchedulingStation } from '@/lib/scheduling';
import type { InsertCondition } from '@/lib/data-internal/lane-placement';
import { rateLimitHitSql, rateLimitVerdict, windowStartOf, type RateLimitResult, type RateLimitRule } from '@/lib/server/rate-limit';
import { salonContactColumns, schedulingSalonColumns, toSalonAndService, type SalonAndService } from './public-services';

const at = (name: string) => sql.placeholder(name);

/**
 * The public booking's first statement, built once per database and prepared (on PostgreSQL a
 * named statement, parsed once per connection): the rate limit's hit, the active salon with
 * the service when it is the salon's own active one, its stations when it uses them, and the
 * salon's no-show policy's verdict on the visitor (online_booking_refused, asked only when both
 * were found).
 */
function prepareGate(db: Db) {
  const hit = db
    .$with('hit', { hits: sql<number>`hits`, lockedUntil: sql<string | null>`"lockedUntil"` })
    .as(rateLimitHitSql(at('bucket'), at('key'), at('now'), at('windowStart')));
  return db
    .with(hit)
    .select({
      hits: sql<number>`hit.hits`.mapWith(Number),
      lockedUntil: sql<string | null>`hit."lockedUntil"`,
      salon: schedulingSalonColumns,
      contact: salonContactColumns,
      service: serviceView,
      version: salons.pageVersion,
      stations: sql<SchedulingStation[] | null>`CASE WHEN ${salons.stationsEnabled} THEN ${schedulingStationsSql()} END`,
      refused: sql<boolean>`CASE WHEN ${view.id} IS NOT NULL
        THEN public.online_booking_refused(${salons.id}, ${at('name')}::text, ${at('email')}::text, ${at('phone')}::text, ${at('now')}::timestamptz) END`,
    })
    .from(hit)
    .leftJoin(salons, and(eq(salons.id, sql`${at('salonId')}::uuid`), eq(salons.isActive, true)))
    .leftJoin(view, and(eq(view.id, sql`${at('serviceId')}::uuid`), eq(view.salonId, salons.id), eq(view.isActive, true)))
    .prepare('public_booking_gate');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareGate>>();

export type BookingGateRequest = {
  salonId: string;
  serviceId: string;
  customerName: string;
  customerEmail?: string;
  customerPhone: string;
};

/** Who asks, and the rate limit's bucket, key and rule they count against. */
export type BookingGateLimit = { bucket: string; key: string; rule: RateLimitRule };

/**
 * One round trip for what a public booking checks in the database before its day: the rate
 * limit counted (as hitRateLimit counts it), the salon and service (as findSalonAndService
 * reads them: null for an inactive or unknown salon, service null when not its active one),
 * the salon's stations (none when it does not use them) and whether the salon's no-show policy
 * refuses the visitor online (false without a service).
 */
export async function openBookingGate(
  request: BookingGateRequest,
  { bucket, key, rule }: BookingGateLimit,
  now: Date,
): Promise<{ limit: RateLimitResult; found: SalonAndService | null; stations: SchedulingStation[]; refused: boolean }> {
  const db = await getDb();
  const gate = prepared.get(db) ?? prepared.set(db, prepareGate(db)).get(db)!;
  const [row] = await gate.execute({
    bucket,
    key,
    now: now.toISOString(),
    windowStart: windowStartOf(rule, now),
    salonId: request.salonId,
    serviceId: request.serviceId,
    name: request.customerName,
    email: request.customerEmail ?? null,
    phone: request.customerPhone,
  });
  const limit = await rateLimitVerdict(bucket, key, rule, now, row);
  const found = row.salon ? toSalonAndService({ salon: row.salon, contact: row.contact!, service: row.service }) : null;
  const stations = row.stations ?? [];
  if (found?.service) remember(db, request, { version: row.version!, found: { salon: found.salon, service: found.service }, stations });
  return { limit, found, stations, refused: row.refused === true };
}

/** An active salon with its active service and stations, as the gate read them at `version` (salons.page_version). */
export type KnownGate = { version: number; found: { salon: SalonAndService['salon']; service: NonNullable<SalonAndService['service']> }; stations: SchedulingStation[] };

/**
 * What the gate read, per salon and service, kept so that the next booking of that service can
 * check its time in memory and ask the database in its one statement whether that is still so
 * (knownGateHolds). Bounded: cleared when full, like the zone offsets' cache.
 */
const known = new WeakMap<Db, Map<string, KnownGate>>();
const KNOWN_GATES_LIMIT = 1_000;
const knownKey = ({ salonId, serviceId }: Pick<BookingGateRequest, 'salonId' | 'serviceId'>) => `${salonId}/${serviceId}`;

function remember(db: Db, request: BookingGateRequest, gate: KnownGate) {
  const gates = known.get(db) ?? known.set(db, new Map()).get(db)!;
  if (gates.size >= KNOWN_GATES_LIMIT) gates.clear();
  gates.set(knownKey(request), gate);
}

/** The salon, service and stations the gate last read for this request's salon and service, if any. */
export async function knownGate(request: Pick<BookingGateRequest, 'salonId' | 'serviceId'>): Promise<KnownGate | null> {
  return known.get(await getDb())?.get(knownKey(request)) ?? null;
}

/**
 * openBookingGate's checks as the condition of the booking's own insert (insertUnlessOverlapping's
 * onlyIf), for a booking checked against a KnownGate: the rate limit's hit counted, the salon
 * still active and unchanged since `version` (so its service and stations are as known), the hit
 * within the limit and no lock on it, and the salon's no-show policy not refusing the visitor.
 * When any of it fails the statement fails and counts nothing: the caller then asks the gate.
 */
export function knownGateHolds(request: BookingGateRequest, { bucket, key, rule }: BookingGateLimit, now: Date, version: number): InsertCondition {
  return (bind) => {
    const at = bind('gate_now', now.toISOString());
    const salonId = bind('gate_salon', request.salonId);
    const hit = rateLimitHitSql(bind('gate_bucket', bucket), bind('gate_key', key), at, bind('gate_window_start', windowStartOf(rule, now)));
    return {
      ctes: [{ name: 'gate_hit', query: hit }],
      holds: sql`EXISTS (SELECT 1 FROM ${salons} WHERE ${salons.id} = ${salonId}::uuid AND ${salons.isActive} AND ${salons.pageVersion} = ${bind('gate_version', version)}::bigint)
        AND (SELECT hits <= ${bind('gate_limit', rule.limit)}::int AND "lockedUntil" IS NULL FROM gate_hit)
        AND NOT public.online_booking_refused(${salonId}::uuid, ${bind('gate_name', request.customerName)}::text,
          ${bind('gate_email', request.customerEmail ?? null)}::text, ${bind('gate_phone', request.customerPhone)}::text, ${at}::timestamptz)`,
    };
  };
}
