import type { TFunction } from 'i18next';

/** A lock period in the console's language, with its plural: "1 day", "30 days". */
export const daysText = (t: TFunction, days: number) => t('staking.durations.days', { count: days });

/** A duration as a short tag: "30 days · 5.25%". */
export const durationTag = (t: TFunction, days: number, apy: string) => t('staking.durations.tag', { days: daysText(t, days), apy });
