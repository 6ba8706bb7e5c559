import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { BankAccountsScreen, KycQueueScreen, KycReviewScreen } from '../support/kyc-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

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

const shots = shotsDir('kyc');

test('the queue and the review screen, with an image zoomed and rotated (in every look when taking pictures)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAdmin(page, 'admin');
  const request = await submittedRequest(2, 3);
  const queue = new KycQueueScreen(page);
  const review = new KycReviewScreen(page);

  for (const look of LOOKS) {
    await openIn(page, '/kyc-requests', look);
    await expect(queue.table.root).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await shoot(page, shots, `kyc-queue-${look.name}`);
    await review.open(request.id);
    await expect(page.getByTestId('kyc-image').first().locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('kyc-comparison')).toBeVisible();
    await shoot(page, shots, `kyc-review-${look.name}`);
    await review.zoomAndRotateFirstImage();
    await shoot(page, shots, `kyc-review-zoomed-${look.name}`);
    await page.keyboard.press('Escape');
  }
  await new BankAccountsScreen(page).open();
  await shoot(page, shots, `bank-accounts-${LOOKS.at(-1)?.name}`);
});
