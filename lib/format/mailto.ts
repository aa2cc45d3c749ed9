// `mailto:` links (RFC 6068) for "Open in Email Client". Pure.
import { isEmail } from '@/lib/validation/email';

// Lone UTF-16 surrogates make encodeURIComponent throw; they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters other than tab and line breaks (NUL, ESC, DEL …) never belong in a mail.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function clean(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
}

/**
 * The recipient as it may stand in a link, or null: exactly one address (spec point 5's
 * pattern), so nothing like `a@b.hu?bcc=x@y.hu` or a line break can add a header or recipient.
 * The local part and domain are percent-encoded; '@' stays literal (RFC 6068 §2).
 */
function encodedAddress(address: string): string | null {
  const trimmed = address.trim();
  if (!isEmail(trimmed)) return null;
  const at = trimmed.lastIndexOf('@');
  return `${encodeURIComponent(trimmed.slice(0, at))}@${encodeURIComponent(trimmed.slice(at + 1))}`;
}

/**
 * Every `mailto:` link the app shows is built here. `mailto:to`, plus `?subject=…&body=…` for
 * the parts given, or null without a valid recipient. The subject is one line (line breaks
 * become spaces: a header cannot be split); the body's line breaks become CRLF, encoded as
 * %0D%0A. encodeURIComponent encodes '&', '?', '#', '%', '+', '=', ',', spaces and every
 * non-ASCII character (UTF-8), so the text cannot end a field early or start a new one.
 */
export function buildMailto({ to, subject, body }: { to: string | null | undefined; subject?: string; body?: string }): string | null {
  const address = to ? encodedAddress(to) : null;
  if (!address) return null;
  const fields: string[] = [];
  if (subject !== undefined) fields.push(`subject=${encodeURIComponent(clean(subject).replace(/\s*[\r\n]+\s*/g, ' ').trim())}`);
  if (body !== undefined) fields.push(`body=${encodeURIComponent(clean(body).replace(/\r\n|\r|\n/g, '\r\n'))}`);
  return fields.length ? `mailto:${address}?${fields.join('&')}` : `mailto:${address}`;
}
