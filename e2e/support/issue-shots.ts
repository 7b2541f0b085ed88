import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

/**
 * An issue's screenshots, kept in the repository (docs/screens/issue-N/<name>-<width>.png): at
 * 1366×768 and at 390×844, the page's own size given back after.
 */
export async function issueShots(page: Page, issue: number, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: fileURLToPath(
        new URL(`../../docs/screens/issue-${issue}/${name}-${width}.png`, import.meta.url),
      ),
      animations: 'disabled',
    });
  }
  if (size) await page.setViewportSize(size);
}
