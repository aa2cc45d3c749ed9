import 'server-only';
import { randomUUID } from 'node:crypto';
import { effectiveDuration, instantToZonedParts, layOutVisit, type TimeSlot } from '@/lib/scheduling';
import { sqlState } from '@/lib/server/db-errors';
import { writeAs } from '@/lib/data-internal/change-actor';
import { insertUnlessOverlapping } from '@/lib/data-internal/lane-placement';
import { appointmentMessagesSql, messagesQueued, newAppointmentKeys, newAppointmentRow } from '@/features/messages/queue';
import type { Locale } from '@/lib/i18n/locale';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { publicVisitDay, slotAt, toSlotViews, type SlotRefusal, type SlotService, type SlotView } from './day-slots';
import type { BookingSalon } from './public-services';

/**
 * Several services in one visit (issue 34 item 2, docs/decisions.md "Several services in one
 * visit"): one appointment per part, sharing a visit id, laid end to end on ONE station in the
 * order chosen, each with its own stylist. The day's times come from the same sweep as a single
 * service's (publicVisitDay); the parts are inserted in ONE transaction, last part first (the
 * database then drops the clean-up of every part but the last), so a conflict in any part leaves
 * nothing booked. The lane exclusion constraint is the only guarantee.
 */

/** A booked part as the confirmation shows it. */
export type BookedPart = { serviceName: string; startTime: string; endTime: string; stylistName?: string };

/** The visit's time and its client as the booking form (public or staff's) gave them. */
export type VisitRequest = {
  date: string;
  time: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail?: string | null;
  notes?: string | null;
  csrfToken?: string | null;
  internalNotes?: string | null;
  customerInstagram?: string | null;
};

/**
 * Who books: a visitor (the public page: the salon's minimum notice and the day's future times)
 * or a staff member (a phone call, a walk-in: any time of the day's grid, even one begun; the
 * preferred station first).
 */
export type VisitBooker = 'visitor' | { userId: string; preferredLane: string | null };

type VisitFacts = { salon: BookingSalon; input: VisitRequest; language: Locale; now: Date; status: AppointmentStatus; by: VisitBooker };

/** Staff may book any time of the day's grid: the sweep's clock starts before every day. */
const BEFORE_EVERY_DAY = new Date(0);

/** The visit's day: its slots and each part's possible stylists. */
export function visitDay(salon: BookingSalon, date: string, parts: readonly VisitPlanPart[], now: Date, by: VisitBooker = 'visitor') {
  return by === 'visitor' ? publicVisitDay(salon, date, parts, now) : publicVisitDay({ ...salon, minNoticeMinutes: 0 }, date, parts, BEFORE_EVERY_DAY);
}

export type VisitBooked = { appointmentId: string; manageToken: string; start: Date; end: Date; stationId: string | null; endTime: string; parts: BookedPart[]; stylistName?: string };

/** A part of a visit to book: its service (name, length, segments) and its stylist (undefined: any). */
export type VisitPlanPart = { service: SlotService & { name: string }; stylistId?: string };

/**
 * Books the visit at `input.time`: the slot must be one the day offers; then the first free
 * station with each part's first free stylist (least booked first), all parts in one
 * transaction. A lost race (23P01, or a stylist the database refuses: 23514) reads the day
 * again and tries once more. The refusal carries the day's fresh slots.
 */
export async function bookVisit(parts: readonly VisitPlanPart[], facts: VisitFacts): Promise<VisitBooked | { code: SlotRefusal | 'STYLIST_UNAVAILABLE'; slots?: SlotView[] }> {
  const { salon, input, now, by } = facts;
  let slots: TimeSlot[] = [];
  for (let round = 0; round < 2; round++) {
    const day = await visitDay(salon, input.date, parts, now, by);
    slots = day.slots;
    if (salon.stylistsEnabled && parts.some((part, i) => part.stylistId && day.stylists[i].length === 0)) return { code: 'STYLIST_UNAVAILABLE' };
    const slot = slotAt(salon, input.date, input.time, slots, now);
    if (typeof slot === 'string') return { code: slot, slots: toSlotViews(slots) };
    for (const lane of preferredFirst(slot.freeLanes ?? [], by === 'visitor' ? null : by.preferredLane)) {
      const booked = await placeVisit(parts, slot, lane, day.stylists.flat(), facts);
      if (booked) return booked;
    }
  }
  return { code: 'SLOT_TAKEN', slots: toSlotViews((await visitDay(salon, input.date, parts, now, by)).slots) };
}

