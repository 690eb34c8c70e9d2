// The project form (/add-project, /edit-project/{id}) against the reference API.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createCompany, createProject, getProject, PNG_1X1, pngFile } from '../support/project-form-data';
import { uniqueSuffix } from '../support/api';
import { signInViaApi } from '../support/session';
import { shellUrl } from '../support/suite';

interface SavedProject {
  name: string;
  step_completed: string;
  gallery: string[];
  featured_image: string | null;
  investment_terms: { rights: string; duration: number }[];
}

const stepHeading = (page: Page, n: number, title: string) =>
  page.getByRole('heading', { name: `Step ${n} of 4: ${title}` });

/** The step buttons' words, in order (name, then its state). */
const stepStates = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Project form steps' }).getByRole('button').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );

/** Drops PNG files on an element the way a browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, target: Locator, names: string[]) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, names: fileNames }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      for (const name of fileNames) transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { base64: PNG_1X1.toString('base64'), names },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // A narrow window slides the sidebar away (0.2 s): shoot once it is gone.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/forms/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function fillTerm(row: Locator, n: number) {
  await row.getByLabel('Percentage of IP').fill(String(10 * n));
  await row.getByLabel('Rights').fill(`Streaming rights ${n}`);
  await row.getByLabel('Percentage for Pandora').fill('5');
  await row.getByLabel('Nature of IP').fill('Copyright');
  await row.getByRole('combobox', { name: /^Duration/ }).selectOption(String(n));
  await row.getByLabel('Cost of acquisition').fill('100000');
  await row.getByLabel('Total expected investment').fill('150000');
  await row.getByLabel('Token amount').fill('100');
  await row.getByLabel('Expected monetisation').fill('200000');
  await row.getByLabel('Proposed IRR (%)').fill('18.5');
  await row.getByLabel('Proposed money multiple').fill('1.6');
  await row.getByLabel('Expected duration').fill('24 months');
}

test('creates a project through all four steps, keeps it on reload and reopens it where it stopped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInViaApi();
  const suffix = uniqueSuffix();
  const company = await createCompany(session, `Form Studio ${suffix}`);
  const title = `Form journey ${suffix}`;

  await page.goto(`${shellUrl}/add-project`);
  await expect(page.getByRole('heading', { name: 'Add Project' })).toBeVisible();
  await expect(stepHeading(page, 1, 'Basic details')).toBeVisible();
  // Nothing saved yet: only the first step is under way.
  expect(await stepStates(page)).toEqual([
    '1. Basic details In-Progress',
    '2. Investment terms Not started',
    '3. Media Not started',
    '4. Risk items Not started',
  ]);
  // The company's error reads like every other field's: under it, without a prefix.
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('combobox', { name: /Company/ })).toHaveAccessibleDescription('Required');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-form-step1-errors');
  await expect(page.getByLabel('Individual or group')).toHaveValue('Individual');
  await expect(page.getByLabel('Royalty percentage')).toHaveValue('0');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content type').selectOption({ label: 'Music' });
  await page.getByRole('combobox', { name: 'Company' }).fill(company.name);
  await page.getByRole('option', { name: company.name }).click();
  await page.getByLabel('Stage of production').fill('Pre-production');
  await page.getByLabel('Investment type').selectOption('RevenueSharing');
  await page.getByLabel('Symbol').fill('tune7');
  await page.getByLabel('Total supply').fill('1000');
  await page.getByLabel('Token price in INR').fill('50');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('PAN number').fill('abcde1234f');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Description').fill('An album made for the journey.');
  await page.screenshot({ path: '/tmp/projform-step1.png', fullPage: true });

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/project'));
  await page.getByRole('button', { name: 'Create project' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  // The spec's sent names and defaults.
  expect(body).toMatchObject({
    name: title,
    property_type_id: 3,
    total_token: 1000,
    token_amount: 50,
    step_completed: '1.1',
    individual_group: 'Individual',
    royaltyPercentage: 0,
    symbol: 'TUNE7',
    pan_number: 'ABCDE1234F',
    company_id: company.id,
    investment_type: 'RevenueSharing',
  });
  await expect(page).toHaveURL(/\/edit-project\/\d+\?step=2$/);
  const id = Number(/edit-project\/(\d+)/.exec(page.url())?.[1]);

  // Step 2: two term rows.
  await expect(stepHeading(page, 2, 'Investment terms')).toBeVisible();
  await fillTerm(page.getByRole('listitem', { name: 'Term 1' }), 1);
  await page.getByRole('button', { name: 'Add term' }).click();
  await fillTerm(page.getByRole('listitem', { name: 'Term 2' }), 2);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 3, 'Media')).toBeVisible();

  // Reopened from the project list now, it opens on the step it stopped at (media).
  await page.goto(`${shellUrl}/?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-project/${id}`));
  await expect(stepHeading(page, 3, 'Media')).toBeVisible();

  // Step 3: the kit's select and file fields. A featured image chosen, one gallery file dropped on
  // the field, then 10 more chosen: 10 kept, the user told 1 was dropped. Each is uploaded at once.
  expect(await stepStates(page)).toEqual([
    '1. Basic details Completed',
    '2. Investment terms Completed',
    '3. Media In-Progress',
    '4. Risk items Not started',
  ]);
  await expect(page.getByRole('combobox', { name: /Media type/ })).toHaveValue('image');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/v2/project/${id}/media/file`))
      uploads.push(request.url());
  });
  await page.getByLabel('Featured image').setInputFiles(pngFile('cover.png'));
  await expect(page.getByRole('img', { name: 'Featured image: current file' })).toBeVisible();
  const gallery = page.getByLabel('Gallery files', { exact: true });
  await dropFiles(page, gallery.locator('..'), ['dropped.png']);
  const galleryList = page.getByRole('list', { name: 'Gallery files: files' });
  await expect(galleryList.getByRole('img')).toHaveCount(1);
  await gallery.setInputFiles(Array.from({ length: 10 }, (_, i) => pngFile(`g${i + 1}.png`)));
  await expect(page.getByText('The gallery holds at most 10 files: 1 file was dropped.')).toBeVisible();
  await expect(galleryList.getByRole('img')).toHaveCount(10);
  expect(uploads).toHaveLength(11);
  await expect(gallery).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-form-media');
  // Nothing is on the project until the step is saved.
  expect((await getProject<SavedProject>(session, id)).gallery).toEqual([]);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 4, 'Risk items')).toBeVisible();

  // Step 4: add two risk items, edit one, delete the other.
  for (const risk of ['Delay risk', 'Budget risk']) {
    await page.getByRole('button', { name: 'Add risk item' }).click();
    await page.getByLabel('Risk title').fill(risk);
    await page.getByLabel('Risk description').fill(`${risk} described.`);
    await page.getByLabel('Severity').selectOption('high');
    await page.getByRole('button', { name: 'Add risk item' }).click();
    await expect(page.getByRole('listitem', { name: risk })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Edit Delay risk' }).click();
  await page.getByLabel('Mitigation').fill('Buffer of two months');
  await page.getByRole('button', { name: 'Save risk item' }).click();
  await expect(page.getByText('Mitigation: Buffer of two months')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Budget risk' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete risk item' }).click();
  await expect(page.getByRole('listitem', { name: 'Budget risk' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish' }).click();

  // The completion state, kept on reload, with links to the project and to the list.
  const done = page.getByRole('heading', { name: `“${title}” is complete` });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page).toHaveURL(/step=done$/);
  expect(await stepStates(page)).toEqual([
    '1. Basic details Completed',
    '2. Investment terms Completed',
    '3. Media Completed',
    '4. Risk items Completed',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-form-done');
  await page.reload();
  await expect(done).toBeVisible();
  // The next step, asked first: customers see it on offer once Active.
  await page.getByRole('button', { name: 'Make active' }).click();
  await page
    .getByRole('alertdialog', { name: `Make “${title}” active?` })
    .getByRole('button', { name: 'Make active' })
    .click();
  await expect(page.getByText(`${title} is now Active`)).toBeVisible();
  await expect(page.getByText('It is Active: customers see it on offer.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the project list' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project List');
  await page.goBack();
  await page.getByRole('link', { name: 'Open the project' }).click();
  await expect(stepHeading(page, 1, 'Basic details')).toBeVisible();

  // Saved: every step shows what was saved.
  await page.getByRole('button', { name: /Risk items/ }).click();
  await expect(page.getByRole('listitem', { name: 'Delay risk' })).toContainText('Buffer of two months');
  await page.getByRole('button', { name: /Media/ }).click();
  await expect(page.getByRole('list', { name: 'Gallery files: files' }).getByRole('img')).toHaveCount(10);
  await expect(page.getByRole('img', { name: 'Featured image: current file' })).toBeVisible();
  await page.getByRole('button', { name: /Investment terms/ }).click();
  await expect(page.getByRole('listitem', { name: 'Term 2' }).getByLabel('Rights')).toHaveValue('Streaming rights 2');

  // Edit a term.
  await page.getByRole('listitem', { name: 'Term 1' }).getByLabel('Rights').fill('Theatrical rights');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 3, 'Media')).toBeVisible();
  await page.getByRole('button', { name: /Basic details/ }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(company.name);

  const saved = await getProject<SavedProject>(session, id);
  expect(saved.step_completed).toBe('4.1');
  expect(saved.gallery).toHaveLength(10);
  expect(saved.featured_image).toMatch(/ipfs/);
  expect(saved.investment_terms.map((t) => [t.rights, t.duration])).toEqual([
    ['Theatrical rights', 1],
    ['Streaming rights 2', 2],
  ]);
});

test('a failed save keeps every field, and leaving with unsaved changes asks first', async ({ page }) => {
  const session = await signInViaApi();
  const suffix = uniqueSuffix();
  const company = await createCompany(session, `Guard Studio ${suffix}`);
  const project = await createProject(session, `Guard journey ${suffix}`, company.id);

  await page.goto(`${shellUrl}/edit-project/${project.id}`);
  await expect(stepHeading(page, 2, 'Investment terms')).toBeVisible();
  await fillTerm(page.getByRole('listitem', { name: 'Term 1' }), 3);

  // The API does not answer (as if stopped): the save fails and nothing typed is lost.
  await page.route('**/api/v2/project/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network Error' })).toBeVisible();
  const row = page.getByRole('listitem', { name: 'Term 1' });
  await expect(row.getByLabel('Rights')).toHaveValue('Streaming rights 3');
  await expect(row.getByRole('combobox', { name: /^Duration/ })).toHaveValue('3');
  await expect(row.getByLabel('Proposed IRR (%)')).toHaveValue('18.5');
  await expect(stepHeading(page, 2, 'Investment terms')).toBeVisible();
  await page.unroute('**/api/v2/project/**');

  // Changing step with unsaved changes asks in the kit's dialog (never the browser's); Stay keeps the input.
  const native: string[] = [];
  page.on('dialog', (dialog) => {
    native.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: /Basic details/ }).click();
  const stepQuestion = page.getByRole('alertdialog', { name: 'Open another step without saving?' });
  await expect(stepQuestion).toContainText('You have unsaved changes on this step. Open another step and lose them?');
  await stepQuestion.getByRole('button', { name: 'Stay' }).click();
  await expect(stepQuestion).toHaveCount(0);
  await expect(stepHeading(page, 2, 'Investment terms')).toBeVisible();
  // Leaving the page through the sidebar asks too.
  await page.getByRole('link', { name: 'Companies' }).first().click();
  const leaveQuestion = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leaveQuestion).toContainText('You have unsaved changes. Leave this page and lose them?');
  await page.screenshot({ path: '/tmp/rough/shots/leave-dialog.png' });
  await leaveQuestion.getByRole('button', { name: 'Stay' }).click();
  await expect(leaveQuestion).toHaveCount(0);
  expect(native).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/edit-project/${project.id}`));
  await expect(row.getByLabel('Rights')).toHaveValue('Streaming rights 3');
  // Narrow window: the form stays readable (looked at by hand).
  await page.setViewportSize({ width: 700, height: 900 });
  await page.screenshot({ path: '/tmp/projform-narrow.png', fullPage: true });
});
