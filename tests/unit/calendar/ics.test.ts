import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, zoneTransitions } from '@/lib/calendar/ics';
import { zonedToInstant } from '@/lib/scheduling/zoned-time';

const BUD = 'Europe/Budapest';
const event = {
  uid: 'abc@salon',
  start: zonedToInstant('2026-10-25', '14:30', BUD)!,
  end: zonedToInstant('2026-10-25', '15:30', BUD)!,
  timeZone: BUD,
  summary: "Women's Haircut, Luxe; Beauty\\Studio",
  description: 'Line one\nLine two',
  location: 'Andrássy út 12, Budapest',
  stamp: new Date('2026-10-01T08:00:00Z'),
};

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('uses CRLF line endings only', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives wall times in the salon zone with TZID, on a DST day', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Budapest:20261025T143000');
    expect(lines).toContain('DTEND;TZID=Europe/Budapest:20261025T153000');
    expect(lines).toContain('DTSTAMP:20261001T080000Z');
  });

  it('declares the zone with its real transitions', () => {
    expect(lines).toContain('TZID:Europe/Budapest');
    // Spring forward 2026-03-29 02:00 CET, fall back 2026-10-25 03:00 CEST.
    expect(ics).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT');
    expect(ics).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD');
  });

  it('escapes text', () => {
    expect(lines).toContain("SUMMARY:Women's Haircut\\, Luxe\\; Beauty\\\\Studio");
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('marks a cancelled booking', () => {
    expect(buildIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
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

describe('zoneTransitions', () => {
  it('finds no transition in a zone without DST', () => {
    expect(zoneTransitions('Asia/Tokyo', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([]);
  });
});
