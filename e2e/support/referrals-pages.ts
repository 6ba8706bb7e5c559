import { expect, type Locator, type Page } from '@playwright/test';
import { ListTable, choose, dismissTwoFactorReminder } from './p2p-pages.ts';

/** The Referee Rewards screen: status, date range and search in the URL, a drawer per reward. */
export class RefereeRewardsScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'rewards-table');
  }

  async open(search = '') {
    await this.page.goto(`/referee-rewards${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async showStatus(label: string) {
    await choose(this.page, this.page.getByTestId('reward-status-filter'), label);
    await this.table.waitReady();
  }

  async search(text: string) {
    // antd puts the test id on the search group; the text box is inside it.
    const box = this.page.getByTestId('reward-search').locator('input');
    await box.fill(text);
    await box.press('Enter');
    await this.table.waitReady();
  }

  row(rewardId: string): Locator {
    return this.page.locator(`tr[data-reward-id="${rewardId}"]`);
  }

  rowStatuses() {
    return this.table.root.getByTestId('row-status');
  }

  /** Clicks an action of a row, types the reason if given, and confirms in the dialog. */
  async act(rewardId: string, action: 'approve' | 'hold' | 'reject' | 'disburse', reason?: string) {
    await this.row(rewardId).getByTestId(`reward-${action}`).click();
    if (reason !== undefined) await this.page.getByTestId(`reward-${action}-reason`).fill(reason);
    await this.page.getByTestId(`reward-${action}-confirm`).click();
  }

  async openLog(rewardId: string) {
    await this.row(rewardId).getByTestId('reward-open-log').click();
    await expect(this.drawer()).toBeVisible();
  }

  drawer() {
    return this.page.getByTestId('reward-drawer');
  }

  logEntries() {
    return this.drawer().getByTestId('reward-log-entry');
  }
}

/** The Referrer Commission screen: search and coin filter in the URL. */
export class ReferrerCommissionScreen {
  readonly table: ListTable;
  constructor(private readonly page: Page) {
    this.table = new ListTable(page, 'commission-table');
  }

  async open(search = '') {
    await this.page.goto(`/referrer-commission${search}`);
    await dismissTwoFactorReminder(this.page);
    await this.table.waitReady();
  }

  async chooseCoin(coin: string) {
    await choose(this.page, this.page.getByTestId('commission-coin'), coin);
    await this.table.waitReady();
  }

  row(email: string, coin: string): Locator {
    return this.page.locator(`tr[data-referrer-email="${email}"][data-coin="${coin}"]`);
  }
}
