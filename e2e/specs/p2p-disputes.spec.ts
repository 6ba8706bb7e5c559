import type { DisputeDetail } from '@exchange/contract/p2p/disputes';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/p2p-api.ts';
import { DisputeDetailScreen, DisputesScreen, signInFreshAdmin } from '../support/p2p-pages.ts';
import type { DisputeListResponse } from '../support/p2p-types.ts';

test('add a note to a dispute, reassign it, then take it with "Assign to me"', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  const inReview = await apiGet<DisputeListResponse>('/admin/p2p/orderDisputes', { status: 'IN_REVIEW', sort: 'oldest', limit: 20 });
  // Not the first rows: other specs or a person trying the demo may work on those.
  const target = inReview.items.find((d) => d.assigneeName !== 'Dana Support') ?? inReview.items[0];
  if (!target) throw new Error('the demo data has no dispute in review');
  const before = await apiGet<DisputeDetail>(`/admin/p2p/orderDisputes/${target.orderNumber}`);

  const list = new DisputesScreen(page);
  await list.open('?status=IN_REVIEW&sort=oldest&limit=20');
  await list.openDispute(target.orderNumber);
  const detail = new DisputeDetailScreen(page);
  await expect(detail.status()).toHaveText('In review');
  await expect(detail.notes()).toHaveCount(before.notes.length);

  await page.getByTestId('dispute-note-submit').click();
  await expect(page.getByText('Please write the note')).toBeVisible();
  const note = `Asked the buyer for the bank receipt (${Date.now()})`;
  await detail.addNote(note);
  await expect(detail.notes()).toHaveCount(before.notes.length + 1);
  // Newest last, with its author.
  await expect(detail.notes().last()).toContainText(note);
  await expect(detail.notes().last()).toContainText(admin.name);
  await expect(page.getByTestId('dispute-note-input')).toHaveValue('');

  // The toast lives 3 s from the server's answer: it is waited for from before the choice, alongside it.
  await Promise.all([expect(page.getByText('Assigned to Dana Support')).toBeVisible(), detail.assignTo('Dana Support')]);
  await expect(detail.assignee()).toContainText('Dana Support');

  await detail.assignToMe();
  await expect(detail.assignee()).toContainText(admin.name);
  await expect(page.getByTestId('dispute-assign-me')).toHaveCount(0);

  const after = await apiGet<DisputeDetail>(`/admin/p2p/orderDisputes/${target.orderNumber}`);
  expect(after.dispute.assigneeName).toBe(admin.name);
  expect(after.notes.at(-1)).toMatchObject({ body: note, authorName: admin.name });

  // The queue shows the new assignee too, and "me" finds it.
  await page.getByTestId('dispute-back').click();
  await list.table.waitReady();
  await expect(list.table.root.locator('tr', { hasText: target.orderNumber }).getByTestId('row-assignee')).toHaveText(admin.name);
  await list.open('?status=ALL&assignee=me');
  await expect(list.table.root.getByRole('link', { name: target.orderNumber, exact: true })).toBeVisible();
});

test('start the review of an open dispute: the status follows and the reviewer takes it', async ({ page }) => {
  const admin = await signInFreshAdmin(page);
  const open = await apiGet<DisputeListResponse>('/admin/p2p/orderDisputes', { status: 'OPEN', assigneeId: 'none', sort: 'newest', limit: 20 });
  const target = open.items.at(-1);
  if (!target) throw new Error('the demo data has no unassigned open dispute');

  const list = new DisputesScreen(page);
  await list.open('?status=OPEN&assignee=none&sort=newest&limit=20');
  await list.openDispute(target.orderNumber);
  const detail = new DisputeDetailScreen(page);
  await expect(detail.status()).toHaveText('Open');
  await page.getByTestId('dispute-start-review').click();
  await page.getByTestId('dispute-start-review-confirm').click();
  await expect(detail.status()).toHaveText('In review');
  await expect(detail.assignee()).toContainText(admin.name);
  // From review, the final decisions become available, each asking for a reason code.
  await page.getByTestId('dispute-resolved-buyer').click();
  await expect(page.getByTestId('dispute-money-effect')).toContainText('released to the buyer');
  await page.getByTestId('dispute-resolved-buyer-confirm').click();
  await expect(page.getByText('Please choose a reason code')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail.status()).toHaveText('In review');
});
