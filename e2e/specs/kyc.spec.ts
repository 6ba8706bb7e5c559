import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test, type Page } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { BankAccountsScreen, KycQueueScreen, KycReviewScreen } from '../support/kyc-pages.ts';
import { LookControls } from '../support/look-pages.ts';

// A screen's first load on a busy two-core machine can take many seconds: room for it.
test.describe.configure({ timeout: 180_000 });

/** Submitted requests of customers below the level asked, handed out one per test. */
async function submittedRequest(skip: number, level: 2 | 3 = 2): Promise<KycRequest> {
  const list = await apiGet<ListResponse<KycRequest>>('/admin/kyc/requests', { status: 'SUBMITTED', level: String(level), limit: 50 });
  const open = list.items.filter((r) => r.customer.kycLevel < r.level && r.customer.kycStatus === 'SUBMITTED');
  const request = open[skip];
  if (!request) throw new Error('the demo data has too few submitted KYC requests');
  return request;
}

test('approve a KYC request: assign to me from the queue, approve on the review screen, the level goes up', async ({ page }) => {
  await signInFreshAdmin(page, 'admin');
  const request = await submittedRequest(0);
  const queue = new KycQueueScreen(page);
  await queue.open(`?search=${encodeURIComponent(request.customer.email)}`);
  await expect(queue.tab('SUBMITTED')).toBeVisible();
  const row = queue.row(request.id);
  await expect(row.getByTestId('kyc-level')).toHaveText(en.kyc.levels['2']);
  await row.getByTestId('kyc-assign').click();
  // Taken: it leaves the submitted queue and waits under In review, with this admin as reviewer.
  await expect(row).toHaveCount(0);
  await queue.tab('IN_REVIEW').click();
  await queue.table.waitReady();
  await expect(queue.row(request.id)).toBeVisible();

  await queue.row(request.id).getByTestId('kyc-open').click();
  const review = new KycReviewScreen(page);
  await review.expectStatus('IN_REVIEW');
  await expect(page.getByTestId('kyc-customer-level')).toHaveText(en.kyc.customerLevels[String(request.customer.kycLevel) as '1']);
  await expect(page.getByTestId('kyc-document-ID_FRONT')).toBeVisible();
  await review.approve('Passport matches the selfie');
  await expect(page.getByTestId('kyc-customer-level')).toHaveText(en.kyc.customerLevels['2']);
  const after = await apiGet<ListResponse<KycRequest>>('/admin/kyc/requests', { customerId: request.customer.id });
  expect(after.items.find((r) => r.id === request.id)?.customer).toMatchObject({ kycLevel: 2, kycStatus: 'APPROVED' });
});

test('reject a KYC request with RETRY: the customer is asked to send the document again', async ({ page }) => {
  await signInFreshAdmin(page, 'support');
  const request = await submittedRequest(1);
  const review = new KycReviewScreen(page);
  await review.open(request.id);
  await review.expectStatus('SUBMITTED');
  await review.assignToMe();
  await review.askToResubmit(en.kyc.reasons.DOCUMENT_EXPIRED, [en.kyc.retryItems.ID_DOCUMENT], 'The passport expired in March');
  await expect(page.getByTestId('kyc-review-status')).toHaveText(en.status.RESUBMISSION_REQUESTED);
  await expect(page.getByTestId('kyc-rejection')).toContainText(en.kyc.reasons.DOCUMENT_EXPIRED);
  await expect(page.getByTestId('kyc-rejection')).toContainText('The passport expired in March');
  const after = await apiGet<ListResponse<KycRequest>>('/admin/kyc/requests', { customerId: request.customer.id });
  expect(after.items.find((r) => r.id === request.id)).toMatchObject({
    status: 'RESUBMISSION_REQUESTED',
    rejection: { type: 'RETRY', reason: 'DOCUMENT_EXPIRED', retryItems: ['ID_DOCUMENT'] },
  });
});

test('verify a bank account: the holder is shown beside the KYC name, a mismatch is flagged', async ({ page }) => {
  await signInFreshAdmin(page, 'finance');
  const pending = await apiGet<ListResponse<BankAccount>>('/admin/bankAccounts', { status: 'PENDING', limit: 100 });
  const matching = pending.items.find((a) => !a.holderMismatch);
  const mismatching = pending.items.find((a) => a.holderMismatch);
  if (!matching || !mismatching) throw new Error('the demo data needs pending accounts with and without a name mismatch');
  const screen = new BankAccountsScreen(page);
  await screen.open(`?search=${encodeURIComponent(mismatching.customer.email)}`);
  await expect(screen.row(mismatching.id).getByTestId('bank-mismatch')).toBeVisible();

  await screen.open(`?search=${encodeURIComponent(matching.customer.email)}`);
  const row = screen.row(matching.id);
  await expect(row.getByTestId('bank-holder')).toHaveAttribute('data-mismatch', 'false');
  await expect(row.getByTestId('bank-holder')).toContainText(matching.kycName);
  await screen.verify(matching.id);
  // Verified, it leaves the pending queue.
  await expect(row).toHaveCount(0);
  const verified = await apiGet<ListResponse<BankAccount>>('/admin/bankAccounts', { status: 'VERIFIED', customerId: matching.customer.id });
  expect(verified.items.map((a) => a.id)).toContain(matching.id);
});

/** Where the look test writes its screenshots: SHOTS_DIR when set, else the test's output folder. */
function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath('shots');
  mkdirSync(dir, { recursive: true });
  return page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, timeout: 60_000 });
}

test('the queue and the review screen in English, Arabic and dark, with an image zoomed and rotated', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  const request = await submittedRequest(2, 3);
  const queue = new KycQueueScreen(page);
  const review = new KycReviewScreen(page);
  const look = new LookControls(page);

  for (const variant of ['en', 'dark', 'ar'] as const) {
    const theme = variant === 'dark' ? '?theme=dark' : '';
    await queue.open(theme);
    if (variant === 'ar') {
      await look.chooseInHeader('ar');
      await look.expectDirection('rtl', 'ar');
      await queue.table.waitReady();
    }
    await shot(page, `kyc-queue-${variant}`);
    await review.open(request.id, theme);
    await expect(page.getByTestId('kyc-image').first().locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('kyc-comparison')).toBeVisible();
    await shot(page, `kyc-review-${variant}`);
    await review.zoomAndRotateFirstImage();
    await shot(page, `kyc-review-zoomed-${variant}`);
    await page.keyboard.press('Escape');
  }
  await new BankAccountsScreen(page).open();
  await shot(page, 'bank-accounts-ar');
});
