import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical WCAG A/AA violations on the page as it is now, by rule and element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await wcagViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(describeViolation);
}

/** Every WCAG A/AA violation on the page as it is now, whatever its impact (minor ones too), by rule and element. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await wcagViolations(page)).map(describeViolation);
}

async function wcagViolations(page: Page) {
  await finishedAnimations(page);
  await markFadingToasts(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-axe-fading]')
    .analyze();
  return results.violations;
}

const describeViolation = (v: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/**
 * Waits for the page's finite animations: a toast caught half faded in reads as low contrast
 * (CI failed on the sign-in toast once). Endless ones (spinners) are left running, and a paused one
 * is not waited for beyond two seconds.
 */
async function finishedAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * A toast on its way out (its time is up, it fades to nothing) is not read by anyone, but axe reads
 * its text against a half-transparent background as low contrast (a journey failed on one that began
 * fading while the earlier animations were awaited). Toasts at full opacity are still checked.
 */
async function markFadingToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll<HTMLElement>('[role="status"][aria-live]')) {
      let fading = false;
      for (let node: HTMLElement | null = toast; node && !fading; node = node.parentElement)
        fading = Number(getComputedStyle(node).opacity) < 1;
      if (fading) toast.dataset.axeFading = 'true';
    }
  });
}
