import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, choose, dismissTwoFactorReminder } from './p2p-pages.ts';

/** A screen's first load fetches its chunk and its data: on a busy machine that outlasts the usual 10 s. */
const FIRST_LOAD = { timeout: 30_000 };

/** KYC Requests: the queue by status (tabs with counts), a row per request. */
export class KycQueueScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'kyc-table');
  }

  async open(search = '') {
    await this.page.goto(`/kyc-requests${search}`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  }

  row(requestId: string): Locator {
    return this.page.locator(`tr[data-row-id="${requestId}"]`);
  }

  tab(status: string): Locator {
    return this.page.getByTestId(`kyc-tab-${status}`);
  }
}

/** The review screen of one request: the comparison, the documents and the decisions. */
export class KycReviewScreen {
  constructor(private readonly page: Page) {}

  async open(requestId: string, query = '') {
    await this.page.goto(`/kyc-requests/${requestId}${query}`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.root()).toBeVisible(FIRST_LOAD);
  }

  root(): Locator {
    return this.page.getByTestId('kyc-review-page');
  }

  async expectStatus(status: string) {
    await expect(this.root()).toHaveAttribute('data-status', status);
  }

  async assignToMe() {
    await this.page.getByTestId('kyc-assign').click();
    await this.expectStatus('IN_REVIEW');
  }

  async approve(note?: string) {
    await this.page.getByTestId('kyc-approve').click();
    if (note) await this.page.locator('.ant-modal textarea').fill(note);
    await this.page.getByTestId('kyc-approve-confirm').click();
    await this.expectStatus('APPROVED');
  }

  /** RETRY with a catalogue reason, the items to send again and a comment. */
  async askToResubmit(reasonLabel: string, itemLabels: string[], comment: string) {
    await this.page.getByTestId('kyc-reject').click();
    const form = this.page.getByTestId('kyc-reject-form');
    await expect(form).toBeVisible();
    await choose(this.page, this.page.getByTestId('kyc-reject-reason'), reasonLabel);
    for (const label of itemLabels) await form.getByTestId('kyc-reject-items').getByText(label, { exact: true }).click();
    await this.page.getByTestId('kyc-reject-comment').fill(comment);
    await this.page.getByTestId('kyc-reject-confirm').click();
    await this.expectStatus('RESUBMISSION_REQUESTED');
  }

  /** Opens the first image in antd's preview, zooms in twice and rotates it once. */
  async zoomAndRotateFirstImage() {
    await this.page.getByTestId('kyc-image').first().locator('img').click();
    const preview = this.page.locator('.ant-image-preview').last();
    await expect(preview).toBeVisible();
    await preview.locator('.anticon-zoom-in').click();
    await preview.locator('.anticon-zoom-in').click();
    await preview.locator('.anticon-rotate-right').click();
    await expect(preview.locator('.ant-image-preview-img')).toHaveAttribute('style', /rotate\(90deg\)/);
  }
}

/** Bank A/C Requests: a row per account, the holder beside the KYC name. */
export class BankAccountsScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'bank-table');
  }

  async open(search = '') {
    await this.page.goto(`/bank-account-requests${search}`);
    await dismissTwoFactorReminder(this.page);
    await expect(this.table.root).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  }

  row(accountId: string): Locator {
    return this.page.locator(`tr[data-row-id="${accountId}"]`);
  }

  async verify(accountId: string) {
    await this.row(accountId).getByTestId('bank-verify').click();
    await this.page.getByTestId('bank-verify-confirm').click();
  }
}
