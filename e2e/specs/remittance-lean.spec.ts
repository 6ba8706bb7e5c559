import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { BeneficiaryList } from '@exchange/contract/remittance/beneficiaries';
import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/app/i18n/locales/en.json' with { type: 'json' };
import { downloadCsv } from '../support/csv-download.ts';
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
  // The customer paid from an own account: one approval credits it (a third party's takes two).
  const deposit = awaiting.items.filter((d) => d.payerNameMatches)[6];
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

test('four-eyes: a third party\'s deposit takes a first approval, which cannot be followed by the same admin, and is credited by another', async ({ page, browser }) => {
  const first = await signInFreshAdmin(page, 'finance');
  const awaiting = await apiGet<ListResponse<LeanTransaction>>('/admin/lean/listTransaction', { status: 'AWAITING_APPROVAL', limit: 200 });
  // A third party paid it; the other LEAN tests take deposits the customer paid.
  const deposit = awaiting.items.filter((d) => !d.payerNameMatches)[1];
  if (!deposit) throw new Error('the demo data has too few third-party deposits awaiting approval');

  const screen = new LeanScreen(page);
  await screen.open(`?search=${deposit.reference}`);
  await screen.openDrawer(deposit.reference);
  await expect(screen.drawer(deposit.reference).getByTestId('drawer-four-eyes')).toHaveText(en.lean.fields.twoApprovals);
  const confirmation = await screen.startFirstApproval(deposit.reference);
  await expect(confirmation.getByTestId('lean-approve-effect')).toContainText('Nothing is credited now');
  await expect(confirmation.getByTestId('lean-approve-mismatch')).toHaveCount(1);
  await screen.confirmApproval();

  const drawer = screen.drawer(deposit.reference);
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Awaiting second approval');
  await expect(drawer.getByTestId('drawer-first-approver')).toHaveText(first.name);
  // The second step is there, but not for the first approver, and the console says why.
  await expect(drawer.getByTestId('lean-approve-second')).toBeDisabled();
  await drawer.getByTestId('lean-approve-second-disabled').hover();
  await expect(page.getByRole('tooltip')).toHaveText(en.lean.actions.fourEyes);
  // The API holds the rule, whatever the console shows; nothing was credited.
  const self = await page.request.fetch('/admin/lean/secondApproveTransaction', {
    method: 'POST',
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` },
    data: { transactionId: deposit.id },
  });
  expect(self.status()).toBe(409);
  expect(await self.json()).toMatchObject({ error: { code: 'lean.fourEyes' } });

  // Another finance admin, in a browser of its own, finds it among those awaiting a second approval and credits it.
  const context = await browser.newContext();
  const secondPage = await context.newPage();
  try {
    const second = await signInFreshAdmin(secondPage, 'finance');
    const secondScreen = new LeanScreen(secondPage);
    await secondScreen.open(`?status=AWAITING_SECOND_APPROVAL&search=${deposit.reference}`);
    await expect(secondScreen.row(deposit.reference).getByTestId('row-status')).toHaveText('Awaiting second approval');
    await secondScreen.openDrawer(deposit.reference);
    await expect(secondScreen.drawer(deposit.reference).getByTestId('drawer-first-approver')).toHaveText(first.name);
    const credit = await secondScreen.startSecondApproval(deposit.reference);
    await expect(credit).toContainText(`First approved by ${first.name}.`);
    await secondScreen.confirmSecondApproval();
    const secondDrawer = secondScreen.drawer(deposit.reference);
    await expect(secondDrawer.getByTestId('drawer-status')).toHaveText('Approved');
    await expect(secondDrawer.getByTestId('drawer-decider')).toHaveText(second.name);
    await expect(secondDrawer.getByTestId('drawer-first-approver')).toHaveText(first.name);
    await expect(secondDrawer.getByTestId('lean-actions')).toHaveCount(0);

    const stored = await apiGet<ListResponse<LeanTransaction>>('/admin/lean/listTransaction', { status: 'APPROVED', search: deposit.reference });
    expect(stored.items[0]).toMatchObject({ status: 'APPROVED', decidedBy: { name: second.name }, firstApproval: { by: { name: first.name } } });
  } finally {
    await context.close();
  }
});

test('the remittance and LEAN screens export what they filter as CSV, account numbers masked', async ({ page }) => {
  await signInFreshAdmin(page);
  const remittance = new RemittanceScreen(page);
  await remittance.open('?status=APPROVED');
  const approved = await apiGet<BeneficiaryList>('/admin/remittance/getCddBeneficiaries', { status: 'APPROVED', pageSize: 1 });
  const beneficiaries = await downloadCsv(page, page.getByTestId('beneficiaries-export'));
  expect(beneficiaries.name).toMatch(/^remittance-beneficiaries-.*\.csv$/);
  expect(beneficiaries.lines).toHaveLength(Number(approved.total));
  for (const line of beneficiaries.lines) expect(line).toMatch(/^[^,]+,APPROVED,/);
  expect(beneficiaries.lines.join('\n')).toMatch(/,\*{4}[^,]{4},/);

  const lean = new LeanScreen(page);
  await lean.open('?status=ALL&currency=SAR');
  const sar = await apiGet<ListResponse<LeanTransaction>>('/admin/lean/listTransaction', { status: 'ALL', currency: 'SAR', limit: 1 });
  const deposits = await downloadCsv(page, page.getByTestId('lean-export'));
  expect(deposits.name).toMatch(/^lean-transactions-.*\.csv$/);
  expect(deposits.lines).toHaveLength(Number(sar.total));
  for (const line of deposits.lines) expect(line).toMatch(/^[^,]+,[^,]+,[A-Z_]+,[0-9.]+,SAR,/);
});
