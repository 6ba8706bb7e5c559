import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountFormat {
  /** A whole count with digit groups: 12,345. */
  count: (value: number) => string;
  /** A ratio 0..1 as a percentage with at most one decimal: 0.9375 -> 93.8%. */
  percent: (ratio: number) => string;
}

/** Counts and ratios in the console's language, with Latin digits as the amounts use them. */
export function useCountFormat(): CountFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const counts = new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    const percents = new Intl.NumberFormat(language, { numberingSystem: 'latn', style: 'percent', maximumFractionDigits: 1 });
    return { count: (value) => counts.format(value), percent: (ratio) => percents.format(ratio) };
  }, [language]);
}
