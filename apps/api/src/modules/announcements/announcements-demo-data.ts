import { eq, sql } from 'drizzle-orm';
import { createAnnouncementSchema, type CreateAnnouncement } from '@exchange/contract/announcements/announcements';
import type { Db } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/audit/write-audit.ts';
import { createAnnouncement, moveAnnouncement } from './announcement-commands.ts';
import { announcements } from './announcement-tables.ts';

type Plan = Omit<CreateAnnouncement, 'startsAt' | 'endsAt'> & { startDays: number; endDays: number | null; then: ('publish' | 'archive')[] };

const plans: Plan[] = [
  {
    channel: 'WEB',
    // The spec's announcement text.
    texts: {
      en: { title: 'New version released', body: 'A new version of the app is released on December 25th: faster trading, a new wallet screen and Arabic throughout. Get it in your app store.' },
      ar: { title: 'إصدار جديد', body: 'يصدر إصدار جديد من التطبيق في 25 ديسمبر: تداول أسرع، وشاشة محفظة جديدة، ودعم كامل للغة العربية. حدّث التطبيق من متجرك.' },
      fr: { title: 'Nouvelle version', body: "Une nouvelle version de l'application sort le 25 décembre : des ordres plus rapides et un nouvel écran de portefeuille." },
    },
    audience: { kind: 'ALL' },
    startDays: -2,
    endDays: 28,
    then: ['publish'],
  },
  {
    channel: 'WEB',
    texts: { en: { title: 'Scheduled maintenance', body: 'Deposits and withdrawals pause on Sunday from 02:00 to 03:00 UTC while we upgrade our systems. Trading stays open.' } },
    audience: { kind: 'ALL' },
    startDays: 3,
    endDays: 6,
    then: ['publish'],
  },
  {
    channel: 'WEB',
    texts: { en: { title: 'Higher limits for verified customers', body: 'Customers at KYC level 2 and above now withdraw up to 50,000 AED a day.' }, ar: { title: 'حدود أعلى للعملاء الموثقين', body: 'يمكن لعملاء المستوى الثاني وما فوق سحب ما يصل إلى 50,000 درهم يوميًا.' } },
    audience: { kind: 'KYC_LEVELS', levels: [2, 3] },
    startDays: 1,
    endDays: null,
    then: [],
  },
  {
    channel: 'WEB',
    texts: { en: { title: 'Ramadan trading hours', body: 'Support answers from 10:00 to 16:00 during Ramadan.' } },
    audience: { kind: 'COUNTRIES', countries: ['AE', 'SA', 'EG'] },
    startDays: -60,
    endDays: -30,
    then: ['publish', 'archive'],
  },
  {
    channel: 'MOBILE',
    texts: {
      en: { title: 'Update the app', body: 'Version 5.0 is out on December 25th. Update now to keep trading.' },
      zh: { title: '请更新应用', body: '5.0 版本将于 12 月 25 日发布。请立即更新以继续交易。' },
      es: { title: 'Actualiza la app', body: 'La versión 5.0 sale el 25 de diciembre. Actualiza para seguir operando.' },
    },
    audience: { kind: 'ALL' },
    startDays: -1,
    endDays: 14,
    then: ['publish'],
  },
  {
    channel: 'MOBILE',
    texts: { en: { title: 'Staking rewards boosted', body: 'Stake USDT this week and earn a boosted rate.' }, it: { title: 'Ricompense di staking aumentate', body: 'Metti in staking USDT questa settimana per un tasso maggiorato.' } },
    audience: { kind: 'COUNTRIES', countries: ['AE', 'IT'] },
    startDays: 2,
    endDays: 9,
    then: [],
  },
];

const inDays = (anchor: string, days: number) => new Date(Date.parse(anchor) + days * 86_400_000).toISOString();

/** Announcements and Mobile Announcement through their own commands (audit rows, statuses). */
export async function generateAnnouncementsDemoData(db: Db, anchor: string, actor: Actor) {
  for (const [index, { startDays, endDays, then, ...input }] of plans.entries()) {
    const body = createAnnouncementSchema.parse({ ...input, startsAt: inDays(anchor, startDays), endsAt: endDays === null ? null : inDays(anchor, endDays) });
    const made = await createAnnouncement(db, body, actor);
    // A past one is published as it was then: its end has passed now (an anchor in the past makes more of them past).
    const ended = endDays !== null && Date.parse(inDays(anchor, endDays)) <= Date.now();
    if (ended) await db.update(announcements).set({ endsAt: null }).where(eq(announcements.id, made.id));
    for (const step of then) await moveAnnouncement(db, made.id, step, actor);
    if (ended && endDays !== null) await db.update(announcements).set({ endsAt: new Date(inDays(anchor, endDays)) }).where(eq(announcements.id, made.id));
    await db.update(announcements).set({ createdAt: sql`${anchor}::timestamptz - make_interval(days => ${20 - index})` }).where(eq(announcements.id, made.id));
  }
}
