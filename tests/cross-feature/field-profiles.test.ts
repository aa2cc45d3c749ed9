import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentSearchSchema } from '@/features/appointments/schema/search';
import { SERVICE_MESSAGES, serviceFormSchema } from '@/features/services/schema';
import { dayOffSchema } from '@/features/settings/schema';
import { EDIT_APPOINTMENT_MESSAGES, appointmentEditSchema, availabilityCheckSchema } from '@/lib/validation/appointment-edit';
import { DATE_MESSAGE, DATE_RANGE, decimalInput, isCalendarDate, optionalFreeText, optionalText, requiredText } from '@/lib/validation/fields';
import { cleanFreeText, cleanName } from '@/lib/validation/sanitize';
import { serverMessages } from '@/lib/i18n/server-messages';

// What a hostile caller hides in text: bidi overrides and isolates, zero-width characters,
// C0/C1 controls, NUL (Postgres refuses it in text) and lone surrogates.
const HIDDEN = ['\u202E', '\u2066', '\u200B', '\uFEFF', '\u0007', '\u0000', '\u009B', '\uDC00', '\uD800'];
const INVISIBLE_OR_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDFFF]/u;

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the name profile', () => {
  it.each(HIDDEN)('removes %j wherever it hides', (hidden) => {
    expect(cleanName(`${hidden}An${hidden}na ${hidden}Kovács${hidden}`)).toBe('Anna Kovács');
  });

  it('keeps a name to one line, without markup, NFC-normalised', () => {
    expect(cleanName(' Anna\r\n\tE\u0301va <b>Nagy</b> ')).toBe('Anna Éva Nagy');
    expect(cleanName('🧑‍🦰 Zoé')).toBe('🧑‍🦰 Zoé');
  });
});

describe('the free-text profile', () => {
  it('keeps line breaks (CRLF as LF, at most one blank line) and cleans the rest like a name', () => {
    expect(cleanFreeText(' Line one\u202E \r\n\r\n\r\n\r\n\tLine\u0000 two <script>x</script>\n')).toBe('Line one\n\nLine two');
  });
});

describe('field atoms', () => {
  it('store cleaned text in one-line and multi-line fields', () => {
    expect(optionalText('city', 50).parse('Buda\u202Epest\u0000')).toBe('Budapest');
    expect(optionalFreeText('notes', 50).parse('a\u200B\nb\uD800')).toBe('a\nb');
  });

  it('refuse required text that is nothing but invisible characters or markup, with the field\u2019s message', () => {
    for (const value of ['\u0000\u200B\u202E', '<b></b>', '\uD800']) expect(messagesOf(requiredText('Name is required'), value)).toEqual(['Name is required']);
  });

  it('treat optional text that cleans to nothing as empty', () => {
    expect(optionalText('city', 50).parse('\u0000\u200B')).toBeNull();
  });

  it('measure limits on the cleaned text', () => {
    expect(optionalText('city', 3).parse('\u200Babc\u200B')).toBe('abc');
    expect(messagesOf(optionalText('city', 3), 'abcd').map(serverMessages('en'))).toEqual(['City must be at most 3 characters']);
  });
});

describe('the number profile', () => {
  it.each([
    [16, 16],
    ['16', 16],
    [' 16 ', 16],
    ['-2.5', -2.5],
    [-0, 0],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j is %j', (input, expected) => {
    expect(decimalInput(input)).toBe(expected);
  });

  it.each(['0x10', '1e3', '+16', 'Infinity', '16px', '1_000', '٣', true, {}])('%j is not a decimal number', (input) => {
    expect(decimalInput(input)).toBeNaN();
  });

  it('refuses non-decimal minutes with each field\u2019s message', () => {
    const service = { name: 'Cut', category: '', price_on_request: true, price: null, currency_code: 'HUF', tooltip: '', is_active: true, station_ids: [] };
    expect(messagesOf(serviceFormSchema, { ...service, duration_minutes: '0x10' })).toEqual([SERVICE_MESSAGES.wholeMinutes]);
    expect(messagesOf(serviceFormSchema, { ...service, duration_minutes: '1e309' })).toEqual([SERVICE_MESSAGES.wholeMinutes]);
    const check = { date: '2026-05-04', time: '10:00', durationMinutes: '0x10' };
    expect(messagesOf(availabilityCheckSchema, check)).toHaveLength(1);
    expect(messagesOf(appointmentSearchSchema, { page: '0x10' })).toHaveLength(1);
    expect(messagesOf(appointmentSearchSchema, { page: Infinity })).toHaveLength(1);
  });
});

describe('the date profile', () => {
  it.each(['2026-02-30', '9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01', '2026-1-1', ' 2026-01-01', '2026-01-01\u0000'])('%j is refused', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it('accepts every real day of the range', () => {
    for (const date of [DATE_RANGE.first, '2028-02-29', DATE_RANGE.last]) expect(isCalendarDate(date)).toBe(true);
  });

  it('refuses an out-of-range day with each field\u2019s message, never further', () => {
    expect(messagesOf(availabilityCheckSchema, { date: '9999-12-31', time: '10:00' })).toEqual([EDIT_APPOINTMENT_MESSAGES.invalidDate]);
    expect(messagesOf(dayOffSchema, { date: '9999-12-31' })).toEqual([DATE_MESSAGE]);
    expect(messagesOf(appointmentSearchSchema, { from: '0000-01-01' })).toEqual([DATE_MESSAGE]);
  });
});

describe('staff fields clean like public ones', () => {
  it('an appointment edit stores no hidden characters in any text field', () => {
    const hostile = (text: string) => HIDDEN.join('') + text + HIDDEN.join('');
    const edit = appointmentEditSchema.parse({
      appointmentId: '00000000-0000-0000-0000-0000000000aa',
      service_name: hostile('Cut'),
      service_duration: 60,
      appointment_date: '2026-05-04',
      appointment_time: '10:00',
      location: hostile('Main'),
      customer_name: hostile('Anna'),
      customer_email: hostile('Anna@Example.com'),
      customer_phone: hostile('+36 30 123 4567'),
      customer_instagram: hostile('@anna'),
      notes: hostile('Notes'),
      internal_notes: hostile('Internal'),
    });
    for (const value of Object.values(edit)) if (typeof value === 'string') expect(value).not.toMatch(INVISIBLE_OR_CONTROL);
    expect(edit).toMatchObject({ customer_name: 'Anna', customer_email: 'anna@example.com', customer_phone: '+36 30 123 4567', notes: 'Notes' });
  });
});
