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
  return offDutyReason(stylist, appointment, timeZone);
}

/**
 * Whether an appointment falls when its stylist is off: on one of their days off ('dayOff'), or
 * not within one of their working spans that day ('hours', a weekday they never work included).
 * The day schedule flags such an appointment.
 */
export function offDutyReason(stylist: SchedulingStylist, appointment: Omit<Placed, 'serviceId'>, timeZone: string): 'dayOff' | 'hours' | null {
  const date = instantToZonedParts(appointment.startTime, timeZone).date;
  if (stylist.daysOff.includes(date)) return 'dayOff';
  const start = appointment.startTime.getTime();
  const end = appointment.endTime.getTime();
  return workingIntervals(stylist, date, timeZone).some((span) => span.start <= start && end <= span.end) ? null : 'hours';
}
