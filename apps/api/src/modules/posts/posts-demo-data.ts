import { asc, sql } from 'drizzle-orm';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { moderateComment, moderatePost } from './post-commands.ts';
import { postComments, postReports, posts } from './post-tables.ts';

type Plan = { body: string; language: ContentLanguage; hoursAgo: number; reports: string[]; comments: string[]; hidden?: string };

/** A dozen posts as customers write them: market chatter, questions, a few that others reported. */
const plans: Plan[] = [
  { body: 'BTC held 60k again today. Anyone else adding on the dip?', language: 'en', hoursAgo: 2, reports: [], comments: ['Bought a little more this morning.', 'Waiting for the weekly close first.'] },
  { body: 'Guaranteed 300% returns in a week! DM me on Telegram for the secret signal group.', language: 'en', hoursAgo: 3, reports: ['Scam', 'Spam link', 'Promises guaranteed returns'], comments: ['Join us too, the signals are real!!!'] },
  { body: 'How long does a bank withdrawal to Emirates NBD usually take?', language: 'en', hoursAgo: 5, reports: [], comments: ['Mine arrived the same afternoon.'] },
  { body: 'السحب إلى البنك وصل خلال ساعة، خدمة ممتازة 👍', language: 'ar', hoursAgo: 8, reports: [], comments: [] },
  { body: 'Send me your 2FA code and I will double your USDT balance.', language: 'en', hoursAgo: 9, reports: ['Asks for codes', 'Phishing'], comments: [] },
  { body: "Le staking USDT à 30 jours vaut-il le coup en ce moment ?", language: 'fr', hoursAgo: 12, reports: [], comments: ['Pour moi oui, le taux est correct.'] },
  { body: 'This exchange is run by idiots and so is everyone who uses it.', language: 'en', hoursAgo: 20, reports: ['Insulting'], comments: [], hidden: 'Insults other customers' },
  { body: '¿Alguien ha probado los nuevos paquetes de criptomonedas?', language: 'es', hoursAgo: 26, reports: [], comments: ['Sí, el de DeFi va bien.', 'Yo prefiero elegir las monedas.'] },
  { body: 'Qualcuno sa quando arriva la nuova versione dell’app?', language: 'it', hoursAgo: 30, reports: [], comments: [] },
  { body: '今天的 ETH 手续费比昨天低很多。', language: 'zh', hoursAgo: 40, reports: [], comments: [] },
  { body: 'Buy my followers package, 10k followers for 50 USDT, link in bio.', language: 'en', hoursAgo: 50, reports: ['Advertising'], comments: [] },
  { body: 'P2P sellers in Dubai: who accepts instant bank transfer?', language: 'en', hoursAgo: 70, reports: [], comments: ['I do, check my ads.'] },
];

/**
 * The social feed: posts by the first demo customers, some reported by others, one hidden by the
 * moderator (through its own command: status, reason, audit row), one comment that echoes a scam hidden as well.
 */
export async function generatePostsDemoData(db: Db, anchor: string, actor: Actor) {
  const people = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.createdAt), asc(customers.id)).limit(16);
  if (people.length < 4) return;
  const who = (index: number) => people[index % people.length]!.id;
  for (const [index, plan] of plans.entries()) {
    const createdAt = sql`${anchor}::timestamptz - make_interval(hours => ${plan.hoursAgo})`;
    const [post] = await db.insert(posts).values({ authorId: who(index), body: plan.body, language: plan.language, reportCount: plan.reports.length, createdAt }).returning({ id: posts.id });
    if (!post) throw new Error('demo post insert returned nothing');
    for (const [n, reason] of plan.reports.entries()) {
      await db.insert(postReports).values({ postId: post.id, customerId: who(index + n + 1), reason, createdAt: sql`${anchor}::timestamptz - make_interval(hours => ${plan.hoursAgo - 1}, mins => ${n * 7})` });
    }
    for (const [n, body] of plan.comments.entries()) {
      const [comment] = await db
        .insert(postComments)
        .values({ postId: post.id, authorId: who(index + n + 3), body, createdAt: sql`${anchor}::timestamptz - make_interval(hours => ${plan.hoursAgo}) + make_interval(mins => ${(n + 1) * 15})` })
        .returning({ id: postComments.id });
      if (comment && body.startsWith('Join us too')) await moderateComment(db, comment.id, 'hide', 'Repeats the scam in a reply thread', actor);
    }
    if (plan.hidden) await moderatePost(db, post.id, 'hide', plan.hidden, actor);
  }
}
