import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS, serversOf } from './e2e/support/servers';

/**
 * e2e tests drive the built app (`next build` first) in Debian's Chromium, on desktop and
 * (the tests tagged @phone) on a 375 px phone, E2E_WORKERS test files at a time. Each worker
 * has its own servers on their own fresh embedded databases (e2e/support/servers.ts): the main
 * one keeps its messages in the app (the embedded default, no SMTP_URL); the seeded one, which
 * keeps only the demo seed, sends them to a real local SMTP server the tests can read. A worker
 * reads this file too: its `baseURL` is its own main server.
 */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const servers = (index: number): WebServer[] => {
  const { port, seededPort, mailCatcherPort, mailsUrl } = serversOf(index);
  return [
    {
      command: 'node --import tsx e2e/support/mail-catcher-server.ts',
      url: mailsUrl,
      env: { MAIL_CATCHER_PORT: String(mailCatcherPort) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `bash scripts/e2e-server.sh ${port} .data/e2e-${index}`,
      url: `http://127.0.0.1:${port}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `bash scripts/e2e-server.sh ${seededPort} .data/e2e-seeded-${index}`,
      url: `http://127.0.0.1:${seededPort}/login`,
      env: { SMTP_URL: `smtp://127.0.0.1:${mailCatcherPort}`, APP_URL: `http://127.0.0.1:${seededPort}` },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ];
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries: a flaky test is a defect to fix at its cause.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace costs ~27% of the run's CPU (measured on two specs, 75–84 s → 57 s) and a
    // CI log cannot show one: E2E_TRACE=1 keeps the failures' traces when debugging locally.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (what Playwright's own headless runs use): over the dashboard and
      // messages specs 137 s of CPU against 200–237 s in the full browser, and e2e is CPU-bound.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // 375 CSS pixels, touch and the mobile viewport, at one device pixel per CSS pixel: nothing
      // here reads the pixel density, and the headless shell rasters in software, so twice the
      // density cost 7% of the phone tests' time (accessibility, dashboard and admin specs:
      // 150.6–152.8 s at 2, 137.7–143.0 s at 1, two runs each).
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
      // Each thing is proven once (DESIGN §7): the phone runs the tests about the phone layout,
      // tagged @phone (menus, the compact dashboard, what must fit or stay in reach at 375 px,
      // a visitor's booking), and the accessibility spec's sweep of every page and dialog.
      grep: /@phone/,
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => servers(index)).flat(),
});
