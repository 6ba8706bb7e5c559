import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { joinRoleGroup } from '../access/effective-access.ts';
import { admins } from '../auth/auth-tables.ts';

/*
 * Demo beneficiaries, deterministic like the P2P demo data (modules/p2p/demo/demo-data.ts): every
 * "random" choice is a hash of the row number and a salt, times are relative to the anchor.
 */
const rnd = (salt: string, g = 'g') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, g = 'g') =>
  `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])[1 + ${rnd(salt, g)} % ${values.length}]`;
/** A value chosen per country from that country's own list. */
const perCountry = (country: string, lists: Record<string, readonly string[]>, salt: string) =>
  `(case ${country} ${Object.entries(lists).map(([code, values]) => `when '${code}' then ${pick(values, salt)}`).join(' ')} end)`;

const BENEFICIARIES = 150;
/** The corridors customers in the Gulf send to most, weighted by repetition. */
const CORRIDORS = ['IN', 'IN', 'IN', 'PK', 'PK', 'PH', 'PH', 'EG', 'EG', 'BD', 'NG', 'KE', 'LK', 'JO', 'GB'];
const FIRST: Record<string, readonly string[]> = {
  IN: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Lakshmi'],
  PK: ['Ahmed', 'Fatima', 'Usman', 'Ayesha', 'Bilal', 'Zainab', 'Hamza', 'Sana'],
  PH: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'Paolo', 'Jasmine', 'Rodel'],
  EG: ['Mohamed', 'Nour', 'Omar', 'Mariam', 'Youssef', 'Salma', 'Karim', 'Heba'],
  BD: ['Rahim', 'Nusrat', 'Tanvir', 'Farzana', 'Arif', 'Sadia'],
  NG: ['Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Aisha'],
  KE: ['Wanjiru', 'Brian', 'Achieng', 'Kamau', 'Njeri', 'Kevin'],
  LK: ['Kasun', 'Nimali', 'Dilshan', 'Tharushi', 'Ruwan'],
  JO: ['Laith', 'Rania', 'Khaled', 'Dina', 'Tariq'],
  GB: ['Oliver', 'Amelia', 'Harry', 'Isla', 'Jack', 'Sophie'],
};
const LAST: Record<string, readonly string[]> = {
  IN: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Singh'],
  PK: ['Khan', 'Qureshi', 'Malik', 'Butt', 'Chaudhry', 'Siddiqui', 'Raza'],
  PH: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva'],
  EG: ['Hassan', 'Abdelrahman', 'Mostafa', 'Farouk', 'Saleh', 'Ibrahim', 'Fathy'],
  BD: ['Hossain', 'Rahman', 'Islam', 'Akter', 'Chowdhury', 'Uddin'],
  NG: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Bello'],
  KE: ['Odhiambo', 'Kariuki', 'Mutua', 'Wambui', 'Kiprono', 'Njoroge'],
  LK: ['Perera', 'Fernando', 'Silva', 'Jayawardena', 'Bandara'],
  JO: ['Haddad', 'Nasser', 'Khoury', 'Masri', 'Zoubi'],
  GB: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans'],
};
const BANKS: Record<string, readonly string[]> = {
  IN: ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Federal Bank'],
  PK: ['Habib Bank Limited', 'Meezan Bank', 'United Bank Limited', 'MCB Bank'],
  PH: ['BDO Unibank', 'Bank of the Philippine Islands', 'Metrobank', 'Landbank of the Philippines'],
  EG: ['National Bank of Egypt', 'Banque Misr', 'Commercial International Bank'],
  BD: ['Sonali Bank', 'BRAC Bank', 'Dutch-Bangla Bank', 'Islami Bank Bangladesh'],
  NG: ['Access Bank', 'Guaranty Trust Bank', 'Zenith Bank', 'First Bank of Nigeria'],
  KE: ['KCB Bank', 'Equity Bank', 'Co-operative Bank of Kenya'],
  LK: ['Bank of Ceylon', 'Commercial Bank of Ceylon', 'Sampath Bank'],
  JO: ['Arab Bank', 'Housing Bank for Trade and Finance', 'Jordan Kuwait Bank'],
  GB: ['Barclays', 'HSBC UK', 'Lloyds Bank', 'NatWest'],
};
/** Countries whose accounts are IBANs; the others use plain account numbers. */
const IBAN_COUNTRIES = ['PK', 'EG', 'JO', 'GB'];
/** What a customer says about the beneficiary, and why the money goes there (index by index). */
const RELATIONSHIPS = ['Parent', 'Spouse', 'Sibling', 'Child', 'Friend', 'Self', 'Business partner', 'Landlord', 'Relative', 'Supplier'];
const PURPOSES = ['Family support', 'Family support', 'Education fees', 'Education fees', 'Gift', 'Savings', 'Business payment', 'Property rent', 'Medical expenses', 'Invoice payment'];
const OTHER_PURPOSES = ['Medical expenses', 'Household expenses', 'Family support', 'Tuition and books', 'Wedding expenses', 'Investment', 'Trade settlement', 'Property rent', 'Family support', 'Goods purchase'];
const REJECT_REASONS = [
  'Beneficiary name is a close match to a sanctions list entry',
  'Account holder name at the bank differs from the beneficiary name',
  'Stated purpose is not supported by the documents provided',
  'Customer could not explain the relationship with the beneficiary',
];
const INFO_REASONS = [
  'Please upload a document that proves the relationship (e.g. family register or marriage certificate)',
  "Please confirm the beneficiary's full legal name exactly as on the bank account",
  'Please tell us the source of funds for transfers to this beneficiary',
  'Please upload the invoice or contract behind this business payment',
];
const APPROVAL_NOTES = ['Documents verified', 'Relationship confirmed by phone'];
const HIGH_RISK_APPROVAL = 'Enhanced due diligence completed: source of funds and relationship documents verified';

