// Config (/config) and templates (/templates) against the reference API: each journey makes its own data.
import type { Page } from '@playwright/test';
import { callApi, uniqueSuffix } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';
import { apiUrl } from '../support/suite';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every request to the API path (method and URL) made by the page from now on. */
function recordApiCalls(page: Page, pathPart: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl) && request.url().includes(pathPart))
      calls.push(`${request.method()} ${request.url().slice(apiUrl.length)}`);
  });
  return calls;
}

/** Fails the test if anything a hostile text carries ever runs in the page. */
async function trapScripts(page: Page) {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`error: ${error.message}`));
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', { set: (value) => console.error(`XSS ran: ${value}`), configurable: true });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('XSS ran')) ran.push(message.text());
  });
  return ran;
}

test('a setting: added, edited (page 1 limit 10 fetched again), reset and deleted', async ({ page }) => {
  const name = `e2e_setting_${uniqueSuffix()}`;
  await page.goto('/config');
  const add = page.getByRole('form', { name: 'Add setting' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Value').fill('first');
  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Setting added')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('first');

  await page.getByRole('button', { name: `Edit setting ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit setting ${name}` });
  await expect(edit.getByLabel('Value')).toHaveValue('first');
  await edit.getByLabel('Value').fill('second');
  const calls = recordApiCalls(page, '/setting');
  await edit.getByRole('button', { name: 'Save setting' }).click();
  await expect(row).toContainText('second');
  await expect.poll(() => calls.some((call) => /^GET \/setting\?(?=.*page=1)(?=.*limit=10)/.test(call))).toBe(true);
  expect(calls.findIndex((call) => call.startsWith('PUT'))).toBeLessThan(
    calls.findIndex((call) => call.startsWith('GET /setting?')),
  );
  await expect(page.getByRole('form', { name: 'Add setting' })).toBeVisible();

  await page.getByRole('button', { name: `Edit setting ${name}` }).click();
  await expect(page.getByRole('form', { name: `Edit setting ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('form', { name: 'Add setting' })).toBeVisible();

  await page.getByRole('button', { name: `Delete setting ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete setting?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete setting' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/config-settings.png', fullPage: true });
});

test('a partner: added with an uploaded icon (previewed), then renamed', async ({ page }) => {
  const name = `E2E Partner ${uniqueSuffix()}`;
  await page.goto('/config?tab=partners');
  await page.getByRole('button', { name: 'Add partner' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add partner' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  const iconUrl = await row.locator('img').getAttribute('src');
  expect(iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ipfs\//);
  const served = await page.request.get(iconUrl as string);
  expect(Buffer.from(await served.body()).equals(PNG_1X1)).toBe(true);

  await page.getByRole('button', { name: `Edit partner ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit partner ${name}` });
  await edit.getByLabel('Name').fill(`${name} Renamed`);
  await edit.getByRole('button', { name: 'Save partner' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Renamed`) })).toBeVisible();
  await expect(page).toHaveURL(/tab=partners/);
});

test('a video link: refused when not http(s), added with a YouTube preview, deleted', async ({ page }) => {
  const title = `E2E video ${uniqueSuffix()}`;
  await page.goto('/config?tab=videos');
  const form = page.getByRole('form', { name: 'Add video link' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('URL').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add video link' }).click();
  await expect(form.getByText('Enter an http:// or https:// URL')).toBeVisible();
  await form.getByLabel('URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.getByRole('button', { name: 'Add video link' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  await page.getByRole('button', { name: `Delete video link ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete video link' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('a popup text is deleted by id: no list request after the DELETE; hostile text stays text', async ({ page }) => {
  const ran = await trapScripts(page);
  const session = await signInViaApi();
  const title = `E2E popup ${uniqueSuffix()}`;
  const hostile = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><a href="javascript:window.__xss='link'">go</a>`;
  await callApi(session.accessToken, 'POST', '/config/popuptext', { title, text: hostile, is_active: true });
  await page.goto('/config?tab=popups');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(hostile);
  await expect(row.locator('img, script, a[href^="javascript"]')).toHaveCount(0);

  const calls = recordApiCalls(page, '/config/popuptext');
  await page.getByRole('button', { name: `Delete popup text ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete popup text' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await expect(page.getByText(`Popup text ${title} deleted`)).toBeVisible();
  expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(0);
  expect(ran).toEqual([]);
});

test('a template with variables: live preview through the API, sanitised; hostile bodies never run', async ({
  page,
}) => {
  const ran = await trapScripts(page);
  const name = `E2E template ${uniqueSuffix()}`;
  await page.goto('/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Subject').fill('Hello {{name}}');
  await form
    .getByLabel('Body')
    .fill(
      `<p>Dear {{name}}, you hold {{units}} units.</p><img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><a href="javascript:window.__xss='link'">details</a> {{toString}}`,
    );
  await page.getByLabel('{{name}}').fill('Asha');
  await page.getByLabel('{{units}}').fill('12');
  // A name the prototype of every object has: emptied, it must show as missing, never resolve to a function.
  await expect(page.getByLabel('{{toString}}')).toHaveValue('To string');
  await page.getByLabel('{{toString}}').fill('');
  const preview = page.getByRole('region', { name: /Preview/ });
  await expect(preview).toContainText('Dear Asha, you hold 12 units.');
  await expect(preview).toContainText('Subject: Hello Asha');
  await expect(preview).toContainText('Missing values: {{toString}}');
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await expect(preview.getByText('details')).not.toHaveAttribute('href', /javascript:/);
  await page.screenshot({ path: 'test-results/templates-editor.png', fullPage: true });

  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText(`Template ${name} created`)).toBeVisible();
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('{{name}} {{units}} {{toString}}');
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('button', { name: `Edit template ${name}` }).click();
  // Reopened, its variables get their samples again.
  await expect(page.getByRole('region', { name: /Preview/ })).toContainText('Dear Asha Rao, you hold 12 units.');
  expect(ran).toEqual([]);
});

test('a template opens with sample values guessed from its variables, a preview without raw {{ }}, and its variables highlighted', async ({
  page,
}) => {
  const session = await signInViaApi();
  const name = `E2E samples ${uniqueSuffix()}`;
  const template = await callApi<{ id: number }>(session.accessToken, 'POST', '/v2/template', {
    name,
    kind: 'email',
    subject: 'Order {{order_id}} for {{project}}',
    body: '<p>Hi {{name}},</p><p>Please pay INR {{amount}} for {{units}} units before {{deadline}}.</p>',
  });
  await page.goto('/templates');
  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: `Edit template ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${template.id}`));

  const samples = page.getByRole('group', { name: 'Sample values' });
  await expect(samples.getByLabel('{{name}}')).toHaveValue('Asha Rao');
  await expect(samples.getByLabel('{{amount}}')).toHaveValue('25,000');
  await expect(samples.getByLabel('{{order_id}}')).toHaveValue('ORD-1042');
  const preview = page.getByRole('region', { name: /Preview/ });
  await expect(preview).toContainText('Hi Asha Rao,');
  await expect(preview).toContainText('Please pay INR 25,000 for 12 units before March 14, 2026.');
  await expect(preview).toContainText('Subject: Order ORD-1042 for Monsoon Reel');
  await expect(preview).not.toContainText('{{');
  await expect(preview).not.toContainText('Missing values');

  // The body's variables are marked on the layer behind the textarea, which stays the input.
  const body = page.getByRole('textbox', { name: /^Body/ });
  const marks = page.getByTestId('variable-highlights').locator('mark');
  await expect(marks).toHaveText(['{{name}}', '{{amount}}', '{{units}}', '{{deadline}}']);
  await body.press('End');
  await body.pressSequentially(' Ref {{ticket_ref}}');
  await expect(marks).toHaveCount(5);
  await expect(samples.getByLabel('{{ticket_ref}}')).not.toHaveValue('');
  // The mark sits exactly where the textarea draws the same characters.
  const [textareaBox, layerBox] = await Promise.all([
    body.boundingBox(),
    page.getByTestId('variable-highlights').boundingBox(),
  ]);
  expect(layerBox).toEqual(textareaBox);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // A narrow window slides the sidebar away (0.2 s): shoot once it is gone.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/forms/shots/template-form-${width}.png`, fullPage: true });
  }
});

test('a typed setting: true/false gets a switch, a number a number input, and the name stays fixed', async ({
  page,
}) => {
  const session = await signInViaApi();
  const sfx = uniqueSuffix();
  await callApi(session.accessToken, 'POST', '/setting', { name: `e2e_flag_${sfx}`, value: 'true' });
  await callApi(session.accessToken, 'POST', '/setting', { name: `e2e_count_${sfx}`, value: '42' });
  await page.goto('/config');

  await page.getByRole('button', { name: `Edit setting e2e_flag_${sfx}` }).click();
  const flagForm = page.getByRole('form', { name: `Edit setting e2e_flag_${sfx}` });
  await expect(flagForm.getByLabel('Name')).toHaveAttribute('readonly', '');
  const flag = flagForm.getByRole('switch', { name: 'Value' });
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await flag.click();
  await flagForm.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`e2e_flag_${sfx}`) })).toContainText('false');

  await page.getByRole('button', { name: `Edit setting e2e_count_${sfx}` }).click();
  const countForm = page.getByRole('form', { name: `Edit setting e2e_count_${sfx}` });
  const count = countForm.getByRole('spinbutton', { name: /Value/ });
  await expect(count).toHaveValue('42');
  await count.fill('43.5');
  await countForm.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`e2e_count_${sfx}`) })).toContainText('43.5');
  await page.screenshot({ path: 'test-results/config-typed-setting.png', fullPage: true });
});

