import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a dialog's or a popover's confirm button until it is gone. On two loaded cores a click at
 * the moment the dialog opened was now and then lost (the dialog stayed, nothing was sent). Clicking
 * again is safe: a confirm that was taken shows its spinner, which ignores clicks, and then closes.
 */
export async function confirmAndWaitClosed(confirm: Locator) {
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click({ timeout: 5_000 });
    await expect(confirm).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** The same for a confirm whose answer stays in the dialog (a refusal): clicked until `answer` shows. */
export async function confirmUntilShown(confirm: Locator, answer: Locator) {
  await expect(async () => {
    if (!(await answer.isVisible()) && (await confirm.isEnabled())) await confirm.click({ timeout: 5_000 });
    await expect(answer).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
