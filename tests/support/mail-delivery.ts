// The message worker sending to a real local SMTP server, for the describe block that calls
// `deliveringMail()`: both start before its tests and stop after them. The worker's transport
// reads SMTP_URL when it first sends (and a staff action per call), so it is set meanwhile.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { startMessageWorker, type MessageWorker } from '@/features/messages/worker';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

export type MailDelivery = {
  /** The one e-mail that arrived at `email`, once the worker has sent it. */
  arrived: (email: string) => Promise<ParsedMail>;
  /** Every e-mail that arrived at `email` so far. */
  to: (email: string) => ParsedMail[];
};

export function deliveringMail(): MailDelivery {
  let catcher: MailCatcher;
  let worker: MessageWorker;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    process.env.SMTP_URL = catcher.url;
    worker = startMessageWorker({ pollMs: 50 });
  });
  afterAll(async () => {
    await worker.stop();
    delete process.env.SMTP_URL;
    await catcher.close();
  });
  return {
    arrived: (email) =>
      vi.waitFor(
        () => {
          const mails = catcher.to(email);
          if (!mails.length) throw new Error(`nothing arrived at ${email} yet`);
          expect(mails).toHaveLength(1);
          return mails[0];
        },
        { timeout: 30_000, interval: 20 },
      ),
    to: (email) => catcher.to(email),
  };
}

/** A mail's subject and text without its links (they are the same in every language). */
export const wordsOf = (mail: ParsedMail) => `${mail.subject}\n${mail.text!.replace(/https?:\/\/\S+/g, '')}`;
