/**
 * An iCalendar (RFC 5545) file for one appointment. Its times are UTC (DTSTART:…Z, RFC 5545
 * §3.3.5 form 2): a calendar app shows them in its own zone, so a clock change between booking
 * and visit cannot shift them, and no VTIMEZONE is needed for a single event. Pure: no Node or
 * DOM APIs.
 */

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string | null;
  cancelled?: boolean;
  /** Not yet confirmed (STATUS:TENTATIVE). */
  tentative?: boolean;
  /** The event's revision (SEQUENCE): rises with every change; 0 is left out. */
  sequence?: number;
  /** DTSTAMP; defaults to now. */
  stamp?: Date;
};

/** A person on an invitation: the name shown (CN) and the address. */
export type IcsPerson = { name: string; email: string };

/**
 * An e-mailed entry the recipient's calendar acts on (RFC 5546, iTIP): METHOD:REQUEST adds or
 * updates the event (the higher SEQUENCE wins), METHOD:CANCEL removes it. The salon organises;
 * the client attends, already accepted, with no reply asked for.
 */
export type IcsInvite = { organizer: IcsPerson; attendee: IcsPerson };

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/** RFC 5545 §3.1 folding: lines of at most 75 octets, continuations start with a space. */
export function foldLine(line: string): string {
  // Most lines are short: a UTF-16 unit is at most 3 octets of UTF-8 (a pair, 4).
  if (line.length * 3 <= 75 || (line.length <= 75 && !/[^\x00-\x7f]/.test(line))) return line;
  const parts: string[] = [];
  let from = 0;
  let bytes = 0;
  for (let at = 0; at < line.length; ) {
    const codePoint = line.codePointAt(at)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : units === 2 ? 4 : 3;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines lose one octet to the space
    if (bytes + size > limit) {
      parts.push(line.slice(from, at));
      from = at;
      bytes = 0;
    }
    bytes += size;
    at += units;
  }
  parts.push(line.slice(from));
  return parts.join('\r\n ');
}

/** An instant as an iCalendar UTC date-time ('20261025T133000Z'). */
function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A CN parameter value: quoted, without the characters a quoted value cannot hold (RFC 5545 §3.2). */
function commonName(name: string): string {
  return `"${name.replace(/["\r\n]/g, ' ').trim()}"`;
}

/** The VEVENT lines of one event (with its organizer and attendee on an invitation). */
function eventLines(event: IcsEvent, invite?: IcsInvite): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    ...(invite
      ? [
          `ORGANIZER;CN=${commonName(invite.organizer.name)}:mailto:${invite.organizer.email}`,
          `ATTENDEE;CN=${commonName(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invite.attendee.email}`,
        ]
      : []),
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

function calendar(prodId: string, method: IcsMethod, head: string[], events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//Salon Booking//${prodId}//EN`, 'CALSCALE:GREGORIAN', `METHOD:${method}`, ...head, ...events.flat(), 'END:VCALENDAR'];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The method of an invitation for `event`, as a calendar file's METHOD and a text/calendar part's `method=`. */
export function inviteMethod(event: Pick<IcsEvent, 'cancelled'>): IcsMethod {
  return event.cancelled ? 'CANCEL' : 'REQUEST';
}

/** One appointment: a file to add (PUBLISH), or with `invite` an e-mailed entry the calendar updates or removes. */
export function buildIcs(event: IcsEvent, invite?: IcsInvite): string {
  return calendar('Appointment', invite ? inviteMethod(event) : 'PUBLISH', [], [eventLines(event, invite)]);
}

/**
 * A subscription calendar (features/feeds): every event with its UID and SEQUENCE; a client
 * replaces what it holds with what the feed says. `name` is the calendar's title in the app
 * (X-WR-CALNAME), `refreshHours` a suggested polling interval (REFRESH-INTERVAL, RFC 7986).
 */
export function buildIcsFeed(feed: { name: string; refreshHours: number; events: IcsEvent[] }): string {
  const head = [`NAME:${escapeText(feed.name)}`, `X-WR-CALNAME:${escapeText(feed.name)}`, `REFRESH-INTERVAL;VALUE=DURATION:PT${feed.refreshHours}H`, `X-PUBLISHED-TTL:PT${feed.refreshHours}H`];
  return calendar('Calendar feed', 'PUBLISH', head, feed.events.map((event) => eventLines(event)));
}
