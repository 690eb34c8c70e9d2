// KYC decided with the evidence in front of the reviewer: each check's files open in a side panel
// (PDF and image inline, the video with controls), and the decision (who, when, why) shows beside
// the check afterwards. Screens at three widths as Admin and as Support, with axe on each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Customer, KycReview } from '@admin/api-client';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { samplePdf, SAMPLE_PHOTO, SAMPLE_VIDEO, uploadEvidence } from '../support/kyc-evidence';
import { confirmKycAsSecondOfficer, registerCustomer } from '../support/people';
import { signInViaApi, STAFF_PHONES, storageStateWith } from '../support/session';

/** Serious and critical WCAG A/AA violations, by rule and element. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A fresh customer whose Aadhaar (a PDF and a photo) and video are submitted and awaiting review. */
async function customerWithEvidence(prefix: string): Promise<Customer> {
  const { accessToken: token } = await signInViaApi();
  const customer = await registerCustomer(token, prefix);
  await uploadEvidence(token, customer.id, 'aadhar', [
    { name: 'aadhar-card.pdf', type: 'application/pdf', bytes: samplePdf('Aadhaar card sample') },
    SAMPLE_PHOTO,
  ]);
  await uploadEvidence(token, customer.id, 'video', [SAMPLE_VIDEO]);
  return customer;
}

test('a KYC check decided after opening its evidence: the PDF, the photo and the video open in the side panel, and the decision shows beside the check', async ({
  page,
}) => {
  const customer = await customerWithEvidence('E2E KYC evidence');
  await page.goto(`/customers-profile/${customer.id}?tab=kyc`);
  const checks = page.getByRole('list', { name: 'KYC verifications' });
  const aadhar = checks.getByRole('listitem', { name: 'Aadhaar' });
  await expect(aadhar).toContainText('Awaiting review');
  await expect(aadhar).toContainText(/2 files, submitted [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(checks.getByRole('listitem', { name: 'PAN' })).toContainText('Not submitted');

  // Keyboard: the panel opens from its button, takes focus, and Escape returns it.
  await page.getByRole('button', { name: 'View Aadhaar evidence' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: `Aadhaar evidence of ${customer.name}` });
  await expect(panel).toBeVisible();
  const pdf = panel.locator('iframe[title="aadhar-card.pdf (PDF)"]');
  await expect(pdf).toHaveAttribute('src', /^blob:/);
  const photo = panel.getByRole('img', { name: 'Aadhaar evidence: aadhar-front.jpg' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Aadhaar evidence' })).toBeFocused();

  // Approve from the panel, the evidence just seen.
  await page.getByRole('button', { name: 'View Aadhaar evidence' }).click();
  await panel.getByRole('button', { name: 'Approve Aadhaar' }).click();
  const approve = page.getByRole('alertdialog', { name: `Approve the Aadhaar verification of ${customer.name}?` });
  await approve.getByRole('button', { name: 'Approve Aadhaar' }).click();
  await expect(page.getByText('Aadhaar verification approved')).toBeVisible();
  await expect(aadhar).toContainText(/Verified by Asha Admin, [A-Z][a-z]+ \d{1,2}, \d{4}/);

  // The video plays with controls; reject it with a reason.
  await page.getByRole('button', { name: 'View Video evidence' }).click();
  const videoPanel = page.getByRole('dialog', { name: `Video evidence of ${customer.name}` });
  const video = videoPanel.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(160);
  await page.screenshot({ path: 'test-results/kyc-admin-1280-video.png' });
  await videoPanel.getByRole('button', { name: 'Reject Video' }).click();
  const reject = page.getByRole('alertdialog', { name: `Reject the Video verification of ${customer.name}?` });
  await reject.getByLabel('Reason (required)').fill('Face not visible in the recording');
  await reject.getByRole('button', { name: 'Reject Video' }).click();
  const videoCheck = checks.getByRole('listitem', { name: 'Video' });
  // A rejection waits for a second staff member; the second Compliance officer confirms it.
  await expect(videoCheck).toContainText('Awaiting second approval: rejected by Asha Admin');
  await confirmKycAsSecondOfficer(customer.id, 'video');
  await page.reload();
  // Both people stay on the record: who rejected it, and who confirmed.
  await expect(videoCheck).toContainText('Rejected by Asha Admin · confirmed by Priya Raman');
  await expect(videoCheck).toContainText('Reason: Face not visible in the recording');
  await page.screenshot({ path: 'test-results/kyc-admin-1280-decided.png', fullPage: true });

  const { accessToken } = await signInViaApi();
  // Evidence the customer sent another way, attached by staff from the panel: PAN then awaits review.
  await page.getByRole('button', { name: 'View PAN evidence' }).click();
  const panPanel = page.getByRole('dialog', { name: `PAN evidence of ${customer.name}` });
  await panPanel
    .getByLabel('Add files for the customer')
    .setInputFiles({ name: 'pan-card.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_PHOTO.bytes });
  await expect(page.getByText('File added to PAN')).toBeVisible();
  await expect(panPanel.getByRole('img', { name: 'PAN evidence: pan-card.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(checks.getByRole('listitem', { name: 'PAN' })).toContainText('Awaiting review');

  const review = await callApi<KycReview>(accessToken, 'GET', `/v2/customer/${customer.id}/kyc`);
  expect(review.checks.find((c) => c.verification === 'aadhar')).toMatchObject({
    state: 'approved',
    decided_by: { name: 'Asha Admin' },
  });
  expect(review.checks.find((c) => c.verification === 'video')).toMatchObject({
    state: 'rejected',
    reason: 'Face not visible in the recording',
  });
});

const WIDTHS = [1440, 1024, 390] as const;

for (const role of ['admin', 'support'] as const) {
  test.describe(`the KYC tab and its evidence panel as ${role}`, () => {
    if (role === 'support') {
      test.use({
        storageState: async ({ browserName: _browserName }, provide) =>
          provide(storageStateWith(await signInViaApi(STAFF_PHONES.support))),
      });
    }

    test(`at 1440, 1024 and 390 px: screenshots and no serious axe violations (${role})`, async ({ page }) => {
      const customer = await customerWithEvidence(`E2E KYC ${role}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`/customers-profile/${customer.id}?tab=kyc`);
        const aadhar = page.getByRole('list', { name: 'KYC verifications' }).getByRole('listitem', { name: 'Aadhaar' });
        await expect(aadhar).toContainText('Awaiting review');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/kyc-${role}-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: 'View Aadhaar evidence' }).click();
        const panel = page.getByRole('dialog', { name: `Aadhaar evidence of ${customer.name}` });
        await expect(panel).toBeVisible();
        if (role === 'admin') await expect(panel.locator('iframe')).toHaveAttribute('src', /^blob:/);
        else await expect(panel).toContainText('Only staff who decide KYC can open identity documents.');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/kyc-${role}-${width}-evidence.png` });
        await page.keyboard.press('Escape');
      }
    });
  });
}
