import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on what the page shows now: no serious or critical violation of WCAG 2.1
 * A/AA. The message lists each rule with the elements it found, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, screen: string) {
  // A menu or sheet still fading in is half transparent: its text would be measured against the
  // page behind it. Wait for the animations that end (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe em ${screen}`).toEqual([]);
}
