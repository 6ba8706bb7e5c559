import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option `label` of an antd Select (`select`: its root or anything inside it). With
 * `search`, the label is typed first: long lists are virtual, so a far option is not in the page
 * until searched for.
 *
 * The list opens with a motion, and a click on it while it is still moving can be lost. The option
 * is clicked once the list has settled, then the choice is waited for in the field. It is never
 * picked again on a timer: a second click on a multi-select's option takes the choice away again,
 * and a select the server answers for (the dispute's assignee) is only slow, not missed.
 */
export async function chooseOption(page: Page, select: Locator, label: string, { search = false } = {}) {
  const root = page.locator('.ant-select', { has: select }).or(select.locator('xpath=self::*[contains(@class, "ant-select")]')).first();
  const input = root.locator('input').first();
  // rc-select names the list after the input (`aria-controls` is only there while it is open).
  const listId = `${await input.getAttribute('id')}_list`;
  // This select's own list: another one may still be closing.
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const option = dropdown.locator('.ant-select-item-option').filter({ hasText: label }).first();
  // A list that closed again before showing its option (the screen re-rendered under the click,
  // as its data arrived) is opened again: opening picks nothing, so it is safe to repeat.
  await expect(async () => {
    if ((await input.getAttribute('aria-expanded')) !== 'true') await select.click();
    await expect(input).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    if (search && (await input.inputValue()) !== label) await input.fill(label);
    await expect(option).toBeVisible({ timeout: 5_000 });
    // rc-motion's classes stay on the list while it enters (or leaves, without pointer events). A
    // list seen stuck in "appear-prepare" under load, then gone, is closed and opened again.
    try {
      await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)(-|\s|$)/, { timeout: 5_000 });
    } catch (error) {
      await input.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 45_000 });
  await option.click();
  await expect(root).toContainText(label);
  // A multi-select's list stays open after a pick, over what lies below it (a drawer's Save).
  if ((await root.getAttribute('class'))?.includes('ant-select-multiple')) {
    await input.blur();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  }
}
