/** Spec point 3 "Money display". */
import { message } from '@/lib/i18n/message';

export type CurrencyInfo = {
  currency_code?: string | null;
  currency_symbol?: string | null;
  /** 'before' or 'after' (the default). */
  symbol_position?: string | null;
  decimal_places?: number | null;
  thousand_separator?: string | null;
};

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  HUF: 'Ft',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
};

/** Spec point 3 fallback for an unknown service (services_with_currency fields). */
export const UNKNOWN_SERVICE = {
  /** Worded in the reader's language where it is shown (the spec's English: 'Unknown Service'). */
  name: message('Server.unknownService'),
  duration_minutes: 0,
  price: 0,
  currency_code: 'HUF',
  currency_symbol: 'Ft',
  symbol_position: 'after',
  decimal_places: 0,
  thousand_separator: ' ',
} as const;

/** The unknown service's length in the calendar, where 0 minutes would not be drawn. */
export const UNKNOWN_SERVICE_CALENDAR_DURATION = 60;

export function currencySymbol(currency: CurrencyInfo): string | null {
  const code = currency.currency_code?.trim().toUpperCase();
  return currency.currency_symbol?.trim() || (code ? (SYMBOLS[code] ?? code) : null);
}

/**
 * '12 500 Ft', '€45.00', '$12'. The symbol goes after the amount with a space unless
 * symbol_position is 'before' (then no space); 0–2 decimals (default 0) with '.'; thousands
 * separated by thousand_separator (default a space). '-' when the amount (a number or a numeric
 * string, as Postgres numeric arrives) or the currency (neither symbol nor code) is missing.
 */
export function formatMoney(amount: number | string | null | undefined, currency?: CurrencyInfo | null): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  const symbol = currency ? currencySymbol(currency) : null;
  if (typeof value !== 'number' || !Number.isFinite(value) || !currency || !symbol) return '-';
  const decimals = Math.min(2, Math.max(0, Math.round(currency.decimal_places ?? 0) || 0));
  const digits = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousand_separator ?? ' ');
  const number = fraction ? `${grouped}.${fraction}` : grouped;
  // No minus sign for an amount that rounds to zero.
  const sign = value < 0 && Number(digits) !== 0 ? '-' : '';
  return currency.symbol_position === 'before' ? `${sign}${symbol}${number}` : `${sign}${number} ${symbol}`;
}

export const PRICE_ON_REQUEST = message('Server.priceOnRequest');

/** A service's price as a visitor reads it: money, or the message 'Price on request' when it has none (worded where shown). */
export function priceLabel(price: number | string | null, currency: CurrencyInfo): string {
  return price === null ? PRICE_ON_REQUEST : formatMoney(price, currency);
}