test('two tabs edit one setting: the second save meets the conflict and keeps what was typed', async ({
  page,
  context,
}) => {
  const session = await signInViaApi();
  const name = `e2e_conflict_${uniqueSuffix()}`;
  await callApi(session.accessToken, 'POST', '/setting', { name, value: 'original' });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/config');
    await tab.getByRole('button', { name: `Edit setting ${name}` }).click();
    await expect(tab.getByRole('form', { name: `Edit setting ${name}` }).getByLabel('Value')).toHaveValue('original');
  }

  const first = page.getByRole('form', { name: `Edit setting ${name}` });
  await first.getByLabel('Value').fill('from the first tab');
  await first.getByRole('button', { name: 'Save setting' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('from the first tab');

  const second = other.getByRole('form', { name: `Edit setting ${name}` });
  await second.getByLabel('Value').fill('from the second tab');
  await second.getByRole('button', { name: 'Save setting' }).click();
  await expect(second.getByText(/Setting was changed by someone else since you opened it/)).toBeVisible();
  await expect(second.getByLabel('Value')).toHaveValue('from the second tab');
  const settings = await callApi<{ name: string; value: string }[]>(
    session.accessToken,
    'GET',
    '/setting?page=1&limit=100',
  );
  expect(settings.find((setting) => setting.name === name)?.value).toBe('from the first tab');
});
