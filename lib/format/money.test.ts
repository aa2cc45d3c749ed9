import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { UNKNOWN_SERVICE, UNKNOWN_SERVICE_CALENDAR_DURATION, currencySymbol, formatMoney } from '@/lib/format/money';

describe('formatMoney', () => {
  it('formats forint after the amount, no decimals, space-separated thousands by default', () => {
    expect(formatMoney(12500, { currency_code: 'HUF' })).toBe('12 500 Ft');
    expect(formatMoney(1234567, { currency_code: 'HUF' })).toBe('1 234 567 Ft');
    expect(formatMoney(999, { currency_code: 'HUF' })).toBe('999 Ft');
    expect(formatMoney(12500, UNKNOWN_SERVICE)).toBe('12 500 Ft');
  });

  it('puts a symbol before the amount without a space', () => {
    expect(formatMoney(45, { currency_code: 'EUR', symbol_position: 'before', decimal_places: 2 })).toBe('€45.00');
    expect(formatMoney(12, { currency_code: 'USD', symbol_position: 'before', decimal_places: 0 })).toBe('$12');
    expect(formatMoney(1234.5, { currency_code: 'GBP', symbol_position: 'before', decimal_places: 2, thousand_separator: ',' })).toBe('£1,234.50');
  });

  it('maps codes to symbols, falling back to the code', () => {
    const symbols = ['USD', 'EUR', 'GBP', 'HUF', 'JPY', 'CAD', 'AUD', 'CHF'].map((c) => currencySymbol({ currency_code: c }));
    expect(symbols).toEqual(['$', '€', '£', 'Ft', '¥', 'C$', 'A$', 'CHF']);
    expect(formatMoney(10, { currency_code: 'CHF' })).toBe('10 CHF');
    expect(formatMoney(10, { currency_code: 'usd', symbol_position: 'before' })).toBe('$10');
  });

  it('prefers the given symbol over the code', () => {
    expect(formatMoney(3000, { currency_code: 'HUF', currency_symbol: 'HUF' })).toBe('3 000 HUF');
    expect(formatMoney(3000, { currency_symbol: 'kr' })).toBe('3 000 kr');
  });

  it('uses the configured thousand separator', () => {
    expect(formatMoney(1234567.891, { currency_code: 'EUR', decimal_places: 2, thousand_separator: '.' })).toBe('1.234.567.89 €');
    expect(formatMoney(1234567, { currency_code: 'HUF', thousand_separator: '' })).toBe('1234567 Ft');
    expect(formatMoney(1234567, { currency_code: 'HUF', thousand_separator: null })).toBe('1 234 567 Ft');
  });

  it('clamps decimals to 0..2', () => {
    expect(formatMoney(1.23456, { currency_code: 'EUR', decimal_places: 5 })).toBe('1.23 €');
    expect(formatMoney(1.6, { currency_code: 'EUR', decimal_places: -1 })).toBe('2 €');
    expect(formatMoney(1.25, { currency_code: 'EUR', decimal_places: 1 })).toMatch(/^1\.[23] €$/);
    expect(formatMoney(7, { currency_code: 'EUR', decimal_places: NaN })).toBe('7 €');
  });

  it('accepts numeric strings, as Postgres numeric arrives', () => {
    expect(formatMoney('4500.50', { currency_code: 'HUF', decimal_places: 2 })).toBe('4 500.50 Ft');
  });

  it('signs negative amounts, but not ones that round to zero', () => {
    expect(formatMoney(-1000, { currency_code: 'HUF' })).toBe('-1 000 Ft');
    expect(formatMoney(-5, { currency_code: 'USD', symbol_position: 'before' })).toBe('-$5');
    expect(formatMoney(-0.001, { currency_code: 'HUF' })).toBe('0 Ft');
  });

  it('gives a dash when the amount or the currency is missing', () => {
    for (const amount of [null, undefined, NaN, Infinity, '', 'abc']) {
      expect(formatMoney(amount as number, { currency_code: 'HUF' }), String(amount)).toBe('-');
    }
    expect(formatMoney(100)).toBe('-');
    expect(formatMoney(100, null)).toBe('-');
    expect(formatMoney(100, {})).toBe('-');
    expect(formatMoney(100, { currency_code: ' ', currency_symbol: '' })).toBe('-');
  });
});

describe('UNKNOWN_SERVICE', () => {
  it('matches the spec fallback', () => {
    // Name 'Unknown Service', duration 0 (60 in the calendar), price 0, currency HUF.
    expect(serverMessages('en')(UNKNOWN_SERVICE.name)).toBe('Unknown Service');
    expect(UNKNOWN_SERVICE).toMatchObject({ duration_minutes: 0, price: 0, currency_code: 'HUF' });
    expect(UNKNOWN_SERVICE_CALENDAR_DURATION).toBe(60);
    // Symbol Ft, position after, 0 decimals, space separator: as the price reads.
    expect(formatMoney(1234567.4, UNKNOWN_SERVICE)).toBe('1 234 567 Ft');
    expect(formatMoney(UNKNOWN_SERVICE.price, UNKNOWN_SERVICE)).toBe('0 Ft');
  });
});
