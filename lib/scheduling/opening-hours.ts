import { parseTimeOfDay, formatTimeOfDay } from './time-of-day';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Opening hours as stored (salons.opening_hours, jsonb): keyed by weekday, each day in one of
 * three shapes — `{ start_time, end_time, is_closed }` (admin form), `'closed'`, or a list
 * whose first entry has `{ start, end }`. Anything else for a day means closed.
 */
export type OpeningHours = Partial<Record<Weekday, unknown>> | null | undefined;

/** Normalised hours of one day ('HH:mm', end after start), or null when closed. */
export type DayHours = { start: string; end: string } | null;

export type AdminDayHours = { start_time: string; end_time: string; is_closed: boolean };

export type OperatingHoursRow = {
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: number;
  start_time: string | null;
  end_time: string | null;
  is_closed: boolean;
};

/** Spec point 9: hours a new salon starts with (admin-form shape). */
export const DEFAULT_OPENING_HOURS: Record<Weekday, AdminDayHours> = {
  monday: { start_time: '09:00', end_time: '18:00', is_closed: false },
  tuesday: { start_time: '09:00', end_time: '18:00', is_closed: false },
  wednesday: { start_time: '09:00', end_time: '18:00', is_closed: false },
  thursday: { start_time: '09:00', end_time: '18:00', is_closed: false },
  friday: { start_time: '09:00', end_time: '20:00', is_closed: false },
  saturday: { start_time: '10:00', end_time: '16:00', is_closed: false },
  sunday: { start_time: '10:00', end_time: '16:00', is_closed: true },
};

/** Spec point 9: every day's hours for slot generation when a salon has no hours at all. */
export const NO_HOURS_GIVEN_DEFAULT = { start: '10:00', end: '17:00' } as const;

/** Spec point 9 "helper default": the range for time lists built without a salon's hours. */
export const HELPER_DEFAULT_HOURS = { start: '09:00', end: '18:00' } as const;

/** Weekday of a JavaScript day index (0 = Sunday, as Date#getUTCDay). */
export function weekdayFromIndex(index: number): Weekday {
  return WEEKDAYS[(index + 6) % 7];
}

function parseRange(start: unknown, end: unknown): DayHours {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null || to === null || to <= from) return null;
  return { start: formatTimeOfDay(from), end: formatTimeOfDay(to) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A day's time range (kept even when the day is closed, for the admin form) and closure. */
type DayReading = { range: DayHours; closed: boolean };

function readDay(input: unknown): DayReading {
  if (Array.isArray(input)) {
    const first: unknown = input[0];
    const range = isRecord(first) ? parseRange(first.start, first.end) : null;
    return { range, closed: range === null };
  }
  if (isRecord(input)) {
    const range = parseRange(input.start_time, input.end_time);
    // Open only when is_closed is false or absent: a non-boolean flag is garbage, so closed.
    const open = input.is_closed === false || input.is_closed === undefined;
    return { range, closed: !open || range === null };
  }
  // 'closed', and every other value, means closed.
  return { range: null, closed: true };
}

/** Normalises one day in any accepted shape; invalid input (bad times, end <= start) is closed. */
export function normalizeDay(input: unknown): DayHours {
  return openRange(readDay(input));
}

function openRange({ range, closed }: DayReading): DayHours {
  return closed ? null : range;
}

/** True when no hours were given at all: not an object, or an object without weekday keys. */
function noHoursGiven(hours: OpeningHours): boolean {
  return !isRecord(hours) || !WEEKDAYS.some((day) => day in hours);
}

function readWeek(hours: OpeningHours): (day: Weekday) => DayReading {
  if (noHoursGiven(hours)) return () => ({ range: { ...NO_HOURS_GIVEN_DEFAULT }, closed: false });
  return (day) => readDay(hours?.[day]);
}

/**
 * All seven days normalised. Without any hours every day gets NO_HOURS_GIVEN_DEFAULT; when
 * hours exist, a missing day is closed. Never throws.
 */
export function normalizeOpeningHours(hours: OpeningHours): Record<Weekday, DayHours> {
  const read = readWeek(hours);
  return Object.fromEntries(WEEKDAYS.map((day) => [day, openRange(read(day))])) as Record<Weekday, DayHours>;
}

/** One row per weekday, Sunday (0) first; a closed day keeps its times when they are valid. */
export function toOperatingHoursRows(hours: OpeningHours): OperatingHoursRow[] {
  const read = readWeek(hours);
  return WEEKDAYS.map((_, index) => {
    const { range, closed } = read(weekdayFromIndex(index));
    return { day_of_week: index, start_time: range?.start ?? null, end_time: range?.end ?? null, is_closed: closed };
  });
}
