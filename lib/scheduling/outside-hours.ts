import { message, type Message } from '@/lib/i18n/message';
import { closureMessage, dateAvailability, openHoursOn } from './dates';
import type { OpeningHours } from './opening-hours';
import { parseTimeOfDay } from './time-of-day';
import { weekdayOf } from './zoned-time';

/**
 * Why a staff booking of `time` on `date` for `durationMinutes` (wall clock in the salon's zone)
 * falls outside the salon's opening hours, or null when it fits them. Staff may still book it,
 * but only after confirming this reason ('The salon closes at 18:00 on Monday.'), a message
 * the action renders in the reader's language.
 */
export function outsideOpeningHours({
  date,
  time,
  durationMinutes,
  openingHours,
  daysOff,
}: {
  date: string;
  time: string;
  durationMinutes: number;
  openingHours: OpeningHours;
  daysOff?: readonly string[] | null;
}): Message | null {
  const day = dateAvailability({ date, openingHours, daysOff });
  const hours = openHoursOn({ date, openingHours, daysOff });
  if (!day.available || !hours) return day.closure ? message('Errors.scheduling.closed', { reason: [closureMessage(day.closure)] }) : message('Errors.scheduling.closedThatDay');
  const weekday = weekdayOf(date) ?? '';
  const start = parseTimeOfDay(time);
  if (start === null || start < parseTimeOfDay(hours.start)!) return message('Errors.scheduling.opensAt', { time: hours.start, weekday });
  if (start + durationMinutes > parseTimeOfDay(hours.end)!) return message('Errors.scheduling.closesAt', { time: hours.end, weekday });
  return null;
}
