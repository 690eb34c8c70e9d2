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
  return withoutToastsFadedSince(page, results.violations);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Drops the contrast findings of toasts that began fading while axe read the page (its analysis takes
 * seconds on a busy machine: the drafts journey failed on one): a toast at full opacity when checked
 * again, still there, keeps its finding.
 */
async function withoutToastsFadedSince(page: Page, violations: Violation[]): Promise<Violation[]> {
  const kept: Violation[] = [];
  for (const violation of violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.at(-1);
      const faded =
        violation.id === 'color-contrast' &&
        typeof selector === 'string' &&
        (await page.evaluate((css) => {
          const element = document.querySelector<HTMLElement>(css);
          const toast = element?.closest<HTMLElement>('[role="status"][aria-live]');
          if (!element) return css.includes('[role="status"]'); // a toast gone: it was on its way out
          if (!toast) return false;
          for (let n: HTMLElement | null = toast; n; n = n.parentElement)
            if (Number(getComputedStyle(n).opacity) < 1) return true;
          return false;
        }, selector));
      if (!faded) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
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
