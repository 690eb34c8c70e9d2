// A list page over 25 rows draws only the rows in and near its scroll box's view (the table's row
// window): a row further down is in the DOM once the box is scrolled near it, as a user would.
import type { Locator } from '@playwright/test';

/**
 * Scrolls a long list's box (`region`: the table's scroll area, named by its caption) down half a view
 * at a time until `row` (a row, or anything in one) is drawn, then brings it into view. Returns whether
 * it was found; a caller's next expectation on `row` says what is missing when it was not.
 */
export async function scrollToRow(region: Locator, row: Locator): Promise<boolean> {
  for (let step = 0; step < 200; step++) {
    if ((await row.count()) > 0) {
      await row.first().scrollIntoViewIfNeeded();
      return true;
    }
    const moved = await region.evaluate((box) => {
      const before = box.scrollTop;
      box.scrollBy({ top: box.clientHeight / 2 });
      return box.scrollTop !== before;
    });
    // The window follows the scroll a frame or two later.
    await region.page().waitForTimeout(moved ? 100 : 300);
    if (!moved && (await row.count()) === 0) return false;
  }
  return false;
}
