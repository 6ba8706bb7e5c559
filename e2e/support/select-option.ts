import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option `label` of an antd Select (`select`: its root or anything inside it). With
 * `search`, the label is typed first: long lists are virtual, so a far option is not in the page
 * until searched for. On a loaded machine the list can still be animating in when the option is
 * clicked and the click is lost, so the choice is checked in the field and picked again if missing.
 */
export async function chooseOption(page: Page, select: Locator, label: string, { search = false } = {}) {
  const root = page.locator('.ant-select', { has: select }).or(select.locator('xpath=self::*[contains(@class, "ant-select")]')).first();
  await expect(async () => {
    await select.click();
    if (search) await root.locator('input').first().fill(label);
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label });
    await option.first().click({ timeout: 3_000 });
    await expect(root).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
