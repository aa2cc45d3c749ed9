import 'server-only';
import { randomUUID } from 'node:crypto';
import { effectiveDuration, instantToZonedParts, layOutVisit, type TimeSlot } from '@/lib/scheduling';
import { sqlState } from '@/lib/server/db-errors';
import { writeAs } from '@/lib/data-internal/change-actor';
import { insertUnlessOverlapping } from '@/lib/data-internal/lane-placement';
import { appointmentMessagesSql, messagesQueued, newAppointmentKeys, newAppointmentRow } from '@/features/messages/queue';
import type { BookingRequest } from '@/lib/validation/booking';
import type { Locale } from '@/lib/i18n/locale';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { publicVisitDay, slotAt, toSlotViews, type SlotRefusal, type SlotView } from './day-slots';
import { type BookingSalon, type PlannedPart } from './public-services';

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

type VisitFacts = { salon: BookingSalon; input: BookingRequest; language: Locale; now: Date; status: AppointmentStatus };

/** The visit's day: its slots and each part's possible stylists. */
export function visitDay(salon: BookingSalon, date: string, parts: readonly PlannedPart[], now: Date, exclude: readonly string[] = []) {
  return publicVisitDay(salon, date, parts, now, exclude);
}

export type VisitBooked = { appointmentId: string; manageToken: string; endTime: string; parts: BookedPart[]; stylistName?: string };

/**
 * Books the visit at `input.time`: the slot must be one the day offers; then the first free
 * station with each part's first free stylist (least booked first), all parts in one
 * transaction. A lost race (23P01, or a stylist the database refuses: 23514) reads the day
 * again and tries once more. The refusal carries the day's fresh slots.
 */
export async function bookVisit(parts: readonly PlannedPart[], facts: VisitFacts): Promise<VisitBooked | { code: SlotRefusal | 'STYLIST_UNAVAILABLE'; slots?: SlotView[] }> {
  const { salon, input, now } = facts;
  let slots: TimeSlot[] = [];
  for (let round = 0; round < 2; round++) {
    const day = await visitDay(salon, input.date, parts, now);
    slots = day.slots;
    if (salon.stylistsEnabled && parts.some((part, i) => part.stylistId && day.stylists[i].length === 0)) return { code: 'STYLIST_UNAVAILABLE' };
    const slot = slotAt(salon, input.date, input.time, slots, now);
    if (typeof slot === 'string') return { code: slot, slots: toSlotViews(slots) };
    for (const lane of slot.freeLanes ?? []) {
      const booked = await placeVisit(parts, slot, lane, day.stylists.flat(), facts);
      if (booked) return booked;
    }
  }
  return { code: 'SLOT_TAKEN', slots: toSlotViews((await visitDay(salon, input.date, parts, now)).slots) };
}

class VisitLost extends Error {
  constructor() {
    super('visit lost');
  }
}

async function placeVisit(parts: readonly PlannedPart[], slot: TimeSlot, lane: string, stylists: readonly { id: string; name: string }[], facts: VisitFacts): Promise<VisitBooked | null> {
  const { salon, input, language, now, status } = facts;
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
  const withMessages = appointmentMessagesSql(newAppointmentRow({
    ...{ id: keys[0].id, manageToken: keys[0].manageToken, salonId: salon.id, timezone: salon.timezone, salon: salon.contact, stylistsEnabled: salon.stylistsEnabled },
    ...{ serviceName: parts.map((part) => part.service.name).join(' + '), customerName: input.customerName, customerEmail: input.customerEmail ?? null, customerPhone: input.customerPhone },
    ...{ start, end, staffId: staffIds[0], stylistName: stylistNames.join(', ') || null, language },
    parts: booked.map((part) => ({ serviceName: part.serviceName, from: part.startTime, to: part.endTime, stylistName: salon.stylistsEnabled ? part.stylistName : null })),
  }), 'booked', now);
  try {
    await writeAs('visitor', async (tx) => {
      // Last part first: each part then finds its follower, and keeps no clean-up (the database's rule).
      for (let i = parts.length - 1; i >= 0; i--) {
        const row = await insertUnlessOverlapping({
          ...keys[i],
          salonId: salon.id,
          serviceId: parts[i].service.id,
          stationId: salon.stationsEnabled ? lane : null,
          staffId: staffIds[i],
          ...{ customerName: input.customerName, customerPhone: input.customerPhone, customerEmail: input.customerEmail ?? null, notes: input.notes ?? null },
          ...{ startTime: new Date(layout[i].start), endTime: new Date(layout[i].end), status, csrfToken: input.csrfToken, language, visitId },
        }, 'visitor', { db: tx, withMessages: i === 0 ? withMessages : null });
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
    endTime: clock(end.getTime()),
    parts: booked,
    ...(stylistNames.length ? { stylistName: stylistNames.join(', ') } : {}),
  };
}
