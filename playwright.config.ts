import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, MAIL_CATCHER_PORT, MAILS_URL, SEEDED_PORT } from './e2e/support/servers';

/**
 * e2e tests drive the built app (`next build` first) in Debian's Chromium, on desktop and
 * (the tests tagged @phone) on a 375 px phone. The servers run on their own fresh embedded databases: the main one on
 * E2E_PORT, and one that keeps only the demo seed on the next port (e2e/support/servers.ts).
 * The main one keeps its messages in the app (the embedded default, no SMTP_URL); the seeded one
 * sends them to a real local SMTP server the tests can read (password reset).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is a defect to fix at its cause.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Each thing is proven once (DESIGN §7): the phone runs the tests about the phone layout,
      // tagged @phone (menus, the compact dashboard, what must fit or stay in reach at 375 px,
      // a visitor's booking), and the accessibility spec's sweep of every page and dialog.
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher-server.ts',
      url: MAILS_URL,
      env: { MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `bash scripts/e2e-server.sh ${PORT}`,
      url: `http://127.0.0.1:${PORT}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `bash scripts/e2e-server.sh ${SEEDED_PORT} .data/e2e-seeded`,
      url: `http://127.0.0.1:${SEEDED_PORT}/login`,
      env: { SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`, APP_URL: `http://127.0.0.1:${SEEDED_PORT}` },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
