// A long form keeps a draft in the browser: a session ended from elsewhere sends the user to
// /sign-in, and after signing in again the form offers what was typed (docs/screens.md, "Drafts").
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createCompany, getProject } from '../support/project-form-data';
import { uniqueSuffix } from '../support/api';
import { ADMIN, KEYS, signInViaApi } from '../support/session';
import { apiUrl, FIXED_OTP } from '../support/suite';

const stepHeading = (page: Page, n: number, title: string) =>
  page.getByRole('heading', { name: `Step ${n} of 4: ${title}` });

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

async function fillTerm(row: Locator) {
  await row.getByLabel('Percentage of IP').fill('30');
  await row.getByLabel('Rights').fill('Draft streaming rights');
  await row.getByLabel('Percentage for Pandora').fill('5');
  await row.getByLabel('Nature of IP').fill('Copyright');
  await row.getByRole('combobox', { name: /^Duration/ }).selectOption('3');
  await row.getByLabel('Cost of acquisition').fill('100000');
  await row.getByLabel('Total expected investment').fill('150000');
  await row.getByLabel('Token amount').fill('100');
  await row.getByLabel('Expected monetisation').fill('200000');
  await row.getByLabel('Proposed IRR (%)').fill('18.5');
  await row.getByLabel('Proposed money multiple').fill('1.6');
  await row.getByLabel('Expected duration').fill('30 months');
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin:draft:')));

test('a project form signed out from elsewhere keeps its draft: sign in again, restore, save', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await signInViaApi();
  const suffix = uniqueSuffix();
  const company = await createCompany(admin, `Draft Studio ${suffix}`);
  const title = `Draft journey ${suffix}`;

  // Step 1, saved: the project exists.
  await page.goto('/add-project');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content type').selectOption({ label: 'Music' });
  await page.getByRole('combobox', { name: 'Company' }).fill(company.name);
  await page.getByRole('option', { name: company.name }).click();
  await page.getByLabel('Investment type').selectOption('RevenueSharing');
  await page.getByLabel('Symbol').fill('DRFT1');
  await page.getByLabel('Total supply').fill('1000');
  await page.getByLabel('Token price in INR').fill('50');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('PAN number').fill('ABCDE1234F');
  await page.getByLabel('Mobile number').fill('9876543210');
  await expect.poll(() => draftKeys(page)).toEqual([`admin:draft:${admin.userId}:project:new`]);
  // The PAN never reaches the browser's storage.
  const newDraft = await page.evaluate((key) => localStorage.getItem(key), `admin:draft:${admin.userId}:project:new`);
  expect(newDraft).toContain(title);
  expect(newDraft).not.toContain('ABCDE1234F');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/edit-project\/\d+\?step=2$/);
  const id = Number(/edit-project\/(\d+)/.exec(page.url())?.[1]);

  // Step 2, typed but not saved: the draft of this project holds it (the new project's draft is gone).
  await expect(stepHeading(page, 2, 'Investment terms')).toBeVisible();
  await fillTerm(page.getByRole('listitem', { name: 'Term 1' }));
  await expect.poll(() => draftKeys(page)).toEqual([`admin:draft:${admin.userId}:project:${id}`]);

  // Signed out from elsewhere: another session of the same user ends this browser's session.
  const browserToken = await page.evaluate((key) => localStorage.getItem(key), KEYS.accessToken);
  const sessions = await api<{ id: number; current: boolean }[]>(browserToken!, 'GET', '/me/sessions');
  const thisBrowser = sessions.find((s) => s.current)!;
  await api(admin.accessToken, 'DELETE', `/me/sessions/${thisBrowser.id}`);

  // The save meets the ended session: the app goes to /sign-in, and the typed terms are not saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Session expired. Redirecting to login.')).toBeVisible();
  expect(await draftKeys(page)).toEqual([`admin:draft:${admin.userId}:project:${id}`]);

  // Signing in again returns to the form, which offers the draft.
  await page.getByLabel('Phone number').fill(ADMIN.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(FIXED_OTP);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-project/${id}\\?step=2$`));
  const banner = page.getByRole('region', { name: /^Draft saved / });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText(
    /^Draft saved [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M IST$/,
  );
  await expect(banner).toContainText('Restore opens step 2, Investment terms.');
  // Not restored until asked.
  await expect(page.getByRole('listitem', { name: 'Term 1' }).getByLabel('Rights')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle (the sidebar slides away below its breakpoint).
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/project-form-draft-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(banner).toHaveCount(0);
  const term = page.getByRole('listitem', { name: 'Term 1' });
  await expect(term.getByLabel('Rights')).toHaveValue('Draft streaming rights');
  await expect(term.getByLabel('Expected duration')).toHaveValue('30 months');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 3, 'Media')).toBeVisible();

  // Saved with the typed values; the draft is gone.
  const saved = await getProject<{
    name: string;
    investment_terms: { rights: string; duration: number; expected_duration?: string }[];
  }>(admin, id);
  expect(saved.name).toBe(title);
  expect(saved.investment_terms).toHaveLength(1);
  expect(saved.investment_terms[0]).toMatchObject({ rights: 'Draft streaming rights', duration: 3 });
  expect(await draftKeys(page)).toEqual([]);
});

test('the employee and company forms offer their drafts after a reload; Restore and Discard do what they say', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await signInViaApi();
  // The reload is what a crashed or closed tab amounts to; the leave guard's browser prompt is accepted.
  page.on('dialog', (dialog) => void dialog.accept());
  const name = `Draft Employee ${uniqueSuffix()}`;

  await page.goto('/add-employee');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill('draft.employee@example.com');
  await page.getByLabel(/^Phone/).fill('9812345678');
  await expect.poll(() => draftKeys(page)).toEqual([`admin:draft:${admin.userId}:employee:new`]);
  await page.reload();
  const banner = page.getByRole('region', { name: /^Draft saved / });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle (the sidebar slides away below its breakpoint).
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/employee-form-draft-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Phone/)).toHaveValue('9812345678');
  await page.getByLabel(/^Name/).fill(`${name} edited`);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `admin:draft:${admin.userId}:employee:new`))
    .toContain(`${name} edited`);

  // The company form: Discard drops the draft for good.
  await page.goto('/add-company');
  await page.getByLabel(/^Name/).fill(`Draft Company ${uniqueSuffix()}`);
  await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
  await expect.poll(() => draftKeys(page)).toContain(`admin:draft:${admin.userId}:company:new`);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `admin:draft:${admin.userId}:company:new`),
  ).not.toContain('ABCDE1234F');
  await page.reload();
  const companyBanner = page.getByRole('region', { name: /^Draft saved / });
  await expect(companyBanner).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle (the sidebar slides away below its breakpoint).
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/company-form-draft-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await companyBanner.getByRole('button', { name: 'Discard' }).click();
  await expect(companyBanner).toHaveCount(0);
  expect(await draftKeys(page)).not.toContain(`admin:draft:${admin.userId}:company:new`);
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await expect(page.getByRole('region', { name: /^Draft saved / })).toHaveCount(0);
});
