import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { kycRequests } from './kyc-tables.ts';
import { idCardPng, selfiePng, utilityBillPdf, utilityBillPng } from './demo-documents.ts';

/*
 * Demo KYC requests, deterministic like the other demo data (modules/p2p/demo/demo-data.ts):
 * every "random" choice is a hash of the customer's row number and a salt; times are relative to
 * the anchor. About 60% of the customers have a request, in every status; some of them have
 * a proof-of-address request on top of an identity request approved before. Some declarations differ
 * from the customer's record (name, date of birth, country), as real ones do.
 */
const rnd = (salt: string, g = 'c.rn') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, g = 'c.rn') =>
  `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])[1 + ${rnd(salt, g)} % ${values.length}]`;

const STREETS = ['Palm Street', 'Harbour Road', 'Cedar Avenue', 'Market Lane', 'Garden Close', 'Station Road', 'Hill View', 'Lake Drive'];
const CITIES: Record<string, string> = {
  AE: 'Dubai', NG: 'Lagos', IN: 'Mumbai', TR: 'Istanbul', BR: 'São Paulo', GB: 'London', DE: 'Berlin', FR: 'Paris', IT: 'Milano',
  ES: 'Madrid', US: 'New York', EG: 'Cairo', SA: 'Riyadh', PK: 'Karachi', CN: 'Shanghai',
};
const OTHER_LAST = ['Moreno', 'Novak', 'Petrov', 'Sato', 'Kowalski'];
const DOC_TYPES = ['PASSPORT', 'PASSPORT', 'NATIONAL_ID', 'DRIVING_LICENCE', 'RESIDENCE_PERMIT'];
const REASONS_FINAL = ['SUSPECTED_FORGERY', 'UNDERAGE', 'SANCTIONS_OR_PEP', 'DOCUMENT_TYPE_NOT_ACCEPTED'];
const REASONS_RETRY = ['DOCUMENT_UNREADABLE', 'DOCUMENT_EXPIRED', 'DOCUMENT_INCOMPLETE', 'NAME_MISMATCH', 'SELFIE_MISMATCH', 'ADDRESS_NOT_VERIFIABLE'];
const RETRY_ITEMS: Record<string, string> = {
  DOCUMENT_UNREADABLE: 'ID_DOCUMENT', DOCUMENT_EXPIRED: 'ID_DOCUMENT', DOCUMENT_INCOMPLETE: 'ID_DOCUMENT', NAME_MISMATCH: 'PERSONAL_DATA',
  SELFIE_MISMATCH: 'SELFIE', ADDRESS_NOT_VERIFIABLE: 'PROOF_OF_ADDRESS',
};
const COMMENTS = ['The photo is blurred around the document number', 'The document expired last month', 'Only the front side was sent', 'Name on the document differs from the declared name'];

async function reviewerIds(db: Db): Promise<string[]> {
  const ids: string[] = [];
  for (const email of ['support@demo.example', 'compliance@demo.example']) {
    const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    if (row) ids.push(row.id);
  }
  if (ids.length === 0) {
    const [any] = await db.select({ id: admins.id }).from(admins).limit(1);
    if (any) ids.push(any.id);
  }
  return ids;
}

