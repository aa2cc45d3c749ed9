import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/**
 * The one mail transporter (DESIGN §9): SMTP through nodemailer when SMTP_URL is set
 * (`smtp://user:pass@host:587`, `smtps://…:465`), pooled; otherwise nodemailer's stream
 * transport, which builds the message and sends nothing off the machine: the message stays
 * readable in the app's log. MAIL_FROM is the sender ('Salon <bookings@example.com>'); a salon's
 * messages go out from its address under the salon's name (features/messages/data/dispatch.ts).
 */
export type MailTransport = { via: 'smtp' | 'app'; from: MailSender; transporter: Transporter };

export type MailSender = { name: string; address: string };

const DEFAULT_FROM = 'Salon Booking <no-reply@salon-booking.invalid>';

type MailEnv = Record<string, string | undefined>;

/** MAIL_FROM as a name and an address (the default sender when it is unset or names no address). */
export function mailSender(env: MailEnv = process.env): MailSender {
  const from = env.MAIL_FROM || DEFAULT_FROM;
  if (lastSender?.from !== from) {
    const [parsed] = addressparser(from, { flatten: true });
    lastSender = { from, sender: parsed?.address ? parsed : mailSender({}) };
  }
  return lastSender.sender;
}

/** The last MAIL_FROM parsed: a booking's calendar file names the sender when its salon has no address (issue 37: parsing it was a visible share of a booking's CPU). */
let lastSender: { from: string; sender: MailSender } | undefined;

const globalForMail = globalThis as typeof globalThis & { __salonMailTransport?: MailTransport };

export function mailTransport(env: MailEnv = process.env): MailTransport {
  return (globalForMail.__salonMailTransport ??= createMailTransport(env));
}

/** Whether messages leave the machine (SMTP_URL set), rather than staying readable in the app. */
export function mailGoesOut(env: MailEnv = process.env): boolean {
  return Boolean(env.SMTP_URL);
}

export function createMailTransport(env: MailEnv = process.env): MailTransport {
  const from = mailSender(env);
  if (!env.SMTP_URL) return { via: 'app', from, transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }) };
  const transporter = nodemailer.createTransport({
    url: env.SMTP_URL,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPPool.Options);
  return { via: 'smtp', from, transporter };
}

/** Closes the pooled connections (shutdown, tests). */
export function closeMailTransport() {
  globalForMail.__salonMailTransport?.transporter.close();
  globalForMail.__salonMailTransport = undefined;
}

/**
 * Whether a send failed for good: the server refused the message or the address (SMTP 5xx),
 * or nodemailer found no valid recipient. Anything else (4xx, a dropped connection, a timeout)
 * is worth another try.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  return (typeof responseCode === 'number' && responseCode >= 500) || code === 'EENVELOPE';
}

/** What staff read about a failure: the server's reply or the error code, never a stack. */
export function failureReason(error: unknown): string {
  const { response, code, message } = (error ?? {}) as { response?: string; code?: string; message?: string };
  return (response || [code, message].filter(Boolean).join(': ') || 'Unknown error').slice(0, 300);
}
