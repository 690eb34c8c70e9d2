// One time zone, said: every time carries the staff member's zone (IST until they choose another on
// their Profile), dates keep the spec's format, and date filters are sent with the zone, so the API
// reads a filter's days as the staff member sees them.
import type { Page, Request } from '@playwright/test';
import { callApi } from '../support/api';
import { allViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { checkWidths } from '../support/widths';
import { signInViaApi } from '../support/session';

/** "November 22, 2026, 2:05 PM" in `timeZone`, as the kit writes it before the zone. */
function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The customers list's call for a date filter, and the zone it carried. */
async function filterZone(page: Page, day: string): Promise<string | null> {
  const [request] = await Promise.all([
    page.waitForRequest((r: Request) => r.url().includes('/users/filter') && r.url().includes(`from_date=${day}`)),
    page.goto(`/customers?from_date=${day}&to_date=${day}`),
  ]);
  return new URL(request.url()).searchParams.get('time_zone');
}

test('times carry the staff member’s zone, IST until another is chosen in Profile; date filters are sent in it', async ({
  page,
}) => {
  const admin = await signInViaApi();
  const [order] = await callApi<{ id: number; updated_at: string }[]>(admin.accessToken, 'GET', '/v2/order?limit=1');
  if (!order) throw new Error('the seed has orders');

  // IST by default: the order's last change, with its zone.
  await page.goto(`/order-details/${order.id}`);
  await expect(
    page.getByRole('definition').filter({ hasText: `${wallClock(order.updated_at, 'Asia/Kolkata')} IST` }),
  ).toBeVisible();
  await checkWidths(page, 'time-zone', 'order-detail-ist');

  // A date filter says its zone and is sent with it; no screen speaks of UTC.
  const day = new Date().toISOString().slice(0, 10);
  expect(await filterZone(page, day)).toBe('Asia/Kolkata');
  const created = page.getByRole('group', { name: 'Account created' });
  await expect(created).toContainText('Dates are in IST, your time zone');
  await expect(page.locator('body')).not.toContainText('Dates are in UTC');
  await checkWidths(page, 'time-zone', 'customers-date-filter');

  // Profile: the zone, chosen and kept.
  await page.goto('/profile');
  const zone = page.getByRole('combobox', { name: 'Show times in' });
  await expect(zone).toHaveValue('Asia/Kolkata');
  await checkWidths(page, 'time-zone', 'profile-time-zone');
  await zone.selectOption('America/New_York');
  await expect(page.getByText('Times are now shown in New York (ET)')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Show times in' })).toHaveValue('America/New_York');

  // Every screen follows: the order's time in New York, the filter sent and named in New York's zone.
  await page.goto(`/order-details/${order.id}`);
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${wallClock(order.updated_at, 'America/New_York')} E[SD]T$`) }),
  ).toBeVisible();
  expect(await filterZone(page, day)).toBe('America/New_York');
  await expect(page.getByRole('group', { name: 'Account created' })).toContainText(
    /Dates are in E[SD]T, your time zone/,
  );
  expect(await allViolations(page)).toEqual([]);
});
