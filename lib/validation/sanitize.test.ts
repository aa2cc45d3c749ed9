import { describe, it, expect } from 'vitest';
import { BOOKING_FIELD_MESSAGES, validateBookingOrder } from '@/lib/validation/booking';
import {
  collapseWhitespace,
  removeInvisible,
  sanitizeField,
  sanitizeProfile,
  stripMarkup,
  type SanitizerPipeline,
} from '@/lib/validation/sanitize';

const clean = (pipeline: SanitizerPipeline, value: unknown) => sanitizeField(pipeline, value).value;

describe('stripMarkup', () => {
  it.each([
    ['<script>alert(1)</script>Anna', 'Anna'],
    ['<b>Bob</b>', 'Bob'],
    ['<img src=x onerror=alert(1)>Zed', 'Zed'],
    ['<b>unclosed', 'unclosed'],
    // Decoding reveals an unclosed <script>, which swallows the rest.
    ['<<b>script>alert(1)</script>Eve', ''],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<style>p{}</style><!-- c -->Hi', 'Hi'],
    // Entity tricks: decoding must not smuggle markup through.
    ['&lt;script&gt;alert(1)&lt;/script&gt;Anna', 'Anna'],
    ['&#60;b&#62;Bob&#60;/b&#62;', 'Bob'],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;Ida', 'Ida'],
    ['<scr\u0000ipt>alert(1)</script>Jo', 'Jo'],
  ])('%j → %j', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it('keeps plain text, decoding entities', () => {
    expect(stripMarkup('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(stripMarkup('Tom & Jerry')).toBe('Tom & Jerry');
    expect(stripMarkup('a < b > c')).toBe('a < b > c');
    expect(stripMarkup('I <3 curls')).toBe('I <3 curls');
  });
});

describe('removeInvisible', () => {
  it('drops controls, zero-width and bidi overrides but keeps emoji joiners', () => {
    expect(removeInvisible('A\u0007n\u200Bn\u202Ea\uFEFF\u2066')).toBe('Anna');
    const family = '👩\u200D👩\u200D👧';
    expect(removeInvisible(family)).toBe(family);
  });

  it('normalises to NFC', () => {
    const decomposed = 'E\u0301va'; // E + combining acute
    expect(removeInvisible(decomposed)).toBe('\u00C9va');
  });
});

describe('collapseWhitespace', () => {
  it('collapses runs and trims', () => {
    expect(collapseWhitespace('  Anna \t\n  Kovács \u00A0 ')).toBe('Anna Kovács');
  });
});

describe('sanitizeField', () => {
  it('preserves unicode names', () => {
    expect(clean('text', 'Kovács Éva')).toBe('Kovács Éva');
    expect(clean('text', 'Őrsi Ürsula 💇‍♀️')).toBe('Őrsi Ürsula 💇‍♀️');
    expect(clean('text', '  Anna\n\n  <i>Nagy</i>  ')).toBe('Anna Nagy');
  });

  it('drops markup and digit-grouping brackets, dots and slashes in phones, and keeps letters for the rule to refuse', () => {
    expect(clean('phone', '+36 (30) 123-4567')).toBe('+36 30 123-4567');
    expect(clean('phone', '06.30/123.4567 ext')).toBe('06301234567 ext');
    expect(clean('phone', '<script>alert(1)</script>+36   30')).toBe('+36 30');
  });

  it('lowercases e-mails without invisible characters and leaves markup and non-addresses to the validator', () => {
    expect(clean('email', '  Anna.Kovacs@Example.HU\u200B ')).toBe('anna.kovacs@example.hu');
    // Kept, so that the address pattern refuses them with the field's message.
    expect(clean('email', '<b>eva@example.com</b>')).toBe('<b>eva@example.com</b>');
    expect(clean('email', 'javascript:alert(1)@x.com')).toBe('javascript:alert(1)@x.com');
    expect(clean('email', 'onload=x@example.com')).toBe('onload=x@example.com');
    expect(clean('email', 'not an email')).toBe('not an email');
    expect(clean('email', 'éva@example.hu')).toBe('éva@example.hu');
    expect(clean('email', 'Anna%40gmail.com%2Cspy@evil.com')).toBe('anna%40gmail.com%2cspy@evil.com');
  });

  it('checks a limit without truncating', () => {
    expect(sanitizeField('text', 'abc', 3)).toEqual({ value: 'abc', tooLong: false });
    expect(sanitizeField('text', 'abcd', 3)).toEqual({ value: 'abcd', tooLong: true });
  });

  it('turns non-strings into empty strings', () => {
    expect(clean('text', 42)).toBe('');
    expect(clean('email', null)).toBe('');
  });

  it('throws on an unknown pipeline', () => {
    expect(() => sanitizeField('html' as SanitizerPipeline, 'x')).toThrow('Unknown sanitiser pipeline: html');
    expect(() => sanitizeField('toString' as SanitizerPipeline, 'x')).toThrow(/Unknown sanitiser pipeline/);
  });
});

describe('sanitizeProfile', () => {
  it('cleans booking fields and passes other keys through', () => {
    const result = sanitizeProfile('booking', {
      salonId: 'id-1',
      customerName: '<script>alert(1)</script>Anna   Kovács',
      customerPhone: '+36 (30) 123 4567',
      customerEmail: ' Bad@ ',
      notes: '<b>Bob</b> says hi',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        salonId: 'id-1',
        customerName: 'Anna Kovács',
        customerPhone: '+36 30 123 4567',
        customerEmail: 'bad@',
        notes: 'Bob says hi',
      },
      fieldErrors: {},
    });
  });

  it('refuses over-long booking input instead of truncating (100 ok, 101 refused)', () => {
    const base = { customerPhone: '123456' };
    expect(sanitizeProfile('booking', { ...base, customerName: 'a'.repeat(100) }).ok).toBe(true);
    const refused = sanitizeProfile('booking', { ...base, customerName: 'a'.repeat(101) });
    expect(refused.ok).toBe(false);
    expect(refused.data.customerName).toHaveLength(101);
    expect(refused.fieldErrors).toEqual({ customerName: 'tooLong' });
  });

  it('measures limits after markup is stripped', () => {
    const name = `<b>${'a'.repeat(100)}</b>`;
    expect(sanitizeProfile('booking', { customerName: name, customerPhone: '123456' }).ok).toBe(true);
  });

  it('reports required booking fields that clean to nothing', () => {
    const result = sanitizeProfile('booking', { customerName: '<b></b>', customerPhone: '<i>\u200B</i>' });
    expect(result.fieldErrors).toEqual({ customerName: 'required', customerPhone: 'required' });
  });

  it('feeds validateBookingOrder so that markup-only names are missing', () => {
    const raw = {
      salonId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
      serviceId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6d',
      date: '2026-05-04',
      time: '10:00',
      customerName: '<script>alert(1)</script>',
      customerPhone: '+36 30 123 4567',
      csrfToken: 't',
    };
    expect(validateBookingOrder(sanitizeProfile('booking', raw).data)).toMatchObject({ code: 'REQUIRED_FIELDS_MISSING' });
  });

  it('feeds validateBookingOrder so that an e-mail that is no address is refused, not dropped', () => {
    const raw = {
      salonId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
      serviceId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6d',
      date: '2026-05-04',
      time: '10:00',
      customerName: 'Anna',
      customerPhone: '+36 30 123 4567',
      customerEmail: 'anna%40gmail.com%2cspy@evil.com',
      csrfToken: 't',
    };
    expect(validateBookingOrder(sanitizeProfile('booking', raw).data)).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
      fieldErrors: { customerEmail: BOOKING_FIELD_MESSAGES.emailInvalid },
    });
  });

  it('throws on an unknown profile', () => {
    expect(() => sanitizeProfile('comments' as 'booking', {})).toThrow('Unknown sanitiser profile: comments');
  });
});
