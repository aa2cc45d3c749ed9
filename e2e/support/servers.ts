/**
 * The e2e servers. The main one is shared by every test and changes as they book, edit and
 * import. The seeded one holds the demo seed: tests that compare the screen with the seed run
 * there, whatever the other tests have written meanwhile. Tests that need its real SMTP write
 * there only what no such comparison reads (a new member, Studio Nord's bookings).
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const SEEDED_PORT = E2E_PORT + 1;
export const SEEDED_URL = `http://127.0.0.1:${SEEDED_PORT}`;

/** The e2e mail server: SMTP here, its mails as JSON on the next port (e2e/support/mail-catcher-server.ts). */
export const MAIL_CATCHER_PORT = E2E_PORT + 5;
export const MAILS_URL = `http://127.0.0.1:${MAIL_CATCHER_PORT + 1}/mails`;