export async function generateKycDemoData(db: Db, anchor: string) {
  const reviewers = await reviewerIds(db);
  if (reviewers.length === 0) return;
  const at = `'${anchor}'::timestamptz`;
  const reviewer = (salt: string) => `(array[${reviewers.map((id) => `'${id}'::uuid`).join(',')}])[1 + ${rnd(salt)} % ${reviewers.length}]`;
  const run = (statement: string) => db.execute(sql.raw(statement));

  // One request per chosen customer; the status spread covers every status (the first five rows take one each).
  await run(`with c as (select id, name, country, date_of_birth, row_number() over (order by email) rn from customers),
    chosen as (select c.*, case when c.rn <= 5 then (array['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED'])[c.rn]
        when ${rnd('ks')} % 100 < 24 then 'SUBMITTED' when ${rnd('ks')} % 100 < 38 then 'IN_REVIEW' when ${rnd('ks')} % 100 < 74 then 'APPROVED'
        when ${rnd('ks')} % 100 < 84 then 'REJECTED' else 'RESUBMISSION_REQUESTED' end as status,
        case when ${rnd('kl')} % 100 < 70 then 2 else 3 end as level,
        ${at} - make_interval(secs => 300 + ${rnd('kt')} % (40 * 86400)) as submitted_at
      from c where c.rn <= 5 or ${rnd('kc')} % 100 < 60)
    insert into kyc_requests (customer_id, level, status, full_name, date_of_birth, nationality, country, document_type, document_number,
      address_line1, address_line2, address_city, address_postal_code, address_country, reviewer_id, assigned_at, decided_by, decided_at,
      decision_note, rejection_type, rejection_reason, retry_items, rejection_comment, submitted_at, updated_at)
    select x.id, x.level, x.status,
      case when ${rnd('kn', 'x.rn')} % 100 < 8 then split_part(x.name, ' ', 1) || ' ' || ${pick(OTHER_LAST, 'ko', 'x.rn')}
        when ${rnd('kn', 'x.rn')} % 100 < 20 then upper(split_part(x.name, ' ', 2)) || ', ' || split_part(x.name, ' ', 1)
        else x.name end,
      case when x.date_of_birth is not null and ${rnd('kd', 'x.rn')} % 100 >= 6 then x.date_of_birth::text
        else (date '1960-01-01' + (${rnd('kb', 'x.rn')} % 15000)::int)::text end,
      x.country,
      case when ${rnd('kk', 'x.rn')} % 100 < 5 then 'GB' else x.country end,
      ${pick(DOC_TYPES, 'kp', 'x.rn')},
      upper(substr(md5(x.rn::text || 'kdoc'), 1, 2)) || lpad((${rnd('kx', 'x.rn')} % 10000000)::text, 7, '0'),
      case when x.level = 3 then (1 + ${rnd('ka', 'x.rn')} % 180)::text || ' ' || ${pick(STREETS, 'kr', 'x.rn')} end,
      case when x.level = 3 and ${rnd('kq', 'x.rn')} % 3 = 0 then 'Apartment ' || (1 + ${rnd('kz', 'x.rn')} % 40)::text end,
      case when x.level = 3 then coalesce((case x.country ${Object.entries(CITIES).map(([code, city]) => `when '${code}' then '${city}'`).join(' ')} end), 'Capital City') end,
      case when x.level = 3 then lpad((${rnd('kw', 'x.rn')} % 99999)::text, 5, '0') end,
      case when x.level = 3 then x.country end,
      case when x.status <> 'SUBMITTED' then ${reviewer('kv').replaceAll('c.rn', 'x.rn')} end,
      case when x.status <> 'SUBMITTED' then x.submitted_at + interval '2 hours' end,
      case when x.status not in ('SUBMITTED', 'IN_REVIEW') then ${reviewer('kv').replaceAll('c.rn', 'x.rn')} end,
      case when x.status not in ('SUBMITTED', 'IN_REVIEW') then least(${at} - interval '1 minute', x.submitted_at + interval '5 hours') end,
      case when x.status = 'APPROVED' and ${rnd('ke', 'x.rn')} % 4 = 0 then 'Documents verified against the record' end,
      case x.status when 'REJECTED' then 'FINAL' when 'RESUBMISSION_REQUESTED' then 'RETRY' end,
      case x.status when 'REJECTED' then ${pick(REASONS_FINAL, 'kf', 'x.rn')} when 'RESUBMISSION_REQUESTED' then ${pick(REASONS_RETRY, 'kg', 'x.rn')} end,
      '{}'::text[],
      case when x.status in ('REJECTED', 'RESUBMISSION_REQUESTED') and ${rnd('km', 'x.rn')} % 2 = 0 then ${pick(COMMENTS, 'kj', 'x.rn')} end,
      x.submitted_at, x.submitted_at
    from chosen x`);
  await run(`update kyc_requests set retry_items = array[case rejection_reason ${Object.entries(RETRY_ITEMS).map(([reason, item]) => `when '${reason}' then '${item}'`).join(' ')} else 'ID_DOCUMENT' end]
    where status = 'RESUBMISSION_REQUESTED'`);
  // Each proof-of-address request stands on an identity request approved a month before.
  await run(`insert into kyc_requests (customer_id, level, status, full_name, date_of_birth, nationality, country, document_type, document_number,
      reviewer_id, assigned_at, decided_by, decided_at, submitted_at, updated_at)
    select k.customer_id, 2, 'APPROVED', k.full_name, k.date_of_birth, k.nationality, k.country, k.document_type, k.document_number,
      ${reviewer('kh').replaceAll('c.rn', 'k.document_number')}, k.submitted_at - interval '30 days', ${reviewer('kh').replaceAll('c.rn', 'k.document_number')},
      k.submitted_at - interval '29 days', k.submitted_at - interval '31 days', k.submitted_at - interval '29 days'
    from kyc_requests k where k.level = 3`);

  // The customers' level and status follow their requests alone: level 1 is the e-mail every active
  // customer proved at sign-up, a higher one an approved request; an open request asks for more.
  await run(`update customers set kyc_level = case when state = 'PENDING' then 0 else 1 end, kyc_status = 'NONE'`);
  await run(`update customers c set kyc_status = latest.status,
      kyc_level = greatest(c.kyc_level, coalesce((select max(level) from kyc_requests a where a.customer_id = c.id and a.status = 'APPROVED'), 0))
    from (select distinct on (customer_id) customer_id, status from kyc_requests order by customer_id, submitted_at desc, id desc) latest
    where latest.customer_id = c.id`);

  // Documents: an ID card and a selfie for each request, a bill (PNG or PDF) for proof of address.
  const ids = [0, 1, 2, 3].map(idCardPng);
  const selfies = [0, 1, 2, 3].map(selfiePng);
  const bills = [0, 1].map(utilityBillPng);
  const variant = (n: number) => `(${rnd('kv', 'r.id')} % ${n})`;
  const insertDocs = async (kind: string, fileName: string, contentType: string, variants: Buffer[], where: string) => {
    const values = sql.join(variants.map((content, i) => sql`(${i}::int, ${content}::bytea)`), sql`, `);
    await db.execute(sql`insert into kyc_documents (request_id, kind, file_name, content_type, size_bytes, sha256, content, uploaded_at)
      select r.id, ${kind}, ${fileName}, ${contentType}, octet_length(v.content), encode(sha256(v.content), 'hex'), v.content, r.submitted_at
      from kyc_requests r join (values ${values}) v(n, content) on v.n = ${sql.raw(variant(variants.length))}
      where ${sql.raw(where)}`);
  };
  await insertDocs('ID_FRONT', 'id-front.png', 'image/png', ids, 'true');
  await insertDocs('SELFIE', 'selfie.png', 'image/png', selfies, 'true');
  await insertDocs('PROOF_OF_ADDRESS', 'utility-bill.png', 'image/png', bills, `r.level = 3 and ${rnd('kpdf', 'r.id')} % 2 = 0`);
  // The PDF bills name the customer and the address: one per request.
  const pdfRequests = await db
    .select({ id: kycRequests.id, fullName: kycRequests.fullName, line1: kycRequests.addressLine1, city: kycRequests.addressCity, country: kycRequests.addressCountry, submittedAt: kycRequests.submittedAt })
    .from(kycRequests)
    .where(sql`${kycRequests.level} = 3 and ${sql.raw(rnd('kpdf', 'kyc_requests.id'))} % 2 <> 0`);
  for (const r of pdfRequests) {
    const content = utilityBillPdf([r.fullName, r.line1 ?? '', `${r.city ?? ''}, ${r.country ?? ''}`, `Issued ${r.submittedAt.toISOString().slice(0, 10)}`]);
    await db.execute(sql`insert into kyc_documents (request_id, kind, file_name, content_type, size_bytes, sha256, content, uploaded_at)
      values (${r.id}, 'PROOF_OF_ADDRESS', 'utility-bill.pdf', 'application/pdf', ${content.length}, encode(sha256(${content}::bytea), 'hex'), ${content}::bytea, ${r.submittedAt.toISOString()}::timestamptz)`);
  }
  await run('vacuum analyze kyc_requests');
  await run('vacuum analyze kyc_documents');
}
