// The caps on what visitors can make a salon e-mail (issue 30, item 3; docs/decisions.md). Pure.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Counted in rate_limits by the statement that writes the messages (outbox.ts): a visitor's
 * e-mails to one address per 24 hours; all visitor e-mails of a salon per 24 hours (its
 * setting, `salons.visitor_emails_per_day`, default `defaultPerDay`); salon notices one by one
 * per salon per hour, the rest held for a digest sent once the oldest has waited `digestAfterMs`.
 */
export const MAIL_CAPS = {
  perAddress: { bucket: 'mail-to', limit: 3, windowMs: DAY_MS },
  perSalon: { bucket: 'mail-salon', windowMs: DAY_MS, defaultPerDay: 150 },
  notices: { bucket: 'notice-salon', limit: 5, windowMs: HOUR_MS, digestAfterMs: 15 * 60_000 },
} as const;
