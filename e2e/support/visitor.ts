import type { Page } from '@playwright/test';

/**
 * Makes the page a visitor of its own: a random client address in X-Forwarded-For, which the
 * e2e server trusts (TRUSTED_PROXIES=1, scripts/e2e-server.sh). Booking is rate-limited per
 * client address, and every test booking from 127.0.0.1 would share one bucket.
 */
export async function asNewVisitor(page: Page): Promise<Page> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  return page;
}
