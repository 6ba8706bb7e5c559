import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, choose, dismissTwoFactorReminder } from './p2p-pages.ts';

const beneficiaryStatuses = { PENDING_REVIEW: 'Pending review', INFO_REQUESTED: 'Info requested', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

/** A decision behind a ConfirmReasonButton: opens it, types the reason if any, confirms. */
async function confirmDecision(page: Page, scope: Locator, testId: string, reason?: string) {
  await scope.getByTestId(testId).click();
  if (reason !== undefined) await page.getByTestId(`${testId}-reason`).fill(reason);
  await page.getByTestId(`${testId}-confirm`).click();
}

/** Remittance Approval: the status and other filters, the beneficiaries table and its drawer. */
export class RemittanceScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'beneficiaries-table');
  }

  async open(search = '') {
    await this.page.goto(`/remittance-approval${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async chooseStatus(status: keyof typeof beneficiaryStatuses) {
    await choose(this.page, this.page.getByTestId('filter-status'), beneficiaryStatuses[status]);
    // The queue is the default: it leaves the status out of the URL.
    if (status === 'PENDING_REVIEW') await expect(this.page).not.toHaveURL(/[?&]status=/);
    else await expect(this.page).toHaveURL(new RegExp(`[?&]status=${status}(&|$)`));
    await this.table.waitReady();
  }

  row(id: string) {
    return this.page.locator(`tr[data-row-id="${id}"]`);
  }

  async openDrawer(id: string, name: string) {
    await this.row(id).getByTestId('beneficiary-open').click();
    await expect(this.drawer(name)).toBeVisible();
  }

  drawer(name: string) {
    return this.page.getByRole('dialog', { name: `Beneficiary ${name}` });
  }

  /** A decision from the row's own buttons. */
  decideInRow(id: string, action: 'approve' | 'reject' | 'request-info', reason?: string) {
    return confirmDecision(this.page, this.row(id), `beneficiary-${action}`, reason);
  }

  /** A decision from the open drawer's footer. */
  decideInDrawer(name: string, action: 'approve' | 'reject' | 'request-info', reason?: string) {
    return confirmDecision(this.page, this.drawer(name), `beneficiary-${action}`, reason);
  }
}

/** LEAN Approval: filters, the deposits table and its drawer. */
export class LeanScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'lean-table');
  }

  async open(search = '') {
    await this.page.goto(`/lean-approval${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  row(reference: string) {
    return this.page.locator(`tr[data-row-reference="${reference}"]`);
  }

  async openDrawer(reference: string) {
    await this.row(reference).getByTestId('lean-open').click();
    await expect(this.drawer(reference)).toBeVisible();
  }

  drawer(reference: string) {
    return this.page.getByRole('dialog', { name: `Deposit ${reference}` });
  }

  async startApproval(reference: string) {
    await this.drawer(reference).getByTestId('lean-approve').click();
    return this.page.getByRole('dialog', { name: `Approve deposit ${reference}?` });
  }

  async confirmApproval() {
    await this.page.getByTestId('lean-approve-confirm').click();
  }

  /** The first of the two approvals a third party's deposit needs (four-eyes). */
  async startFirstApproval(reference: string) {
    await this.drawer(reference).getByTestId('lean-approve').click();
    return this.page.getByRole('dialog', { name: `Give the first approval of deposit ${reference}?` });
  }

  /** The second approval, by another admin: it credits the customer. */
  async startSecondApproval(reference: string) {
    await this.drawer(reference).getByTestId('lean-approve-second').click();
    return this.page.getByRole('dialog', { name: `Give the second approval of deposit ${reference} and credit it?` });
  }

  async confirmSecondApproval() {
    await this.page.getByTestId('lean-approve-second-confirm').click();
  }
}
