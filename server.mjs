// The production server (`npm start`, `npm run app`): Next's request handler behind node:http,
// so that every request carries the client's real address in `x-client-address`, computed
// from the connection and TRUSTED_PROXIES (see lib/net/client-address.mjs). `next start`
// cannot do this: it keeps a client-sent X-Forwarded-For as it is. A server action from another
// origin gets 403 here (lib/net/action-origin.mjs), before Next's own check would answer 500.
// Past the instance's capacity requests wait in a short queue or get a translated 503 with
// Retry-After at once (lib/net/admission.mjs, lib/net/busy-answer.mjs; ADMISSION_* settings,
// docs/scaling.md). A public booking page is answered from memory while what it shows is
// unchanged (lib/net/page-cache.mjs). /healthz (the process answers) and /readyz (not saturated, and the database
// answers) are answered here, without Next, for a load balancer in front of several instances.
//
//   node server.mjs [-p <port>] [-H <hostname>]      (PORT and HOSTNAME are read too, the flags win;
//                                                     default 3000 on every interface)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { refuseForeignAction } from './lib/net/action-origin.mjs';
import { admissionOptions, createAdmission, requestKind } from './lib/net/admission.mjs';
import { busyAnswer, loadBusyWords } from './lib/net/busy-answer.mjs';
import { resolveClientAddress } from './lib/net/client-address.mjs';
import { builtStylesheets, createPageCache } from './lib/net/page-cache.mjs';
import { isDecodablePath } from './lib/net/request-path.mjs';
import { serverOptions } from './lib/net/server-options.mjs';

const CLIENT_ADDRESS_HEADER = 'x-client-address';
const SHUTDOWN_GRACE_MS = 10_000;
/** /readyz's longest wait for the database's answer. */
const READY_TIMEOUT_MS = 1_000;
const SHED_LOG_INTERVAL_MS = 10_000;

let port, hostname, trustedProxies, publicHost, admission, busyWords;
try {
  ({ port, hostname, trustedProxies, publicHost } = serverOptions(process.argv.slice(2), process.env));
  admission = admissionOptions(process.env);
  busyWords = loadBusyWords(new URL('./messages/', import.meta.url));
} catch (error) {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

// Set before Next loads, as `next start` does.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();

// In production Next starts instrumentation.ts here without waiting for it: it opens the
// database (requests wait for that) and exits the process when it cannot.
await app.prepare().catch((error) => {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});

const gate = createAdmission(admission);
// The public booking pages from memory while what they show is unchanged (lib/net/page-cache.mjs);
// instrumentation-node.ts gives the version check. PAGE_CACHE=off renders every one.
const pageCache =
  process.env.PAGE_CACHE === 'off'
    ? null
    : createPageCache({
        versionOf: async (salon) => (globalThis.__salonBookingPageVersion ? globalThis.__salonBookingPageVersion(salon) : null),
        stylesheetOf: builtStylesheets(fileURLToPath(new URL('./.next/static/', import.meta.url))),
      });
let shedCount = 0;
setInterval(() => {
  if (shedCount === 0) return;
  const { inFlight, waiting } = gate.state();
  console.warn(`[admission] ${shedCount} requests answered 503 (busy) in the last ${SHED_LOG_INTERVAL_MS / 1000} s; ${inFlight} in flight, ${waiting} waiting`);
  shedCount = 0;
}, SHED_LOG_INTERVAL_MS).unref();

/** Ready for more traffic: not saturated, and the database answers a query within READY_TIMEOUT_MS. */
async function isReady() {
  if (gate.saturated()) return false;
  // lib/db/client.ts keeps the process's one database handle here (opened at start by instrumentation-node.ts).
  const handle = globalThis.__salonDb;
  if (!handle) return false;
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS)));
  try {
    await Promise.race([handle.then((opened) => opened.ping()), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const plain = (res, status, text) => res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);

const server = createServer((req, res) => {
  if (!isDecodablePath(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
    return;
  }
  const path = (req.url ?? '/').split('?', 1)[0];
  if (path === '/healthz') return plain(res, 200, 'ok');
  if (path === '/readyz') {
    isReady().then((ready) => plain(res, ready ? 200 : 503, ready ? 'ready' : 'not ready'));
    return;
  }
  if (refuseForeignAction(req, { trustedProxies, publicHost })) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden: this request did not come from the app');
    return;
  }
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], trustedProxies });
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  const kind = requestKind(req);
  if (kind === 'bypass') return handle(req, res);
  // A booking page from memory is cheap, but it still takes its turn at the gate: under a flood of
  // visitors the staff and the writes keep their precedence (issue 39).
  const serve = () =>
    pageCache
      ? pageCache.handle(req, res, () => handle(req, res)).catch((error) => {
          console.error('[page-cache]', error);
          if (!res.headersSent) plain(res, 500, 'Internal Server Error');
        })
      : handle(req, res);
  gate.admit(kind, res, serve, () => {
    shedCount++;
    const answer = busyAnswer(req, busyWords, admission.retryAfterS);
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
  });
});

server.once('error', (error) => {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const bound = server.address();
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  console.log(`Ready on http://${host}:${bound.port}`);
});

/**
 * Finishes requests in flight, then closes Next and the database. Whatever still runs after
 * SHUTDOWN_GRACE_MS is cut off: the process exits with status 1.
 */
function shutdown() {
  process.off('SIGTERM', shutdown).off('SIGINT', shutdown);
  setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  server.close(async () => {
    await app.close().catch((error) => console.error(error));
    // instrumentation-node.ts keeps the in-app message worker here: its pass in flight ends first.
    await globalThis.__salonMessageWorker?.stop().catch((error) => console.error(error));
    // lib/db/client.ts keeps the process's one database handle here.
    await globalThis.__salonDb?.then((db) => db.close()).catch((error) => console.error(error));
    process.exit(0);
  });
}
process.on('SIGTERM', shutdown).on('SIGINT', shutdown);