/** The free lanes with the preferred one first (staff chose a station); only it when it is not free, so the visit is refused rather than put elsewhere. */
function preferredFirst(free: readonly string[], preferred: string | null): readonly string[] {
  return preferred ? free.filter((lane) => lane === preferred) : free;
}

class VisitLost extends Error {
  constructor() {
    super('visit lost');
  }
}

async function placeVisit(parts: readonly VisitPlanPart[], slot: TimeSlot, lane: string, stylists: readonly { id: string; name: string }[], facts: VisitFacts): Promise<VisitBooked | null> {
  const { salon, input, language, now, status, by } = facts;
  const visitId = randomUUID();
  const layout = layOutVisit(slot.start.getTime(), parts.map((part) => part.service), (service) => effectiveDuration(service.durationMinutes));
  const staffIds = parts.map((_, i) => (salon.stylistsEnabled ? (slot.partStylists?.[i][0] ?? null) : null));
  const nameOf = (staffId: string | null) => stylists.find((s) => s.id === staffId)?.name;
  const keys = parts.map(() => newAppointmentKeys());
  const start = new Date(layout[0].start);
  const end = new Date(layout[layout.length - 1].end);
  const stylistNames = [...new Set(staffIds.map(nameOf).filter((name) => name !== undefined))];
  const clock = (at: number) => instantToZonedParts(new Date(at), salon.timezone).time;
  const booked: BookedPart[] = parts.map((part, i) => ({
    ...{ serviceName: part.service.name, startTime: clock(layout[i].start), endTime: clock(layout[i].end) },
    ...(nameOf(staffIds[i]) ? { stylistName: nameOf(staffIds[i]) } : {}),
  }));
  // A visit staff record after it began gets no confirmation: there is nothing to look forward to.
  const event = by === 'visitor' ? 'booked' : start > now ? 'booked_by_staff' : null;
  const withMessages = event && appointmentMessagesSql(newAppointmentRow({
    ...{ id: keys[0].id, manageToken: keys[0].manageToken, salonId: salon.id, timezone: salon.timezone, salon: salon.contact, stylistsEnabled: salon.stylistsEnabled },
    ...{ serviceName: parts.map((part) => part.service.name).join(' + '), customerName: input.customerName, customerEmail: input.customerEmail ?? null, customerPhone: input.customerPhone },
    ...{ start, end, staffId: staffIds[0], stylistName: stylistNames.join(', ') || null, language },
    parts: booked.map((part) => ({ serviceName: part.serviceName, from: part.startTime, to: part.endTime, stylistName: salon.stylistsEnabled ? part.stylistName : null })),
  }), event, now);
  try {
    const actor = by === 'visitor' ? by : { userId: by.userId };
    await writeAs(actor, async (tx) => {
      // Last part first: each part then finds its follower, and keeps no clean-up (the database's rule).
      for (let i = parts.length - 1; i >= 0; i--) {
        const row = await insertUnlessOverlapping({
          ...keys[i],
          salonId: salon.id,
          serviceId: parts[i].service.id,
          stationId: salon.stationsEnabled ? lane : null,
          staffId: staffIds[i],
          ...{ customerName: input.customerName, customerPhone: input.customerPhone, customerEmail: input.customerEmail ?? null, notes: input.notes ?? null },
          ...{ internalNotes: input.internalNotes ?? null, customerInstagram: input.customerInstagram ?? null },
          ...{ startTime: new Date(layout[i].start), endTime: new Date(layout[i].end), status, csrfToken: input.csrfToken ?? null, language, visitId },
        }, actor, { db: tx, withMessages: i === 0 ? withMessages : null });
        if (!row) throw new VisitLost();
      }
    });
  } catch (error) {
    if (error instanceof VisitLost || sqlState(error) === '23514') return null;
    throw error;
  }
  messagesQueued();
  return {
    appointmentId: keys[0].id,
    manageToken: keys[0].manageToken,
    ...{ start, end, stationId: salon.stationsEnabled ? lane : null },
    endTime: clock(end.getTime()),
    parts: booked,
    ...(stylistNames.length ? { stylistName: stylistNames.join(', ') } : {}),
  };
}
