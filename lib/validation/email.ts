/**
 * Lowercase address pattern (spec point 5): callers lowercase before testing. No '%': an
 * address like `anna%40gmail.com%2cspy@evil.com` would decode to two recipients in a mail
 * client, and no real mailbox needs it.
 */
export const EMAIL_PATTERN = /^[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** Case-insensitive check: visitors type `Anna@Example.com` and expect it to be accepted. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim().toLowerCase());
}
