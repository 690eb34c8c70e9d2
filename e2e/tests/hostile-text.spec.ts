// Hostile text on every screen: script and markup saved through the API into the fields screens
// show back, then every screen that shows them is opened with a hook that fails the test if any of
// it runs (a script, an inline handler, a dialog) or renders as markup instead of text. The policy
// would block an inline script anyway, so the markup check is what catches an unescaped field.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { editApi, uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { orderData } from '../support/orders-data';
import { createEmployee, createRole, decideKyc, registerCustomer } from '../support/people';
import { signInViaApi } from '../support/session';
import { apiUrl } from '../support/suite';

/** A payload per field: findable text, an element that must never exist, and a handler that must never run. */
const hostile = (marker: string, field: string) =>
  `${marker}-${field}<b data-xss="${field}">b</b><img src=x onerror="__xss='${field}'">`;

/** Everything that would mean a payload ran or became markup. */
async function trapHostileText(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().startsWith('XSS ran')) ran.push(message.text());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', { set: (value) => console.error(`XSS ran: ${value}`), configurable: true });
  });
  return ran;
}

/** The screen shows `text` (as text), and nothing of any payload is an element. */
async function showsAsText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('[data-xss], img[src="x"]')).toHaveCount(0);
}

/** A form shows the saved value in a field (as its value, not as markup). */
async function holdsValue(page: Page, value: string) {
  await expect
    .poll(() =>
      page
        .locator('input, textarea')
        .evaluateAll((fields, v) => fields.some((f) => (f as HTMLInputElement).value === v), value),
    )
    .toBe(true);
  await expect(page.locator('[data-xss], img[src="x"]')).toHaveCount(0);
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

test('script and markup saved in every field come back as text on every screen that shows them', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = await trapHostileText(page);
  const marker = `hx${uniqueSuffix()}`;
  const text = (field: string) => hostile(marker, field);
  const { accessToken: token } = await signInViaApi();
  const data = await orderData();

  // Saved through the API, as any client (or a compromised account) could.
  const company = await api<{ id: number }>(token, 'POST', '/v2/company', {
    name: text('company'),
    type: 'LLP',
    address: text('address'),
    city: text('city'),
    team_members: [{ name: text('member'), role: 'Manager' }],
    registration_number: text('registration'),
    pan_number: text('company-pan'),
    gst_number: text('gst'),
  });
  const project = await data.activeProject(text('project'));
  // A symbol holds 12 characters: exactly an element, were it ever rendered as markup.
  await api(token, 'POST', '/project', {
    name: text('symbol-project'),
    property_type_id: 2,
    total_token: 100,
    token_amount: 10,
    symbol: '<b data-xss>',
  });
  const customer = await registerCustomer(token, text('customer'));
  // The customer's own details, edited as the profile's dialog would (with the version it loaded).
  await editApi(token, `/v2/customer/${customer.id}`, {
    address: text('customer-address'),
    firstname: text('firstname'),
    gender: text('gender'),
  });
  await decideKyc(token, customer.id, 'pan', 'rejected', text('kyc-comment'));
  const order = await data.book(customer.id, project.id, 1);
  await data.moveTo(order.id, 'Document_Signature_Pending');
  const cancelRequest = await data.raiseCancel(order.id, text('cancel-reason'));
  // A refund puts the (hostile) customer and project on the wallet transactions screen.
  await data.approveCancel(cancelRequest.id);
  // A name a spreadsheet would run as a formula, for the CSV export.
  const formulaProject = await data.activeProject(`=HYPERLINK("http://evil.example","${marker}")`);
  await data.book(customer.id, formulaProject.id, 1);
  // Role names hold 60 characters: a shorter payload of the same kinds.
  const roleName = `${marker}-role<b data-xss>b</b><img src=x onerror=__xss=1>`;
  const role = await createRole(token, { name: roleName, description: text('role-description') });
  const employee = await createEmployee(token, { role: role.id, name: text('employee') });
  await api(token, 'POST', '/setting', { name: `${marker}_setting`, value: text('setting-value') });
  await api(token, 'POST', '/config/popuptext', {
    title: text('popup-title'),
    text: text('popup-text'),
    is_active: true,
  });
  await api(token, 'POST', '/config/videolink', {
    title: text('video-title'),
    url: 'https://example.com/video',
    description: text('video-description'),
  });
  // A URL field may only be http(s), but its query string can still try to break out of an attribute.
  await api(token, 'POST', '/config/partner', {
    name: text('partner'),
    icon: `https://example.com/icon.png?"><img src=x onerror=__xss='icon'>`,
  });
  await api(token, 'POST', '/percentage/', {
    name: text('fee'),
    property_types: 'all',
    types: 'platform',
    FILM: 1,
    MUSIC: 1,
    BOOKS: 1,
    SPORTS: 1,
    WEBSERIES: 1,
  });
  await api(token, 'POST', '/v2/template', {
    name: text('template'),
    kind: 'email',
    subject: text('template-subject'),
    body: text('template-body'),
  });

  const visits: [path: string, check: () => Promise<void>][] = [
    [`/company?search=${marker}`, () => showsAsText(page, `${marker}-company`)],
    [
      `/edit-company/${company.id}`,
      async () => {
        await holdsValue(page, text('company'));
        await holdsValue(page, text('registration'));
        await holdsValue(page, text('gst'));
      },
    ],
    [
      `/?search=${marker}`,
      async () => {
        await showsAsText(page, `${marker}-project`);
        await expect(page.getByRole('cell', { name: '<b data-xss>', exact: true })).toBeVisible();
      },
    ],
    // Step 1 holds the name (an incomplete project opens at its first unfinished step).
    [`/edit-project/${project.id}?step=1`, () => holdsValue(page, text('project'))],
    [`/customers?search=${marker}`, () => showsAsText(page, `${marker}-customer`)],
    [
      `/customers-profile/${customer.id}`,
      async () => {
        await showsAsText(page, `${marker}-customer`);
        await showsAsText(page, `${marker}-customer-address`);
      },
    ],
    // The KYC rejection's reason is kept among the customer's comments.
    [`/customers-profile/${customer.id}?tab=comments`, () => showsAsText(page, `${marker}-kyc-comment`)],
    [`/orders?user_id=${customer.id}`, () => showsAsText(page, `${marker}-project`)],
    [`/order-details/${order.id}`, () => showsAsText(page, `${marker}-customer`)],
    [`/cancel?status=Approved`, () => showsAsText(page, `${marker}-cancel-reason`)],
    [`/transactions?user_id=${customer.id}`, () => showsAsText(page, `${marker}-customer`)],
    [`/properties?limit=100&status=Active`, () => showsAsText(page, `${marker}-project`)],
    [`/fee-management`, () => showsAsText(page, `${marker}-fee`)],
    [
      `/employee?search=${marker}`,
      async () => {
        await showsAsText(page, `${marker}-employee`);
        // The employee's role, by its (hostile) name, in the table (the role filter lists it too, as an option).
        await expect(page.getByRole('cell', { name: new RegExp(`${marker}-role`) }).first()).toBeVisible();
      },
    ],
    [`/edit-employee/${employee.id}`, () => holdsValue(page, text('employee'))],
    [`/roles`, () => showsAsText(page, `${marker}-role`)],
    [`/config`, () => showsAsText(page, `${marker}-setting-value`)],
    [`/config?tab=popups`, () => showsAsText(page, `${marker}-popup-title`)],
    [`/config?tab=videos`, () => showsAsText(page, `${marker}-video-title`)],
    [`/config?tab=partners`, () => showsAsText(page, `${marker}-partner`)],
    [`/templates?search=${marker}`, () => showsAsText(page, `${marker}-template`)],
  ];
  const failed: string[] = [];
  for (const [path, check] of visits) {
    await page.goto(path);
    try {
      await check();
    } catch (error) {
      failed.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  // A dialog quoting a name: the template's delete confirmation.
  await page.goto(`/templates?search=${marker}`);
  await page.getByRole('button', { name: `Delete template ${text('template')}` }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(`${marker}-template`);
  await expect(page.locator('[data-xss], img[src="x"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A toast that quotes what was typed: a role created on the Roles screen ("Role … created").
  const toastRole = `${marker}-toast<b data-xss>b</b><img src=x onerror=__xss=2>`;
  await page.goto('/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByLabel(/^Name/).fill(toastRole);
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText(`Role ${toastRole} created`)).toBeVisible();
  await expect(page.locator('[data-xss], img[src="x"]')).toHaveCount(0);

  // The template editor holds the hostile body as text, and its preview renders it escaped.
  await page.goto(`/templates?search=${marker}`);
  await page.getByRole('button', { name: `Edit template ${text('template')}` }).click();
  await expect(page.getByRole('form', { name: 'Edit template' })).toBeVisible();
  await holdsValue(page, text('template-body'));
  // The preview pane shows the subject (a text field) as text.
  await showsAsText(page, `${marker}-template-subject`);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The command palette's results quote names, projects and companies found by the marker.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  await palette.getByRole('combobox').pressSequentially(marker);
  await expect(palette.getByRole('option', { name: new RegExp(`${marker}-customer`) }).first()).toBeVisible();
  await expect(palette.getByRole('option', { name: new RegExp(`${marker}-company`) }).first()).toBeVisible();
  await expect(page.locator('[data-xss], img[src="x"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The order report and its CSV export, opened as text: the payloads are plain cells, the formula is defused.
  await page.goto(`/order-report?user_id=${customer.id}`);
  await showsAsText(page, `${marker}-customer`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const cellsOf = (column: string) => rows.map((row) => row[header!.indexOf(column)]);
  expect(new Set(cellsOf('Customer'))).toEqual(new Set([customer.name]));
  expect(cellsOf('Project').sort()).toEqual([`'=HYPERLINK("http://evil.example","${marker}")`, text('project')].sort());

  expect(failed).toEqual([]);
  expect(ran).toEqual([]);
});
