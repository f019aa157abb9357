import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0/2.1 A and AA rules (issue 14: 0 critical and 0 serious on every page). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The viewport the phone journeys run at (an iPhone 12–15 in CSS pixels). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Runs `work` while the page moves at once: entrance and exit animations (toasts, daisyUI
 * transitions) would be measured half-faded, also one that starts during the work (a toast
 * closing after its 5 s). What is moving now is finished first.
 */
async function withoutMotion<T>(page: Page, work: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-no-motion';
    style.textContent = `*, *::before, *::after {
      animation-duration: 0s !important; animation-delay: 0s !important;
      transition-duration: 0s !important; transition-delay: 0s !important; }`;
    document.head.append(style);
    for (const animation of document.getAnimations()) {
      // An endless one (a spinner, a skeleton's pulse) cannot finish: leave it running.
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  try {
    return await work();
  } finally {
    // Motion comes back after the work: react-toastify closes a toast when its progress bar's
    // animation ends, so with no duration every later toast on the page closed at once and a
    // test waiting for one raced its exit.
    await page.evaluate(() => document.getElementById('axe-no-motion')?.remove());
  }
}

/**
 * Runs axe on the page as it is now and fails on any `critical` or `serious` WCAG 2 A/AA
 * violation, naming each rule, its help text and the offending nodes. Wait for the page's
 * content first (a heading, a list) so axe sees the page and not its skeleton.
 *
 * `what` names the page in the failure message, e.g. 'Jalu: Pesanan Saya'. The check is soft:
 * the test goes on to its next page and fails at its end, with every page's violations.
 */
export async function expectNoSeriousA11yViolations(page: Page, what?: string): Promise<void> {
  const results = await withoutMotion(page, () =>
    new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS, 'best-practice']).analyze(),
  );
  const failing = (violation: (typeof results.violations)[number]) =>
    (violation.impact === 'critical' || violation.impact === 'serious') &&
    violation.tags.some((tag) => WCAG_AA_TAGS.includes(tag));
  const serious = results.violations.filter(failing);
  // The rest (moderate ones, axe's best practices such as heading order) are advice: listed
  // with AXE_VERBOSE=1, not failing the test.
  if (process.env.AXE_VERBOSE) {
    for (const advice of results.violations.filter((violation) => !failing(violation))) {
      console.info(
        `axe advice on ${what ?? page.url()}: [${advice.impact}] ${advice.id} ` +
          advice.nodes.map((node) => node.target.join(' ')).join(', '),
      );
    }
  }
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
  // Soft: a walk through many pages reports every page's violations, not only the first.
  expect.soft(serious.length, `axe on ${what ?? page.url()}\n\n${report}`).toBe(0);
}
