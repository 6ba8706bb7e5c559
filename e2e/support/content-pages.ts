import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_MAIL_OUTBOX_DIR } from './e2e-env.ts';

/** Announcements or Mobile Announcement: the list, the form with its language tabs, the preview. */
export class AnnouncementsScreen {
  readonly form: Locator;
  constructor(private readonly page: Page) {
    this.form = page.getByTestId('announcement-form');
  }

  row(title: string): Locator {
    return this.page.getByTestId('announcement-table').locator('tr.ant-table-row').filter({ hasText: title });
  }

  async write(language: string, title: string, body: string) {
    await this.form.getByTestId(`announcement-form-tab-${language}`).click();
    await this.form.getByTestId(`announcement-form-title-${language}`).fill(title);
    await this.form.getByTestId(`announcement-form-body-${language}`).fill(body);
  }

  /** The preview in `scope` switched to `language`: its card. */
  async previewIn(scope: Locator, language: string, testId = 'announcement-form-preview'): Promise<Locator> {
    await scope.getByTestId(`${testId}-language-${language}`).click();
    return scope.getByTestId(`${testId}-card`);
  }

  async move(title: string, move: 'publish' | 'unpublish' | 'archive') {
    await this.row(title).getByTestId(`announcement-${move}`).click();
    await this.page.getByTestId(`announcement-${move}-confirm`).click();
  }
}

/** App Banner: one language's carousel, its form and upload. */
export class BannersScreen {
  readonly form: Locator;
  constructor(private readonly page: Page) {
    this.form = page.getByTestId('banner-form');
  }

  rows(): Locator {
    return this.page.getByTestId('banner-table').locator('tr.ant-table-row');
  }

  async titles(): Promise<string[]> {
    return this.rows().getByTestId('banner-title').allTextContents();
  }

  async upload(name: string, content: Buffer, mimeType = 'image/png') {
    await this.form.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: content });
  }
}

/** The subject of an .eml, decoded when it travels as an RFC 2047 encoded word. */
function subjectOf(eml: string): string {
  const raw = /^Subject: (.*)$/m.exec(eml)?.[1]?.trim() ?? '';
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(raw);
  return encoded?.[1] ? Buffer.from(encoded[1], 'base64').toString('utf8') : raw;
}

/** The newest e-mail to `to` in the server's outbox whose subject starts with `prefix`: its subject and text. */
export async function newestMail(to: string, prefix: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(E2E_MAIL_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const text = await readFile(path.join(E2E_MAIL_OUTBOX_DIR, name), 'utf8');
        if (text.includes(`To: ${to}\r\n`) && subjectOf(text).startsWith(prefix)) {
          found = { subject: subjectOf(text), text };
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found ?? { subject: '', text: '' };
}
