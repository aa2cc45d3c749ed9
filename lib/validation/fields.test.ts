import { serverMessages } from '@/lib/i18n/server-messages';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DATE_MESSAGE,
  calendarDate,
  currencyCode,
  guid,
  isGuid,
  optionalPhone,
  optionalText,
  requiredDate,
  requiredText,
  requiredTime,
  salonId,
  timeOfDay,
  tooLong,
} from '@/lib/validation/fields';
import { PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH, isPhoneNumber } from '@/lib/validation/phone';

/** The messages of a failed parse (none when it passes). */
const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const ID = '00000000-0000-0000-0000-0000000000aa';

describe('tooLong', () => {
  it("names the field and its limit, in the field's own words in each language", () => {
    expect(serverMessages('en')(tooLong('notes', 500))).toBe('Notes must be at most 500 characters');
    expect(serverMessages('hu')(tooLong('salonName', 100))).toBe('A szalon neve legfeljebb 100 karakter lehet');
  });
});

describe('requiredText', () => {
  const schema = requiredText('Name is required').max(5, tooLong('fullName', 5));

  it('trims what it accepts', () => {
    expect(schema.parse('  Anna ')).toBe('Anna');
  });

  it.each([undefined, null, 42, '', '   '])('refuses %j with its message only', (value) => {
    expect(messagesOf(schema, value)).toEqual(['Name is required']);
  });
});

describe('optionalText', () => {
  const schema = optionalText('notes', 5);

  it('trims, collapses whitespace to one line, and turns blank or missing into null', () => {
    expect(schema.parse(' a  b ')).toBe('a b');
    expect(schema.parse('a\nb')).toBe('a b');
    for (const empty of ['', '   ', null, undefined]) expect(schema.parse(empty)).toBeNull();
  });

  it('refuses more than the limit after trimming, and values that are not text', () => {
    expect(schema.parse('  12345  ')).toBe('12345');
    expect(messagesOf(schema, '123456').map(serverMessages('en'))).toEqual(['Notes must be at most 5 characters']);
    expect(messagesOf(schema, 5).map(serverMessages('en'))).toEqual(['Notes must be text']);
  });
});

describe('ids', () => {
  it('accept any 8-4-4-4-12 hex id, in either case, as Postgres does', () => {
    for (const id of [ID, ID.toUpperCase(), '7a1c0e52-0000-0000-0000-000000000001']) {
      expect(isGuid(id)).toBe(true);
      expect(guid().parse(id)).toBe(id);
    }
  });

  it('refuse anything else with the field message, and isGuid agrees with the field', () => {
    for (const bad of ['', 'x', `${ID}0`, ID.replace('a', 'g'), 42, null]) {
      expect(isGuid(bad)).toBe(false);
      expect(messagesOf(guid('Unknown appointment'), bad)).toEqual(['Unknown appointment']);
    }
  });

  it('salonId may be left out (the caller acts on their own salon)', () => {
    expect(salonId.parse(undefined)).toBeUndefined();
    expect(salonId.parse(ID)).toBe(ID);
    expect(salonId.safeParse('not-a-salon').success).toBe(false);
  });
});

describe('times', () => {
  it.each(['00:00', '09:30', '23:59'])('accept %s', (time) => {
    expect(timeOfDay('Bad time').parse(time)).toBe(time);
  });

  it.each(['9:30', '24:00', '12:60', '10:00:00', ' 10:00', '', 930])('refuse %j', (time) => {
    expect(messagesOf(timeOfDay('Bad time'), time)).toEqual(['Bad time']);
  });

  it('requiredTime trims, then reports missing and malformed times apart', () => {
    const schema = requiredTime('Time is required', 'Bad time');
    expect(schema.parse(' 10:15 ')).toBe('10:15');
    expect(messagesOf(schema, ' ')).toEqual(['Time is required']);
    expect(messagesOf(schema, '25:00')).toEqual(['Bad time']);
  });
});

describe('dates', () => {
  it('accept real calendar days only', () => {
    expect(calendarDate().parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '05/01/2026', 20260105]) {
      expect(messagesOf(calendarDate(), bad)).toEqual([DATE_MESSAGE]);
    }
    expect(serverMessages('en')(DATE_MESSAGE)).toBe('Please enter a date as yyyy-MM-dd');
  });

  it('take the field message, and requiredDate reports missing and malformed days apart', () => {
    expect(messagesOf(calendarDate('Bad date'), '2026-02-30')).toEqual(['Bad date']);
    const schema = requiredDate('Date is required', 'Bad date');
    expect(schema.parse(' 2026-11-24 ')).toBe('2026-11-24');
    expect(messagesOf(schema, '')).toEqual(['Date is required']);
    expect(messagesOf(schema, '2026-11-31')).toEqual(['Bad date']);
  });
});

describe('currencyCode', () => {
  it('accepts three capital letters and refuses anything else with the field message', () => {
    expect(currencyCode('Choose a currency').parse('EUR')).toBe('EUR');
    for (const bad of ['eur', 'EURO', 'E1R', '', undefined]) expect(messagesOf(currencyCode('Choose a currency'), bad)).toEqual(['Choose a currency']);
  });
});

describe('the phone rule', () => {
  it('takes digits, plus, dash and spaces with at least 6 digits', () => {
    for (const phone of ['+36 30 123 4567', '06-30-1234567', '123456']) expect(isPhoneNumber(phone)).toBe(true);
    for (const phone of ['12345', '+-+', 'call me', '+36 (30) 123 4567', '+36 30 123 4567 ext 2']) expect(isPhoneNumber(phone)).toBe(false);
  });

  it('optionalPhone: trimmed, blank is null, at most 20 characters, else the one message', () => {
    expect(optionalPhone.parse('  +36 30 123 4567 ')).toBe('+36 30 123 4567');
    expect(optionalPhone.parse('  ')).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeNull();
    expect(optionalPhone.parse('+36 (30) 123.4567')).toBe('+36 30 1234567');
    expect(messagesOf(optionalPhone, '30 1234567 ext 2')).toEqual([PHONE_INVALID_MESSAGE]);
    expect(messagesOf(optionalPhone, 'call us')).toEqual([PHONE_INVALID_MESSAGE]);
    expect(messagesOf(optionalPhone, '1'.repeat(PHONE_MAX_LENGTH + 1))).toEqual([tooLong('phoneNumber', PHONE_MAX_LENGTH)]);
    expect(serverMessages('en')(PHONE_INVALID_MESSAGE)).toBe('Please enter a valid phone number.');
  });
});
