/**
 * An iCalendar (RFC 5545) file for one appointment, in the salon's own time zone:
 * DTSTART;TZID=… with a VTIMEZONE built from the zone's real transitions (via Intl), so
 * calendar apps show the right time even across a clock change. Pure: no Node or DOM APIs.
 */
import { instantToZonedParts, offsetAt } from '@/lib/scheduling/zoned-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
const YEAR = 366 * DAY;

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  description?: string;
  location?: string | null;
  cancelled?: boolean;
  /** DTSTAMP; defaults to now. */
  stamp?: Date;
};

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/** RFC 5545 §3.1 folding: lines of at most 75 octets, continuations start with a space. */
export function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to count.
  if (line.length <= 75 && !/[^\x00-\x7f]/.test(line)) return line;
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines lose one octet to the space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function localStamp(instant: Date, timeZone: string): string {
  const { date, time } = instantToZonedParts(instant, timeZone);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** Wall time of `ms` under a fixed offset, as an iCalendar local date-time. */
function wallStamp(ms: number, offset: number): string {
  const d = new Date(ms + offset);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

function formatOffset(offset: number): string {
  const minutes = Math.round(offset / MINUTE);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

type Transition = { at: number; from: number; to: number };

/**
 * The zone's offset changes between `from` and `to`, to the minute. It samples once a week and
 * bisects a week whose ends differ: no zone today changes its clocks twice within a week, and
 * a daily scan cost ~25 ms of CPU per calendar file, inside the booking's transaction.
 */
export function zoneTransitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let before = offsetAt(from, timeZone);
  for (let week = from; week < to; week += WEEK) {
    const after = offsetAt(week + WEEK, timeZone);
    if (before !== after) {
      let low = week;
      let high = week + WEEK;
      while (high - low > MINUTE) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(mid, timeZone) === before) low = mid;
        else high = mid;
      }
      found.push({ at: high, from: before, to: after });
    }
    before = after;
  }
  return found;
}

const vtimezones = new Map<string, string[]>();

/**
 * A VTIMEZONE valid from a year before to a year after `around`'s month, kept per zone and month
 * (a few dozen entries at most: bookings fall within the next weeks).
 */
function vtimezone(timeZone: string, around: Date): string[] {
  const month = Date.UTC(around.getUTCFullYear(), around.getUTCMonth(), 1);
  const key = `${timeZone} ${month}`;
  const cached = vtimezones.get(key);
  if (cached) return cached;
  const from = month - YEAR;
  const base = offsetAt(from, timeZone);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, offsetFrom: number, offsetTo: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${wallStamp(at, offsetFrom)}`,
    `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatOffset(offsetTo)}`,
    `END:${kind}`,
  ];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance('STANDARD', from, base, base),
    ...zoneTransitions(timeZone, from, month + YEAR + 31 * DAY).flatMap((t) => observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
  if (vtimezones.size >= 64) vtimezones.delete(vtimezones.keys().next().value!);
  vtimezones.set(key, lines);
  return lines;
}

export function buildIcs(event: IcsEvent): string {
  const tz = event.timeZone;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon Booking//Appointment//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(tz, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${tz}:${localStamp(event.start, tz)}`,
    `DTEND;TZID=${tz}:${localStamp(event.end, tz)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
