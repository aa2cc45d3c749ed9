import { stylistDoes, workingIntervals, type SchedulingStylist } from './stylists';
import { instantToZonedParts } from './zoned-time';

/**
 * Why a stylist's appointment no longer fits them after the owner changed their hours, days off,
 * services or bookable flag: the booking check's rule (stylistDoes, workingIntervals; the database's
 * stylist_can_serve and stylist_works), applied to an appointment already booked. Pure.
 */
export type MisfitReason = 'notBookable' | 'service' | 'dayOff' | 'hours';

type Placed = { serviceId: string | null; startTime: Date; endTime: Date };

export function stylistMisfit(stylist: SchedulingStylist, bookable: boolean, appointment: Placed, timeZone: string): MisfitReason | null {
  if (!bookable) return 'notBookable';
  if (!stylistDoes(stylist, appointment.serviceId)) return 'service';
  const date = instantToZonedParts(appointment.startTime, timeZone).date;
  if (stylist.daysOff.includes(date)) return 'dayOff';
  const start = appointment.startTime.getTime();
  const end = appointment.endTime.getTime();
  return workingIntervals(stylist, date, timeZone).some((span) => span.start <= start && end <= span.end) ? null : 'hours';
}
