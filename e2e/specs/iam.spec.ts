import { randomBytes } from 'node:crypto';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { expect, test, type Page } from '@playwright/test';
import { asSuperAdmin } from '../support/access-pages.ts';
import { SignInScreen, dismissTwoFactorReminder } from '../support/console-pages.ts';
import { E2E_ADMIN } from '../support/e2e-env.ts';

const policiesOf = async (id: string) => {
  const groups = await asSuperAdmin<{ items: AccessGroup[] }>('GET', '/admin/roles/groups');
  return groups.items.find((g) => g.id === id)?.policies;
};

const tick = (page: Page, group: string, policy: string) => page.getByTestId(`iam-cell-${group}-${policy}`);

test('IAM keeps unsaved ticks: leaving asks, Stay keeps them, the save bar saves them, Leave drops them', async ({ page }) => {
  // A group of this test's own: the built-in ones are what the other specs' admins stand on.
  const name = `e2e-iam-${randomBytes(3).toString('hex')}`;
  const group = await asSuperAdmin<AccessGroup>('POST', '/admin/roles/groups', { name });

  const signIn = new SignInScreen(page);
  await signIn.open();
  await signIn.submit(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByTestId('sidebar').first()).toBeVisible();
  await dismissTwoFactorReminder(page);
  await page.getByTestId('nav-iam').click();
  await expect(page.getByTestId('iam-matrix')).toBeVisible();

  await tick(page, name, 'audit.read').click();
  await expect(page.getByTestId('iam-save-bar')).toContainText(name);

  // Another menu entry: the console asks before the tick is lost, and staying keeps it.
  await page.getByTestId('nav-activities').click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await page.getByTestId('unsaved-stay').click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/iam$/);
  await expect(tick(page, name, 'audit.read')).toBeChecked();

  // The bar at the window's foot saves it, and goes.
  await page.getByTestId('iam-save-all').click();
  await expect(page.getByTestId('iam-save-bar')).toHaveCount(0);
  await expect.poll(() => policiesOf(group.id)).toEqual(['audit.read']);

  // Saved, nothing to ask: a new tick, then leaving for good drops it.
  await tick(page, name, 'logs.read').click();
  await page.getByTestId('nav-activities').click();
  await expect(question).toBeVisible();
  await page.getByTestId('unsaved-leave').click();
  await expect(page).toHaveURL(/\/activities$/);
  expect(await policiesOf(group.id)).toEqual(['audit.read']);

  // With nothing unsaved, the way out is free.
  await page.getByTestId('nav-iam').click();
  await expect(tick(page, name, 'logs.read')).not.toBeChecked();
  await page.getByTestId('nav-activities').click();
  await expect(page).toHaveURL(/\/activities$/);
});
