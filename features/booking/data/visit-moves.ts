import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { appointments, services } from '@/lib/db/schema';
import { classifyDbError, sqlState } from '@/lib/server/db-errors';
import { layOutVisit, type TimeSlot } from '@/lib/scheduling';
import { writeAs } from '@/lib/data-internal/change-actor';
import { segmentColumns } from '@/lib/data-internal/segment-columns';
import { queueAppointmentMessages } from '@/features/messages/queue';
import type { SchedulingSalon } from './public-services';
import type { VisitRequestPart } from './day-slots';

/**
 * A visit moved from its manage link (issue 34 item 2): every part together, to the new start,
 * in ONE transaction, or none. Each part keeps its booked length and segments (the copy: only
 * the last part has a clean-up) and, where visitors choose stylists, its stylist; the whole
 * visit goes to one station.
 */

/** A live part of a visit as a move needs it. */
export type MovablePart = VisitRequestPart & { id: string; start: Date; end: Date; staffId: string | null; serviceActive: boolean };

/** The visit's live parts in order, each asking the day for its own length, segments and stylist. */
export async function movableParts(visitId: string, salon: SchedulingSalon): Promise<MovablePart[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: appointments.id, start: appointments.startTime, end: appointments.endTime, staffId: appointments.staffId, serviceId: services.id, serviceActive: services.isActive, segments: segmentColumns(appointments) })
    .from(appointments)
    .leftJoin(services, and(eq(services.id, appointments.serviceId), eq(services.salonId, appointments.salonId)))
    .where(and(eq(appointments.visitId, visitId), ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.startTime));
  return rows.map((row) => ({
    ...{ id: row.id, start: row.start, end: row.end, staffId: row.staffId, serviceActive: Boolean(row.serviceId && row.serviceActive) },
    service: { id: row.serviceId ?? '', durationMinutes: Math.round((row.end.getTime() - row.start.getTime()) / 60_000), ...row.segments },
    stylistId: salon.stylistsEnabled ? (row.staffId ?? undefined) : undefined,
  }));
}

class VisitLost extends Error {
  constructor(readonly gone: boolean) {
    super('visit lost');
  }
}

/**
 * Moves every part to `slot` on `lane`, each with its first free stylist (its own, where kept),
 * in one transaction: later first when the visit moves later, earlier first when it moves
 * earlier, so no part meets the visit's own old claims. Each update holds only while the part
 * is still live at its old start. 'moved', 'gone' (changed meanwhile) or 'lost' (the constraint
 * refused it: nothing changed).
 */
export async function moveVisit(parts: readonly MovablePart[], slot: TimeSlot, lane: string | null, salon: SchedulingSalon, now: Date): Promise<'moved' | 'gone' | 'lost'> {
  const layout = layOutVisit(slot.start.getTime(), parts.map((part) => part.service), (service) => service.durationMinutes);
  const order = parts.map((_, i) => i);
  if (slot.start > parts[0].start) order.reverse();
  try {
    await writeAs('visitor', async (db: Db) => {
      for (const i of order) {
        const staffId = salon.stylistsEnabled ? (slot.partStylists?.[i][0] ?? null) : parts[i].staffId;
        const [row] = await db
          .update(appointments)
          .set({ startTime: new Date(layout[i].start), endTime: new Date(layout[i].end), stationId: salon.stationsEnabled ? lane : null, staffId, updatedAt: new Date() })
          .where(and(eq(appointments.id, parts[i].id), ne(appointments.status, 'cancelled'), eq(appointments.startTime, parts[i].start)))
          .returning({ id: appointments.id });
        if (!row) throw new VisitLost(true);
      }
      await queueAppointmentMessages(db, parts[0].id, 'rescheduled_by_customer', now);
    });
    return 'moved';
  } catch (error) {
    if (error instanceof VisitLost) return 'gone';
    if (classifyDbError(error) === 'overlap' || sqlState(error) === '23514') return 'lost';
    throw error;
  }
}
