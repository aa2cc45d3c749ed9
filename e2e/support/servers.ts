/**
 * The e2e servers. Each Playwright worker has its own set, on its own ports and embedded
 * databases, so that workers run side by side without seeing each other's writes: a main
 * server, shared by the tests of that worker, which changes as they book, edit and import; a
 * seeded one holding the demo seed, where tests that compare the screen with the seed run,
 * whatever the other tests have written meanwhile (tests that need its real SMTP write there
 * only what no such comparison reads: a new member, Studio Nord's bookings); and a mail server.
 */

/**
 * Workers side by side (E2E_WORKERS, default 1): each starts its servers (playwright.config.ts).
 * With 2, the full run took 28 min instead of 30, but twice the Staff screen's Remove Member
 * button never became stable within a minute on the loaded 2-core machine (docs/decisions.md).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || 1);
const BASE_PORT = Number(process.env.E2E_PORT || 3210);

/** The ports of worker `index`'s servers (Playwright's TEST_PARALLEL_INDEX: 0 … workers-1). */
export function serversOf(index: number) {
  const port = BASE_PORT + 10 * index;
  const mailCatcherPort = port + 5;
  return {
    port,
    seededPort: port + 1,
    seededUrl: `http://127.0.0.1:${port + 1}`,
    /** SMTP here, its mails as JSON on the next port (e2e/support/mail-catcher-server.ts). */
    mailCatcherPort,
    mailsUrl: `http://127.0.0.1:${mailCatcherPort + 1}/mails`,
  };
}

/** This worker's servers (in the runner, which starts them all: worker 0's). */
const own = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = own.port;
export const SEEDED_URL = own.seededUrl;
export const MAILS_URL = own.mailsUrl;
