import { expect, test } from '@playwright/test';
import { CustomerMoneyScreen, ReimbursementsScreen, ledgerCustomer } from '../support/ledger-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';

const shots = shotsDir('ledger');

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

test('admin A proposes a reimbursement from the Balances tab, cannot approve it, admin B approves it, and the balance and statement show it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const customer = await ledgerCustomer();
  const maker = await signInFreshAdmin(page, 'finance');
  const money = new CustomerMoneyScreen(page, customer.id);
  const before = await money.available('USD');

  const reference = unique('E2E-RB');
  await money.proposeReimbursement({ direction: 'CREDIT', asset: 'USD', amount: '25.75', reason: 'Double-charged card fee refunded', reference });
  // Proposed, not posted: the balance waits for the checker.
  expect(await money.available('USD')).toBeCloseTo(before, 2);

  // A sees its own proposal in the queue with both decisions disabled (the API refuses them anyway).
  const makerQueue = new ReimbursementsScreen(page);
  const own = await makerQueue.openReference(reference);
  await expect(own.getByTestId('reimbursement-maker')).toContainText(maker.name);
  await expect(own.getByTestId('reimbursement-approve-disabled')).toBeVisible();
  await expect(own.getByTestId('reimbursement-approve')).toBeDisabled();

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const checkerPage = await context.newPage();
  try {
    const checker = await signInFreshAdmin(checkerPage, 'finance');
    const queue = new ReimbursementsScreen(checkerPage);
    const row = await queue.openReference(reference);
    await expect(row.getByTestId('reimbursement-amount')).toContainText('25.75');
    await expect(row.getByTestId('reimbursement-status')).toHaveAttribute('data-status', 'PENDING');
    await queue.approve(row, 'Checked against the card statement');
    // Decided, it leaves the pending queue and is listed as approved, with both names.
    await expect(queue.table.rows()).toHaveCount(0);
    const approved = await queue.openReference(reference, 'APPROVED');
    await expect(approved.getByTestId('reimbursement-maker')).toContainText(maker.name);
    await expect(approved.getByTestId('reimbursement-checker')).toContainText(checker.name);

    // The customer's balance and statement show the credit, posted by the checker.
    const checkerMoney = new CustomerMoneyScreen(checkerPage, customer.id);
    await expect.poll(() => checkerMoney.available('USD'), { timeout: 20_000 }).toBeCloseTo(before + 25.75, 2);
    await checkerMoney.openStatement('USD');
    const line = checkerMoney.statementRows().first();
    await expect(line.getByTestId('statement-amount')).toContainText('+25.75');
    await expect(line).toContainText(reference);
    await expect(line).toContainText(checker.name);
    const balance = Number((await line.getByTestId('statement-balance-after').innerText()).replace(/[^\d.]/g, ''));
    expect(balance).toBeCloseTo(before + 25.75, 2);

    // B proves the books: a reconciliation run finds no difference.
    await checkerPage.goto('/ledger-reconciliation');
    await checkerPage.getByTestId('reconciliation-run').click();
    await expect(checkerPage.getByTestId('reconciliation-summary').getByTestId('run-differences')).toHaveAttribute('data-differences', '0', { timeout: 30_000 });

    // Screenshots of the ledger's screens and the customer's Statement tab.
    const screens: [string, string, string][] = [
      ['reimbursements', `/reimbursements?status=APPROVED`, 'reimbursements-table'],
      ['sub-accounts', '/sub-accounts', 'sub-accounts-table'],
      ['ledger-reconciliation', '/ledger-reconciliation', 'reconciliation-summary'],
      ['profit-ledger', '/profit-ledger', 'profit-table'],
    ];
    for (const look of LOOKS) {
      for (const [name, path, ready] of screens) {
        await openIn(checkerPage, path, look);
        const part = checkerPage.getByTestId(ready);
        await expect(part).toBeVisible({ timeout: 30_000 });
        if ((await part.getAttribute('data-state')) !== null) await expect(part).toHaveAttribute('data-state', 'ready');
        await shoot(checkerPage, shots, `${name}-${look.name}`);
      }
      await checkerMoney.openStatement('USD');
      await shoot(checkerPage, shots, `customer-statement-${look.name}`);
    }
  } finally {
    await context.close();
  }
});
