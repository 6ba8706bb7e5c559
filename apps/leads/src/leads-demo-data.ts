import { asc, count, eq } from 'drizzle-orm';
import { LEAD_SOURCES, type LeadStatus } from '@exchange/contract/leads/lead-rules';
import type { Db } from '@exchange/api/src/platform/db/database.ts';
import { admins } from '@exchange/api/src/modules/auth/auth-tables.ts';
import { leadNotes, leads } from './leads-tables.ts';

const first = ['Amira', 'Bilal', 'Chen', 'Dana', 'Elias', 'Farah', 'Giulia', 'Hassan', 'Inès', 'Jonas', 'Karim', 'Lina', 'Mateo', 'Noor', 'Omar', 'Priya', 'Rania', 'Sami', 'Tomás', 'Yara'];
const last = ['Haddad', 'Khan', 'Wei', 'Rossi', 'Moreau', 'Saleh', 'Bianchi', 'Ali', 'Dubois', 'Berg', 'Nasser', 'Costa', 'Garcia', 'Farouk', 'Mansour', 'Patel', 'Aziz', 'Younes', 'Silva', 'Zayed'];
const countries = ['AE', 'SA', 'GB', 'FR', 'IT', 'ES', 'DE', 'IN', 'EG', 'JO'];
const companies = ['Gulf Trading LLC', null, 'Nile Ventures', null, 'Atlas Capital', 'Marina Holdings', null, 'Cedar Partners'];
const statuses: LeadStatus[] = ['NEW', 'NEW', 'NEW', 'CONTACTED', 'CONTACTED', 'QUALIFIED', 'LOST'];
const notes = [
  'Asked about OTC limits for large BTC purchases.',
  'Called back: interested in the staking products, wants the fee schedule.',
  'Met at the Dubai fintech week stand.',
  'Prefers WhatsApp; available after 4 pm Gulf time.',
];

/**
 * Leads for the embedded demo: 40 people spread over the pipeline, sources and owners, some with
 * notes. Made once, when the leads table is empty (never on PostgreSQL, where the data is real).
 */
export async function generateLeadsDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(leads);
  if ((existing?.n ?? 0) > 0) return false;
  const staff = await db.select({ id: admins.id }).from(admins).where(eq(admins.isActive, true)).orderBy(asc(admins.createdAt)).limit(3);
  const now = Date.now();
  const rows = Array.from({ length: 40 }, (_, i) => {
    const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
    const status = statuses[i % statuses.length] ?? 'NEW';
    const createdAt = new Date(now - (i * 19 + 3) * 3_600_000);
    return {
      name,
      email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}${i}@example.com`,
      phone: i % 3 === 0 ? null : `+9715${String(10_000_000 + i * 7919).slice(0, 8)}`,
      country: countries[i % countries.length] ?? 'AE',
      company: companies[i % companies.length] ?? null,
      source: LEAD_SOURCES[i % LEAD_SOURCES.length] ?? 'WEBSITE',
      status,
      lostReason: status === 'LOST' ? 'Chose another exchange for lower fees' : null,
      ownerId: i % 4 === 0 ? null : (staff[i % Math.max(staff.length, 1)]?.id ?? null),
      createdBy: staff[0]?.id ?? null,
      createdAt,
      updatedAt: createdAt,
      statusChangedAt: createdAt,
    };
  });
  const inserted = await db.insert(leads).values(rows).returning({ id: leads.id, createdAt: leads.createdAt });
  const author = staff[0]?.id;
  if (author) {
    const thread = inserted.filter((_, i) => i % 3 === 1).flatMap((lead, i) =>
      notes.slice(0, 1 + (i % 3)).map((body, k) => ({ leadId: lead.id, body, authorId: author, createdAt: new Date(lead.createdAt.getTime() + (k + 1) * 1_800_000) })),
    );
    if (thread.length > 0) await db.insert(leadNotes).values(thread);
  }
  return true;
}
