// Property list: the filter (status, dates) in the URL, with Back restoring the previous one.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { staffDay } from '../support/suite';
import { adminApi } from '../support/projects-data';
import { uniqueSuffix } from '../support/api';

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const rows = (page: Page) => page.getByRole('region', { name: 'Properties' }).locator('tbody tr');

test('properties are filtered by date range and status in the URL, and Back restores the previous filter', async ({
  page,
}) => {
  const name = `Prop ${uniqueSuffix()} Series`;
  const api = await adminApi();
  await api.createProject({ name, property_type_id: 2 });
  const today = staffDay();

  await page.goto('/properties?limit=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  const created = page.getByRole('group', { name: 'Created' });
  await created.getByLabel('From').fill(today);
  await expect.poll(() => searchParam(page, 'from_date')).toBe(today);
  await created.getByLabel('To').fill(today);
  await expect.poll(() => searchParam(page, 'to_date')).toBe(today);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Incomplete' });
  await expect.poll(() => searchParam(page, 'status')).toBe('Application Pending');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
  await expect.poll(() => searchParam(page, 'status')).toBe('Completed');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);

  await page.goBack();
  await expect.poll(() => searchParam(page, 'status')).toBe('Application Pending');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Application Pending');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/projects-properties.png' });

  // A range that ends before today leaves it out.
  await created.getByLabel('From').fill(staffDay(-30));
  await created.getByLabel('To').fill(staffDay(-29));
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => searchParam(page, 'to_date')).toBe(today);

  await page.setViewportSize({ width: 700, height: 800 });
  await page.screenshot({ path: '/tmp/projects-properties-narrow.png', fullPage: true });
});
