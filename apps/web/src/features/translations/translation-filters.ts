import { TRANSLATION_PAGE_SIZE } from '@exchange/contract/translations/translation-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type TranslationKeyQuery = ListQueryOf<'/admin/translations/languages/{language}/keys'>;

const f = filterFields<TranslationKeyQuery>();

/** A language's keys: a key or text, and "missing only". The language itself is the page's own URL parameter. */
export const translationKeyFilters = defineFilters<TranslationKeyQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'translations.keys.searchPlaceholder', testId: 'filter-search' }),
    f.choice('missing', ['true', 'false'], { label: 'translations.keys.missingFilter', valueLabel: (value) => `translations.keys.missing_${value}`, testId: 'filter-missing' }),
  ],
  { limit: TRANSLATION_PAGE_SIZE, pageSizes: [20, TRANSLATION_PAGE_SIZE, 100] },
);
