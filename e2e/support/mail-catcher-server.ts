// The e2e run's mail server (playwright.config.ts starts it): a real SMTP server on
// MAIL_CATCHER_PORT (tests/support/mail-catcher.ts) and, on the next port, GET /mails: what
// arrived, as JSON (CaughtMail[]); POST /fail-next?count=N: the next N messages get a temporary
// 4xx (a mail outage). Only the seeded e2e server sends to it.
import { createServer } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { startMailCatcher } from '../../tests/support/mail-catcher';

export type CaughtMail = {
  to: string[];
  subject: string | undefined;
  text: string | undefined;
  html: string | null;
  /** The text attachments (the calendar file). */
  attachments: string[];
  /** Raw header values by lower-case name: only the List-Unsubscribe pair. */
  headers: Record<string, string>;
};

const LIST_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post'];

function caught(mail: ParsedMail): CaughtMail {
  return {
    to: [mail.to].flat().flatMap((to) => to?.value.map((v) => v.address ?? '') ?? []),
    subject: mail.subject,
    text: mail.text,
    html: mail.html || null,
    attachments: mail.attachments.filter((a) => a.contentType.startsWith('text/')).map((a) => a.content.toString('utf8')),
    headers: Object.fromEntries(mail.headerLines.filter((h) => LIST_HEADERS.includes(h.key)).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()])),
  };
}

const port = Number(process.env.MAIL_CATCHER_PORT);
const catcher = await startMailCatcher({ port });
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  if (req.method === 'POST' && url.pathname === '/fail-next') {
    catcher.failNext(Number(url.searchParams.get('count') ?? 1));
    return void res.writeHead(204).end();
  }
  if (url.pathname !== '/mails') return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(catcher.mails.map(caught)));
}).listen(port + 1, '127.0.0.1');
