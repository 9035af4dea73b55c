import type { Page } from '@playwright/test';

/**
 * A page fading in, or a button turning enabled, has its colours part-way: axe measures them once
 * nothing moves (animations and transitions both; one may start another).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
