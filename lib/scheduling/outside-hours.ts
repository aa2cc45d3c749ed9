import { dateAvailability, openHoursOn } from './dates';
import type { OpeningHours } from './opening-hours';
import { parseTimeOfDay } from './time-of-day';
import { weekdayOf } from './zoned-time';

const capitalised = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

/**
 * Why a staff booking of `time` on `date` for `durationMinutes` (wall clock in the salon's zone)
 * falls outside the salon's opening hours, or null when it fits them. Staff may still book it,
 * but only after confirming this reason ('The salon closes at 18:00 on Monday.').
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
}): string | null {
  const day = dateAvailability({ date, openingHours, daysOff });
  const hours = openHoursOn({ date, openingHours, daysOff });
  if (!day.available || !hours) return `${day.reason ?? 'The salon is closed that day'}.`;
  const weekday = capitalised(weekdayOf(date) ?? '');
  const start = parseTimeOfDay(time);
  if (start === null || start < parseTimeOfDay(hours.start)!) return `The salon opens at ${hours.start} on ${weekday}.`;
  if (start + durationMinutes > parseTimeOfDay(hours.end)!) return `The salon closes at ${hours.end} on ${weekday}.`;
  return null;
}
