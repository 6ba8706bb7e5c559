import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { BeneficiaryList } from '@exchange/contract/remittance/beneficiaries';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/p2p-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { LeanScreen, RemittanceScreen } from '../support/remittance-lean-pages.ts';

/** Pending demo beneficiaries of LOW or MEDIUM risk (a HIGH one needs a reason to be approved). */
async function pendingBeneficiaries() {
  const [low, medium] = await Promise.all([
    apiGet<BeneficiaryList>('/admin/remittance/getCddBeneficiaries', { status: 'PENDING_REVIEW', riskLevel: 'LOW', pageSize: 50 }),
    apiGet<BeneficiaryList>('/admin/remittance/getCddBeneficiaries', { status: 'PENDING_REVIEW', riskLevel: 'MEDIUM', pageSize: 50 }),
  ]);
  return [...low.items, ...medium.items];
}

test('approve a pending beneficiary from its row: it leaves the queue and shows under Approved, reviewed by me', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  const candidate = (await pendingBeneficiaries())[4];
  if (!candidate) throw new Error('the demo data has too few pending beneficiaries');

  const screen = new RemittanceScreen(page);
  // The customer's e-mail narrows the queue to this customer's beneficiaries.
  await screen.open(`?search=${encodeURIComponent(candidate.customer.email)}`);
  await expect(screen.row(candidate.id)).toBeVisible();
  await expect(screen.row(candidate.id).getByTestId('row-account')).toHaveText(candidate.accountNumber);
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  await screen.decideInRow(candidate.id, 'approve');
  // The decided row leaves the Pending review queue without a reload.
  await expect(screen.row(candidate.id)).toHaveCount(0);

  await screen.chooseStatus('APPROVED');
  // The status keeps the search.
  expect(new URL(page.url()).searchParams.get('search')).toBe(candidate.customer.email);
  await expect(screen.row(candidate.id)).toContainText(admin.name);
  await screen.openDrawer(candidate.id, candidate.fullName);
  await expect(screen.drawer(candidate.fullName).getByTestId('drawer-status')).toHaveText('Approved');
  await expect(screen.drawer(candidate.fullName).getByTestId('drawer-reviewer')).toHaveText(admin.name);
  await expect(screen.drawer(candidate.fullName).getByTestId('beneficiary-actions')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('reject a pending beneficiary with a reason from its drawer: the review shows who and why, and it is under Rejected', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  const candidate = (await pendingBeneficiaries())[9];
  if (!candidate) throw new Error('the demo data has too few pending beneficiaries');
  const reason = 'Account holder name at the bank differs from the beneficiary';

  const screen = new RemittanceScreen(page);
  await screen.open(`?search=${encodeURIComponent(candidate.customer.email)}`);
  await screen.openDrawer(candidate.id, candidate.fullName);
  await expect(screen.drawer(candidate.fullName).getByTestId('drawer-status')).toHaveText('Pending review');

  // A rejection without a reason is not sent: the form asks for one.
  await screen.drawer(candidate.fullName).getByTestId('beneficiary-reject').click();
  await page.getByTestId('beneficiary-reject-confirm').click();
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.getByTestId('beneficiary-reject-reason').fill(reason);
  await page.getByTestId('beneficiary-reject-confirm').click();

  const drawer = screen.drawer(candidate.fullName);
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Rejected');
  await expect(drawer.getByTestId('drawer-reason')).toHaveText(reason);
  await expect(drawer.getByTestId('drawer-reviewer')).toHaveText(admin.name);
  await expect(screen.row(candidate.id)).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await screen.chooseStatus('REJECTED');
  await expect(screen.row(candidate.id)).toContainText(admin.name);
  const stored = await apiGet<BeneficiaryList>('/admin/remittance/getCddBeneficiaries', { status: 'REJECTED', search: candidate.customer.email, pageSize: 200 });
  expect(stored.items.find((b) => b.id === candidate.id)).toMatchObject({ status: 'REJECTED', reviewReason: reason, reviewedBy: { name: admin.name } });
});

test('approve a LEAN deposit awaiting approval: the confirmation states the amount and the customer, and the deposit is APPROVED', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  const awaiting = await apiGet<ListResponse<LeanTransaction>>('/admin/lean/listTransaction', { status: 'AWAITING_APPROVAL', limit: 50 });
  const deposit = awaiting.items[6];
  if (!deposit) throw new Error('the demo data has too few deposits awaiting approval');
  const [whole = '', cents = ''] = deposit.amount.split('.');
  const amountText = `${new Intl.NumberFormat('en').format(BigInt(whole))}.${cents} ${deposit.currency}`;

  const screen = new LeanScreen(page);
  await screen.open(`?search=${deposit.reference}`);
  await expect(screen.table.rows()).toHaveCount(1);
  await expect(screen.row(deposit.reference).getByTestId('row-status')).toHaveText('Awaiting approval');
  await screen.openDrawer(deposit.reference);

  const confirmation = await screen.startApproval(deposit.reference);
  await expect(confirmation.getByTestId('lean-approve-effect')).toContainText(amountText);
  await expect(confirmation.getByTestId('lean-approve-effect')).toContainText(deposit.customer.name);
  await expect(confirmation.getByTestId('lean-approve-mismatch')).toHaveCount(deposit.payerNameMatches ? 0 : 1);
  await screen.confirmApproval();

  const drawer = screen.drawer(deposit.reference);
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Approved');
  await expect(drawer.getByTestId('drawer-decider')).toHaveText(admin.name);
  await expect(drawer.getByTestId('lean-actions')).toHaveCount(0);
  // It left the queue; with every status shown it is there, approved.
  await expect(screen.row(deposit.reference)).toHaveCount(0);
  await screen.open(`?status=ALL&search=${deposit.reference}`);
  await expect(screen.row(deposit.reference).getByTestId('row-status')).toHaveText('Approved');
  const stored = await apiGet<ListResponse<LeanTransaction>>('/admin/lean/listTransaction', { status: 'APPROVED', search: deposit.reference });
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]).toMatchObject({ status: 'APPROVED', decidedBy: { name: admin.name } });
});
