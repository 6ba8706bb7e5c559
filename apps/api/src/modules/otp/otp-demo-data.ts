import { sql } from 'drizzle-orm';
import { OTP_OPERATIONS } from '@exchange/contract/otp/otp-rules';
import type { Db } from '../../platform/db/database.ts';

const LINES = 3_000;
const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Three thousand codes of the last 30 days, as the OTP service reports them: most verified, some
 * failed or expired, a few blocked; each sent by a method switched on for its operation, from a
 * handful of addresses per customer. Hashes of the row number stand for chance (same rows each run).
 */
export async function generateOtpDemoData(db: Db, anchor: string) {
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) as n, count(*) over () as total from customers where state = 'ACTIVE'),
    lines as (
      select g,
        ('x' || substr(md5(g::text || 'otp-c'), 1, 8))::bit(32)::bigint as rc,
        ('x' || substr(md5(g::text || 'otp-o'), 1, 8))::bit(32)::bigint as ro,
        ('x' || substr(md5(g::text || 'otp-r'), 1, 8))::bit(32)::bigint as rr,
        ('x' || substr(md5(g::text || 'otp-t'), 1, 8))::bit(32)::bigint as rt
      from generate_series(1, ${LINES}) g
    ),
    picked as (
      select l.*, (${list(OTP_OPERATIONS)})[1 + l.ro % ${OTP_OPERATIONS.length}] as operation from lines l
    ),
    methods as (
      select p.*, (
        select s.method from otp_method_settings s
        where s.operation = p.operation and s.enabled
        order by md5(p.g::text || s.method) limit 1
      ) as method
      from picked p
    )
    insert into otp_logs (customer_id, method, operation, result, ip, created_at)
    select c.id, m.method, m.operation,
      case when m.rr % 100 < 72 then 'VERIFIED' when m.rr % 100 < 86 then 'SENT' when m.rr % 100 < 95 then 'FAILED' when m.rr % 100 < 99 then 'EXPIRED' else 'BLOCKED' end,
      '10.' || (c.n % 200) || '.' || (m.rc % 4) || '.' || (1 + c.n % 250),
      ${anchor}::timestamptz - make_interval(secs => (m.rt % (30 * 86400))::double precision)
    from methods m
    join people c on c.n = 1 + m.rc % c.total
    where m.method is not null
  `);
}
