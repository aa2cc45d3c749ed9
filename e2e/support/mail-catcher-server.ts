// The e2e run's mail server (playwright.config.ts starts it): a real SMTP server on
// MAIL_CATCHER_PORT (tests/support/mail-catcher.ts) and, on the next port, GET /mails: what
// arrived, as JSON ({ to, subject, text }[]). Only the seeded e2e server sends to it.
import { createServer } from 'node:http';
import { startMailCatcher } from '../../tests/support/mail-catcher';

const port = Number(process.env.MAIL_CATCHER_PORT);
const catcher = await startMailCatcher({ port });
createServer((req, res) => {
  if (req.url !== '/mails') return void res.writeHead(404).end();
  const mails = catcher.mails.map((mail) => ({ to: [mail.to].flat().flatMap((to) => to?.value.map((v) => v.address) ?? []), subject: mail.subject, text: mail.text }));
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails));
}).listen(port + 1, '127.0.0.1');
