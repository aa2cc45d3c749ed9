import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

type AxeCheck = {
  /** Only this part of the page (a selector). */
  include?: string;
  /** Names the check in a failure. */
  label?: string;
  /** Moderate and minor violations fail too, not only serious and critical ones. */
  anyImpact?: boolean;
  /** Checks the toaster too: only once its toasts are fully shown. */
  withToasts?: boolean;
  /** Records the violations and lets the test go on, as a sweep of many screens wants. */
  soft?: boolean;
  /** Only these axe rules (a second theme changes colours, nothing else). */
  rules?: string[];
};

/**
 * Fails on the page's axe violations, listed as 'rule: targets'. The toaster is left out: a toast
 * may still be fading in or out, and axe measures its contrast half-transparent;
 * e2e/toasts.spec.ts checks toasts once they are fully on screen.
 */
export async function expectNoViolations(page: Page, { include, label, anyImpact = false, withToasts = false, soft = false, rules }: AxeCheck = {}) {
  // AxeBuilder evaluates axe's 1.3 MB source twice per check (0.4–0.6 s of a 0.6–1.2 s check on
  // the dashboard): it goes in once per document here, and the builder's own script is empty.
  // Legacy mode runs axe.run in the page: the app has no frames, and the default (runPartial)
  // opens a blank page per check to merge frames' results, which doubled every check's time.
  // Only violations are reported, so axe does not collect every passing node.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  let axe = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (!withToasts) axe = axe.exclude('[data-sonner-toaster]');
  if (rules) axe = axe.withRules(rules);
  else if (!include) {
    // A refresh re-renders <head>, with no title for a moment between the two: axe's own
    // document-title rule failed a check that landed there. The title is awaited instead.
    await expect(page, `${label ?? 'page'}: a title`).toHaveTitle(/\S/);
    axe = axe.disableRules(['document-title']);
  }
  // A colour measured mid-transition (a toggle pressed just before: 150 ms from outline to
  // primary) failed color-contrast: the page's finite animations and transitions end first.
  await page.evaluate(() => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  const found = violations.filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical');
  (soft ? expect.soft : expect)(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}
