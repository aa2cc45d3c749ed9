import { describe, expect, it } from 'vitest';
import { message } from '@/lib/i18n/message';
import { serverMessages } from '@/lib/i18n/server-messages';
import { ACCESS_MESSAGES } from '@/lib/server/access';

const en = serverMessages('en');
const hu = serverMessages('hu');

describe('messages into words', () => {
  it('writes a key in each language', () => {
    expect(en(ACCESS_MESSAGES.FORBIDDEN)).toBe("You don't have permission to access this page.");
    expect(hu(ACCESS_MESSAGES.FORBIDDEN)).toBe('Nincs jogosultsága ennek az oldalnak a megtekintéséhez.');
  });

  it('fills typed values: text, a day in the reader’s own date format, a count, and a list of messages', () => {
    const anna = message('Errors.blockConflictAtStation', { customer: 'Anna Kovács', day: '2026-11-03', range: '12:30 – 13:30', station: 'Chair 1' });
    const bea = message('Errors.blockConflict', { customer: 'Bea Szabó', day: '2026-11-04', range: '09:00 – 09:45' });
    const overlap = message('Errors.blockOverlapsAppointments', { appointments: [anna, bea], more: 2 });
    expect(en(overlap)).toBe('This time overlaps booked appointments. Move or cancel them first: Anna Kovács, 3 Nov 2026 12:30 – 13:30, Chair 1; Bea Szabó, 4 Nov 2026 09:00 – 09:45 and 2 more.');
    expect(hu(overlap)).toBe(
      'Ez az idő ütközik lefoglalt időpontokkal. Először helyezze át vagy mondja le őket: Anna Kovács, 2026. nov. 3. 12:30 – 13:30, Chair 1; Bea Szabó, 2026. nov. 4. 09:00 – 09:45 és még 2 további.',
    );
    expect(en(message('Errors.blockOverlapsAppointments', { appointments: [anna], more: 0 }))).toBe(
      'This time overlaps booked appointments. Move or cancel them first: Anna Kovács, 3 Nov 2026 12:30 – 13:30, Chair 1.',
    );
  });

  it("names a visitor's closed weekday in their language", () => {
    expect(en(message('Closures.regular', { weekday: 'monday' }))).toBe('Regular closure (closed on Mondays)');
    expect(hu(message('Closures.regular', { weekday: 'monday' }))).not.toContain('Monday');
  });

  it('leaves words, unknown keys and broken values as they are', () => {
    expect(hu('Please sign in.')).toBe('Please sign in.');
    expect(hu('Errors.noSuchKey')).toBe('Errors.noSuchKey');
    expect(hu('Errors.blockConflict|{broken')).toBe('Errors.blockConflict|{broken');
    expect(hu('')).toBe('');
  });
});
