import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from '@/lib/calendar/ics';
import { instantToZonedParts, zonedToInstant } from '@/lib/scheduling/zoned-time';

const BUD = 'Europe/Budapest';
const event = {
  uid: 'abc@salon',
  start: zonedToInstant('2026-10-25', '14:30', BUD)!,
  end: zonedToInstant('2026-10-25', '15:30', BUD)!,
  summary: "Women's Haircut, Luxe; Beauty\\Studio",
  description: 'Line one\nLine two',
  location: 'Andrássy út 12, Budapest',
  stamp: new Date('2026-10-01T08:00:00Z'),
};

/** The event as a calendar parser nobody here wrote reads it (Mozilla's ical.js). */
function parsed(ics: string) {
  return new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
}

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('uses CRLF line endings only', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives the times in UTC, with no zone to declare', () => {
    // 14:30 on the day the clocks go back is CET (UTC+1) again.
    expect(lines).toContain('DTSTART:20261025T133000Z');
    expect(lines).toContain('DTEND:20261025T143000Z');
    expect(lines).toContain('DTSTAMP:20261001T080000Z');
    expect(ics).not.toContain('VTIMEZONE');
  });

  // Afternoons on both clock-change days and the nights around them: a parser gives back the
  // booked instant, which is the booked wall time in the salon's zone.
  it.each([
    ['2026-03-29', '01:30'],
    ['2026-03-29', '03:00'],
    ['2026-03-29', '14:30'],
    ['2026-10-25', '02:30'],
    ['2026-10-25', '14:30'],
  ])('stays right across a clock change (%s %s) as ical.js reads it', (date, time) => {
    const start = zonedToInstant(date, time, BUD)!;
    const read = parsed(buildIcs({ ...event, start, end: new Date(start.getTime() + 3_600_000) }));
    expect(read.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(instantToZonedParts(read.startDate.toJSDate(), BUD)).toMatchObject({ date, time });
    expect(read.endDate.toJSDate().getTime() - read.startDate.toJSDate().getTime()).toBe(3_600_000);
  });

  it('escapes text', () => {
    expect(lines).toContain("SUMMARY:Women's Haircut\\, Luxe\\; Beauty\\\\Studio");
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(parsed(ics).summary).toBe(event.summary);
  });

  it('marks a cancelled booking', () => {
    expect(buildIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('is a file to add (PUBLISH) at revision 0 unless told otherwise', () => {
    expect(lines).toContain('METHOD:PUBLISH');
    expect(parsed(ics).sequence).toBe(0);
    expect(parsed(buildIcs({ ...event, sequence: 3 })).sequence).toBe(3);
  });
});

describe('buildIcs with an invitation', () => {
  const invite = { organizer: { name: 'Luxe "Beauty" Studio', email: 'hello@luxe.test' }, attendee: { name: 'Anna Kovács', email: 'anna@example.com' } };
  const read = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const person = (name: string) => ({ cn: vevent.getFirstProperty(name)!.getParameter('cn'), value: vevent.getFirstPropertyValue(name) });
    return { method: calendar.getFirstPropertyValue('method'), sequence: new ICAL.Event(vevent).sequence, organizer: person('organizer'), attendee: person('attendee'), partstat: vevent.getFirstProperty('attendee')!.getParameter('partstat') };
  };

  it('asks the calendar to add or update the entry (REQUEST), organised by the salon, the client already accepted', () => {
    expect(read(buildIcs({ ...event, sequence: 2 }, invite))).toEqual({
      method: 'REQUEST',
      sequence: 2,
      organizer: { cn: 'Luxe  Beauty  Studio', value: 'mailto:hello@luxe.test' },
      attendee: { cn: 'Anna Kovács', value: 'mailto:anna@example.com' },
      partstat: 'ACCEPTED',
    });
  });

  it('asks it to remove a cancelled one (CANCEL)', () => {
    expect(read(buildIcs({ ...event, cancelled: true, sequence: 3 }, invite))).toMatchObject({ method: 'CANCEL', sequence: 3 });
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ő'.repeat(100)}`);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ő'.repeat(100)}`);
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Cut')).toBe('SUMMARY:Cut');
  });
});
