import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { createBanner, setBannerState } from './banner-commands.ts';
import { storeBannerImage } from './banner-images.ts';
import { gradientBanner } from './png-encoder.ts';

type Rgb = readonly [number, number, number];

const plans: { language: ContentLanguage; title: string; link: string; from: Rgb; to: Rgb; startDays: number; endDays: number | null; active: boolean }[] = [
  { language: 'en', title: 'Version 5.0: December 25th', link: 'https://exchange.example/whats-new', from: [22, 119, 255], to: [114, 46, 209], startDays: -2, endDays: 28, active: true },
  { language: 'en', title: 'Stake USDT, earn more', link: 'https://exchange.example/earn', from: [19, 194, 194], to: [82, 196, 26], startDays: -10, endDays: null, active: true },
  { language: 'en', title: 'Refer a friend', link: 'https://exchange.example/referrals', from: [250, 140, 22], to: [245, 34, 45], startDays: 5, endDays: 35, active: true },
  { language: 'en', title: 'Old summer promotion', link: 'https://exchange.example/summer', from: [140, 140, 140], to: [60, 60, 60], startDays: -90, endDays: null, active: false },
  { language: 'ar', title: 'الإصدار 5.0 في 25 ديسمبر', link: 'https://exchange.example/ar/whats-new', from: [114, 46, 209], to: [22, 119, 255], startDays: -2, endDays: 28, active: true },
  { language: 'ar', title: 'ادعُ صديقًا', link: 'https://exchange.example/ar/referrals', from: [245, 34, 45], to: [250, 140, 22], startDays: -5, endDays: null, active: true },
  { language: 'fr', title: 'Version 5.0 le 25 décembre', link: 'https://exchange.example/fr/nouveautes', from: [47, 84, 235], to: [19, 194, 194], startDays: -2, endDays: 28, active: true },
];

const inDays = (anchor: string, days: number) => new Date(Date.parse(anchor) + days * 86_400_000).toISOString();

/** A few carousels with real images (drawn here), through the area's own commands. */
export async function generateBannersDemoData(db: Db, anchor: string, actor: Actor) {
  for (const plan of plans) {
    const image = await storeBannerImage(db, gradientBanner(720, 240, plan.from, plan.to), actor);
    const banner = await createBanner(db, {
      language: plan.language,
      title: plan.title,
      linkUrl: plan.link,
      imageId: image.id,
      startsAt: inDays(anchor, plan.startDays),
      endsAt: plan.endDays === null ? null : inDays(anchor, plan.endDays),
    }, actor);
    if (!plan.active) await setBannerState(db, banner.id, 'INACTIVE', actor);
  }
}