/** The reviewer of the demo decisions: the built-in admin group holds remittance.decide. */
async function ensureReviewer(db: Db): Promise<string> {
  const email = 'compliance@demo.example';
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (existing) return existing.id;
  // Nobody knows this password until an admin resets it.
  const [row] = await db
    .insert(admins)
    .values({ email, name: 'Chloe Compliance', role: 'admin', passwordHash: await hashPassword(randomBytes(24).toString('hex')) })
    .returning({ id: admins.id });
  if (!row) throw new Error('demo reviewer insert failed');
  await joinRoleGroup(db, row.id, 'admin');
  return row.id;
}

export async function generateRemittanceDemoData(db: Db, anchor: string) {
  const reviewerId = await ensureReviewer(db);
  const at = `'${anchor}'::timestamptz`;
  const digits = (salt: string, length: number) => `lpad(((${rnd(`${salt}a`)} % 100000000)::text || (${rnd(`${salt}b`)} % 100000000)::text), ${length}, '7')`;
  await db.execute(sql.raw(`with cust as (select id, row_number() over (order by email) rn from customers)
    insert into remittance_beneficiaries (customer_id, full_name, relationship, country, bank_name, account_number, purpose, risk_level, status,
      review_reason, reviewed_by, reviewed_at, created_at, updated_at)
    select c.id, x.full_name, x.relationship, x.country, x.bank_name, x.account_number, x.purpose, x.risk, x.status,
      case x.status
        when 'REJECTED' then ${pick(REJECT_REASONS, 'br')}
        when 'INFO_REQUESTED' then ${pick(INFO_REASONS, 'bi')}
        when 'APPROVED' then case when x.risk = 'HIGH' then '${HIGH_RISK_APPROVAL}' when ${rnd('bn')} % 10 < 3 then ${pick(APPROVAL_NOTES, 'bo')} end
      end,
      case when x.status <> 'PENDING_REVIEW' then '${reviewerId}'::uuid end,
      case when x.status <> 'PENDING_REVIEW' then least(${at} - interval '1 minute', x.created_at + make_interval(secs => 1800 + ${rnd('bv')} % (3 * 86400))) end,
      x.created_at, x.created_at
    from generate_series(1, ${BENEFICIARIES}) g
    join cust c on c.rn = 1 + ${rnd('bc')} % (select count(*) from customers)
    cross join lateral (select ${pick(CORRIDORS, 'bk')} as country, 1 + ${rnd('bp')} % ${RELATIONSHIPS.length} as k,
        -- The first four rows take the four statuses, so every status is there whatever the hashes give.
        case when g <= 4 then (array['PENDING_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'])[g]
          when ${rnd('bs')} % 100 < 34 then 'PENDING_REVIEW' when ${rnd('bs')} % 100 < 46 then 'INFO_REQUESTED'
          when ${rnd('bs')} % 100 < 84 then 'APPROVED' else 'REJECTED' end as status) s
    cross join lateral (select s.country, s.status,
        ${perCountry('s.country', FIRST, 'bf')} || ' ' || ${perCountry('s.country', LAST, 'bl')} as full_name,
        (array[${RELATIONSHIPS.map((r) => `'${r}'`).join(',')}])[s.k] as relationship,
        case when ${rnd('bq')} % 3 = 0 then (array[${OTHER_PURPOSES.map((p) => `'${p}'`).join(',')}])[s.k] else (array[${PURPOSES.map((p) => `'${p}'`).join(',')}])[s.k] end as purpose,
        ${perCountry('s.country', BANKS, 'bb')} as bank_name,
        case when s.country in (${IBAN_COUNTRIES.map((c) => `'${c}'`).join(',')})
          then s.country || lpad((2 + ${rnd('bx')} % 97)::text, 2, '0') || upper(substr(md5(g::text || 'bw'), 1, 4)) || ${digits('bd', 16)}
          else ${digits('bd', 12)} end as account_number,
        -- Business and friendship transfers are the classic cover for money mules: riskier on average.
        case when ${rnd('bz')} % 100 < (case when s.k in (5, 7, 10) then 35 else 10 end) then 'HIGH'
          when ${rnd('bz')} % 100 < 45 then 'MEDIUM' else 'LOW' end as risk,
        ${at} - make_interval(secs => case s.status
          when 'PENDING_REVIEW' then 600 + ${rnd('bt')} % (10 * 86400)
          when 'INFO_REQUESTED' then 2 * 86400 + ${rnd('bt')} % (20 * 86400)
          else 4 * 86400 + ${rnd('bt')} % (120 * 86400) end) as created_at) x`));
  await db.execute(sql.raw('vacuum analyze remittance_beneficiaries'));
}
