// A real local SMTP server for tests (the `smtp-server` package), keeping what arrives parsed
// with `mailparser`. It can refuse: temporarily (451) the next N messages, or permanently (550)
// any recipient in `refuse`. Like a receiving system that honours idempotency keys, it keeps a
// repeated Message-ID once and counts the repeat in `duplicates`. `delayMs` slows each
// acceptance, as a remote server is slower than this one.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type MailCatcher = {
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Every DATA accepted, repeats included. */
  accepted: number;
  duplicates: number;
  /** The next this-many messages get 451 (try again later). */
  failNext: (count: number) => void;
  /** Recipients that get 550 (no such user). */
  refuse: Set<string>;
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
};

export async function startMailCatcher({ port = 0, delayMs = 0 }: { port?: number; delayMs?: number } = {}): Promise<MailCatcher> {
  const seen = new Set<string>();
  let failing = 0;
  const catcher = {
    mails: [] as ParsedMail[],
    accepted: 0,
    duplicates: 0,
    refuse: new Set<string>(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (catcher.refuse.has(address.address.toLowerCase())) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          if (failing > 0) {
            failing -= 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          catcher.accepted += 1;
          const id = mail.messageId ?? '';
          if (id && seen.has(id)) catcher.duplicates += 1;
          else {
            seen.add(id);
            catcher.mails.push(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that dies mid-session (the crash test kills one with SIGKILL) resets its socket;
  // a receiving server shrugs that off. Anything else is a fault of the catcher and is thrown.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return Object.assign(catcher, {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    failNext: (count: number) => {
      failing = count;
    },
    to: (address: string) => catcher.mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === address))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
