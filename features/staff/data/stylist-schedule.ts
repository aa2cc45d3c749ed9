import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { salons, services, stylistHours, stylistServices, users } from '@/lib/db/schema';
import { MEMBER_ROLES, STAFF_MESSAGES, type StylistScheduleData } from '@/features/staff/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { appointmentsToMove, comingAppointmentsOf, type AppointmentsToMove } from '@/lib/data-internal/appointments-to-move';
import { normalizeOpeningHours, todayInZone, WEEKDAYS, type WorkingSpan } from '@/lib/scheduling';
import { stylistMisfit } from '@/lib/scheduling/stylist-fit';

// Stylists on the owner's Staff screen (DESIGN §9): who takes appointments, when, which services,
// and the salon's switch that lets visitors choose one. Owners of the salon, admins for the one they name.

/** What the 'Hours & services' dialog and the salon switch need besides the member. */
export type StylistSettings = {
  stylistsEnabled: boolean;
  /** Today in the salon's zone: earlier days off are history and are dropped on the next save. */
  today: string;
  /** The salon's services (not deleted), by name. */
  services: { id: string; name: string }[];
  /** The salon's opening hours as spans: the dialog's 'Same as opening hours'. */
  openingSpans: WorkingSpan[];
};

export async function getStylistSettings(caller: Caller | null, salonId?: string | null): Promise<StylistSettings> {
  const id = scopedSalonId(caller, MANAGER_ROLES, salonId);
  const db = await getDb();
  const [salon] = await db.select({ stylistsEnabled: salons.stylistsEnabled, timezone: salons.timezone, openingHours: salons.openingHours }).from(salons).where(eq(salons.id, id));
  if (!salon) throw new AccessError('NOT_FOUND');
  const list = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.salonId, id), isNull(services.deletedAt)))
    .orderBy(asc(services.name));
  const week = normalizeOpeningHours(salon.openingHours as Parameters<typeof normalizeOpeningHours>[0]);
  const openingSpans = WEEKDAYS.flatMap((day, i) => {
    const hours = week[day];
    return hours ? [{ weekday: i + 1, from: hours.start, to: hours.end }] : [];
  });
  return { stylistsEnabled: salon.stylistsEnabled, today: todayInZone(new Date(), salon.timezone), services: list, openingSpans };
}

/** 'Customers choose a stylist': on, the booking page offers the salon's stylists and checks their hours. */
export async function setStylistsEnabled(caller: Caller | null, input: { salonId?: string; enabled: boolean }): Promise<ActionResult<{ enabled: boolean }>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  const updated = await db.update(salons).set({ stylistsEnabled: input.enabled }).where(eq(salons.id, id)).returning({ id: salons.id });
  if (!updated.length) throw new AccessError('NOT_FOUND');
  return ok({ enabled: input.enabled });
}

/**
 * Saves a member's bookable flag, weekly hours, days off and services in one transaction, the
 * member row locked for update: the booking trigger share-locks it, so a booking and this change
 * take turns. Appointments stay where they are; the answer lists the coming ones that no longer
 * fit (the booking check's rule), for the owner to move. Services not of the salon change nothing.
 */
export async function saveStylistSchedule(caller: Caller | null, data: StylistScheduleData): Promise<ActionResult<AppointmentsToMove, 'UNKNOWN_SERVICE'>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, data.salonId);
  if (!isGuid(data.userId)) throw new AccessError('NOT_FOUND');
  const serviceIds = data.all_services ? [] : [...new Set(data.service_ids)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.fullName, timezone: salons.timezone })
      .from(users)
      .innerJoin(salons, eq(salons.id, users.salonId))
      .where(and(eq(users.id, data.userId), eq(users.salonId, salonId), inArray(users.role, [...MEMBER_ROLES])))
      .for('update', { of: users });
    if (!member) throw new AccessError('NOT_FOUND');
    if (serviceIds.length) {
      const known = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.salonId, salonId), isNull(services.deletedAt), inArray(services.id, serviceIds)));
      if (known.length !== serviceIds.length) return fail('UNKNOWN_SERVICE', STAFF_MESSAGES.unknownService, { service_ids: STAFF_MESSAGES.unknownService });
    }
    await tx.update(users).set({ bookable: data.bookable, daysOff: data.days_off }).where(eq(users.id, member.id));
    await tx.delete(stylistHours).where(eq(stylistHours.userId, member.id));
    if (data.hours.length) await tx.insert(stylistHours).values(data.hours.map((span) => ({ salonId, userId: member.id, weekday: span.weekday, fromTime: span.from, toTime: span.to })));
    await tx.delete(stylistServices).where(eq(stylistServices.userId, member.id));
    if (serviceIds.length) await tx.insert(stylistServices).values(serviceIds.map((serviceId) => ({ userId: member.id, serviceId })));

    const stylist = { id: member.id, name: member.name ?? '', serviceIds, hours: data.hours, daysOff: data.days_off };
    const coming = await comingAppointmentsOf(tx, member.id);
    return ok(
      appointmentsToMove(coming, member.timezone, (appointment) => stylistMisfit(stylist, data.bookable, appointment, member.timezone)),
    );
  });
}
