import { randomUUID } from 'node:crypto';
import type { Caller } from '@/lib/server/access';
import { stylistHours, stylistServices, timeBlockOccurrences, timeBlocks, users } from '@/lib/db/schema';
import { getDb } from './db';

type MemberSpec = {
  name: string;
  role?: 'owner' | 'staff';
  bookable?: boolean;
  /** [ISO weekday, 'HH:mm', 'HH:mm'] spans. */
  hours?: [number, string, string][];
  serviceIds?: string[];
  daysOff?: string[];
};

/** A member of `salonId` with their hours and services, as the Staff screen would store them; returns the row and a Caller for them. */
export async function addMember(salonId: string, spec: MemberSpec) {
  const db = await getDb();
  const role = spec.role ?? 'staff';
  const [member] = await db
    .insert(users)
    .values({ salonId, role, fullName: spec.name, email: `${randomUUID()}@stylists.test`, bookable: spec.bookable ?? true, daysOff: spec.daysOff ?? [] })
    .returning({ id: users.id, publicId: users.publicId, fullName: users.fullName });
  if (spec.hours?.length) {
    await db.insert(stylistHours).values(spec.hours.map(([weekday, fromTime, toTime]) => ({ salonId, userId: member.id, weekday, fromTime, toTime })));
  }
  if (spec.serviceIds?.length) await db.insert(stylistServices).values(spec.serviceIds.map((serviceId) => ({ userId: member.id, serviceId })));
  const caller: Caller = { userId: member.id, role, salonId };
  return { ...member, caller };
}

/** A one-off block on one stylist's lane (the database claims the lane from the occurrence). */
export async function blockStylist(salonId: string, staffId: string, occurrence: { date: string; start: Date; end: Date; fromTime: string; toTime: string }) {
  const db = await getDb();
  const [block] = await db
    .insert(timeBlocks)
    .values({ salonId, scope: 'stylist', staffId, reason: 'Training', firstDate: occurrence.date, fromTime: occurrence.fromTime, toTime: occurrence.toTime })
    .returning({ id: timeBlocks.id });
  await db.insert(timeBlockOccurrences).values({ blockId: block.id, salonId, occursOn: occurrence.date, startTime: occurrence.start, endTime: occurrence.end });
}
