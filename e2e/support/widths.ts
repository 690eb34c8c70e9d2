import type { Page } from '@playwright/test';
import { allViolations } from './axe';
import { expect } from './fixtures';

/** The three widths staff use: a desktop, a laptop (the sidebar becomes a drawer) and a phone. */
const WIDTHS = [
  [1440, 900],
  [1024, 768],
  [390, 844],
] as const;

/**
 * At each width: no axe violation of any impact, and a full-page screenshot `<dir>/<name>-<width>.png`
 * (`dir` under SHOTS_DIR when set); the page is left at 1440 px.
 */
export async function checkWidths(page: Page, dir: string, name: string) {
  const shots = process.env.SHOTS_DIR ?? `test-results/${dir}`;
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    expect(await allViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
