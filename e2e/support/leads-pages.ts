import { expect, type Locator, type Page } from '@playwright/test';
import type { CreateLead, Lead, LeadNote } from '@exchange/contract/leads/leads';
import { E2E_BASE_URL } from './e2e-env.ts';

/** One call to the leads API, on the admin API's origin under /leads-api (LEADS_API_URL's default). */
export async function leadsCall<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${E2E_BASE_URL}/leads-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export async function createLeadByApi(token: string, lead: CreateLead): Promise<Lead> {
  const answer = await leadsCall<Lead>('POST', '/leads', token, lead);
  if (answer.status !== 201) throw new Error(`lead creation failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function addLeadNoteByApi(token: string, leadId: string, body: string): Promise<LeadNote> {
  const answer = await leadsCall<LeadNote>('POST', '/notes', token, { leadId, body });
  if (answer.status !== 201) throw new Error(`note failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The Leads screen and its detail drawer. */
export class LeadsScreen {
  readonly table: Locator;
  readonly drawer: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByTestId('lead-table');
    this.drawer = page.getByTestId('lead-drawer');
  }

  row(leadId: string): Locator {
    return this.table.locator(`tr[data-lead-id="${leadId}"]`);
  }

  async openLead(leadId: string) {
    await this.row(leadId).click();
    await expect(this.drawer.getByTestId('lead-status')).toBeVisible();
  }

  notes(): Locator {
    return this.drawer.getByTestId('lead-note-body');
  }

  async addNote(text: string) {
    await this.drawer.getByTestId('lead-note-input').fill(text);
    await this.drawer.getByTestId('lead-note-submit').click();
    await expect(this.notes().filter({ hasText: text })).toBeVisible();
  }

  /** Clicks a step's button and confirms its dialog (with a reason when it asks for one). */
  async step(testId: string, reason?: string) {
    await this.drawer.getByTestId(testId).click();
    if (reason) await this.page.getByTestId(`${testId}-reason`).fill(reason);
    await this.page.getByTestId(`${testId}-confirm`).click();
  }

  async expectStatus(status: string) {
    await expect(this.drawer.getByTestId('lead-status')).toHaveAttribute('data-status', status);
  }
}
