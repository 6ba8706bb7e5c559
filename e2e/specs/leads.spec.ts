import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/admin-api.ts';
import { signInFreshAdmin } from '../support/p2p-pages.ts';
import { LeadsScreen, addLeadNoteByApi, createLeadByApi } from '../support/leads-pages.ts';
import { LOOKS, openIn, shoot, shotsDir } from '../support/looks.ts';

const shots = shotsDir('h-leads');

test('a note added through the leads API shows in the console; the lead moves through the pipeline, converts, and its customer opens', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInFreshAdmin(page);
  const token = await signInByApi(admin.email, admin.password);
  const suffix = randomBytes(3).toString('hex');
  const lead = await createLeadByApi(token, { name: `Rania Aziz ${suffix}`, email: `rania.${suffix}@example.com`, phone: '+971501112233', country: 'AE', company: 'Marina Holdings', source: 'EVENT' });
  await addLeadNoteByApi(token, lead.id, 'Met at the Dubai fintech week stand');

  const leads = new LeadsScreen(page);
  await page.goto(`/leads?search=${encodeURIComponent(lead.email)}`);
  await expect(leads.row(lead.id)).toBeVisible();
  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(leads.row(lead.id)).toBeVisible();
  await leads.openLead(lead.id);
  await expect(leads.notes()).toHaveText(['Met at the Dubai fintech week stand']);
  await leads.addNote('Called back: wants the OTC desk');
  await expect(leads.notes()).toHaveText(['Met at the Dubai fintech week stand', 'Called back: wants the OTC desk']);

  await leads.step('lead-move-contacted');
  await leads.expectStatus('CONTACTED');
  await leads.step('lead-move-qualified');
  await leads.expectStatus('QUALIFIED');
  await leads.step('lead-convert');
  await leads.expectStatus('CONVERTED');
  await expect(leads.drawer.getByTestId('lead-convert')).toHaveCount(0);
  await expect(leads.row(lead.id).getByTestId('lead-row-status')).toHaveAttribute('data-status', 'CONVERTED');

  await leads.drawer.getByTestId('lead-customer-link').click();
  await expect(page.getByTestId('customer-name')).toHaveText(lead.name);
  await expect(page).toHaveURL(/\/customers\//);
});

test('the Leads screen in three LOOKS', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signInFreshAdmin(page);
  const token = await signInByApi(admin.email, admin.password);
  const suffix = randomBytes(3).toString('hex');
  const lead = await createLeadByApi(token, { name: `Karim Nasser ${suffix}`, email: `karim.${suffix}@example.com`, country: 'JO', source: 'REFERRAL' });
  await addLeadNoteByApi(token, lead.id, 'Prefers WhatsApp; available after 4 pm Gulf time.');
  for (const look of LOOKS) {
    await openIn(page, '/leads', look);
    await expect(page.getByTestId('lead-name').filter({ hasText: lead.name })).toBeVisible();
    await shoot(page, shots, `leads-${look.name}`);
    await openIn(page, `/leads?lead=${lead.id}`, look);
    await expect(page.getByTestId('lead-note-body')).toHaveCount(1);
    await shoot(page, shots, `lead-drawer-${look.name}`);
  }
});
