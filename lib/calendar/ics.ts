/**
 * An iCalendar (RFC 5545) file for one appointment, in the salon's own time zone:
 * DTSTART;TZID=… with a VTIMEZONE built from the zone's real transitions (via Intl), so
 * calendar apps show the right time even across a clock change. Pure: no Node or DOM APIs.
 */
import { instantToZonedParts, offsetAt } from '@/lib/scheduling/zoned-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
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

/** The zone's offset changes between `from` and `to`, to the minute. */
export function zoneTransitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  for (let day = from; day < to; day += DAY) {
    const before = offsetAt(day, timeZone);
    const after = offsetAt(day + DAY, timeZone);
    if (before === after) continue;
    let low = day;
    let high = day + DAY;
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid, timeZone) === before) low = mid;
      else high = mid;
    }
    found.push({ at: high, from: before, to: after });
  }
  return found;
}

/** A VTIMEZONE valid from a year before to a year after `around`. */
function vtimezone(timeZone: string, around: Date): string[] {
  const from = around.getTime() - YEAR;
  const base = offsetAt(from, timeZone);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, offsetFrom: number, offsetTo: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${wallStamp(at, offsetFrom)}`,
    `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
    `TZOFFSETTO:${formatOffset(offsetTo)}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance('STANDARD', from, base, base),
    ...zoneTransitions(timeZone, from, around.getTime() + YEAR).flatMap((t) =>
      observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', t.at, t.from, t.to),
    ),
    'END:VTIMEZONE',
  ];
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
