/**
 * The `@date-fns/tz` (TZDate) candidate for lib/scheduling/zoned-time's two conversions, kept
 * for bench/zoned-time.ts. Same contract as the Intl core: null for a bad date or time and for
 * a wall time in the spring-forward gap, RangeError for an unknown zone.
 */
import { TZDate } from '@date-fns/tz';
import { weekdayFromIndex } from '@/lib/scheduling/opening-hours';
import { parseTimeOfDay } from '@/lib/scheduling/time-of-day';
import type { ZonedParts } from '@/lib/scheduling/zoned-time';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

export function zonedToInstantTZDate(date: string, time: string, timeZone: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  const minutes = parseTimeOfDay(time);
  if (!match || minutes === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const zoned = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone);
  if (Number.isNaN(zoned.getTime())) throw new RangeError(`Invalid time zone: ${timeZone}`);
  // TZDate rolls 2026-02-30 over and moves a gap time forward (02:30 -> 03:30): neither exists.
  const exists = zoned.getMonth() === month - 1 && zoned.getDate() === day && zoned.getHours() * 60 + zoned.getMinutes() === minutes;
  return exists ? new Date(zoned.getTime()) : null;
}

export function instantToZonedPartsTZDate(instant: Date, timeZone: string): ZonedParts {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
    weekday: weekdayFromIndex(zoned.getDay()),
  };
}
