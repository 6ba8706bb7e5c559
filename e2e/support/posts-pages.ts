import { expect, type Locator, type Page } from '@playwright/test';
import type { Customer } from '@exchange/contract/customers/customers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Post } from '@exchange/contract/posts/posts';
import { adminCall, signInByApi } from './admin-api.ts';
import { E2E_ADMIN } from './e2e-env.ts';
import { platformPost, serviceKey } from './platform-api.ts';

/** A customer's post made the way the customer app makes it, reported by another customer so it joins the queue's top. */
export async function reportedPostByApi(body: string): Promise<Post> {
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const people = await adminCall<ListResponse<Customer>>('GET', '/admin/customers?limit=2', undefined, root);
  const [author, reporter] = people.body.items;
  if (!author || !reporter) throw new Error('the e2e database has no demo customers');
  const key = await serviceKey('Customer app', ['posts.write']);
  const made = await platformPost<Post>(key, '/platform/posts', { customerId: author.id, body, language: 'en' });
  expect(made.status).toBe(201);
  expect((await platformPost(key, `/platform/posts/${made.body.id}/reports`, { customerId: reporter.id, reason: 'Looks like a scam' })).status).toBe(201);
  return made.body;
}

/** Posts: the moderation queue and the drawer of one post. */
export class PostsScreen {
  readonly drawer: Locator;
  constructor(private readonly page: Page) {
    this.drawer = page.getByTestId('post-drawer');
  }

  row(text: string) {
    return this.page.getByTestId('post-table').locator('tr', { hasText: text });
  }

  async search(text: string) {
    const box = this.page.getByTestId('filter-search').locator('input');
    await box.fill(text);
    await box.press('Enter');
    await expect(this.page).toHaveURL(/search=/);
  }

  async open(text: string) {
    await this.row(text).getByTestId('post-open').click();
    await expect(this.drawer.getByTestId('post-body')).toHaveText(text);
  }

  /** A moderation from the drawer, with its reason. */
  async moderate(moderation: 'hide' | 'restore' | 'delete', reason: string) {
    await this.drawer.getByTestId(`post-${moderation}`).click();
    await this.page.getByTestId(`post-${moderation}-reason`).fill(reason);
    await this.page.getByTestId(`post-${moderation}-confirm`).click();
  }
}
