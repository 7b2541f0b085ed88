import type { Page } from '@playwright/test';

/**
 * Counts the page's tries to play a sound, blocked or not (headless Chromium refuses sound before
 * a click), by wrapping `HTMLMediaElement.play` before the app loads: the app keeps no counter of
 * its own for the tests. Call before the page's first navigation.
 */
export async function countSoundAttempts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    const counted = window as unknown as { e2eSoundAttempts: number };
    counted.e2eSoundAttempts = 0;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      counted.e2eSoundAttempts += 1;
      return play.call(this);
    };
  });
}

export const soundAttempts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { e2eSoundAttempts?: number }).e2eSoundAttempts ?? 0);
