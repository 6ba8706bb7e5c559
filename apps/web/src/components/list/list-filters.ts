import type { ComponentType } from 'react';
import type { ListDefaults, SortOrder } from '../use-url-list-state.ts';

/**
 * A list's filters, declared once: the URL state, the filter bar and the API query all derive from
 * this. `Q` is the list call's query type from the OpenAPI document, so a key or a choice the API
 * does not take fails type checking.
 */
interface FieldBase<Q> {
  /** The query parameter (the first of a pair for ranges). */
  key: keyof Q & string;
  /** i18n key of the label. */
  label: string;
  /** Folded under "More filters" until opened (or until one of them holds a value). */
  more?: boolean;
  /** i18n key of a tooltip beside the label. */
  hint?: string;
  /** The control's test id when it is not `filter-<key>`. */
  testId?: string;
}

type Common = { label: string; more?: boolean; hint?: string; testId?: string };

/** What a custom filter control is given: the URL's value, and how to change it (undefined clears it). */
export interface FilterControlProps {
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  testId: string;
}

export type FilterField<Q> =
  | (FieldBase<Q> & {
      kind: 'choice';
      values: readonly string[];
      /** The value when the URL says nothing; a choice with a default cannot be cleared. */
      initial?: string;
      /** How a value reads: an i18n key, or the value itself when omitted (coins, currencies). */
      valueLabel?: (value: string) => string;
      /** How a value reads in every language alike, not a key: a content language by its own name. */
      valueText?: (value: string) => string;
      /** The values are ISO country codes: shown by name in the console's language, sorted and searchable. */
      countries?: boolean;
    })
  | (FieldBase<Q> & {
      kind: 'text';
      max?: number;
      /** A value the API would refuse stays in the form with this message (i18n key) instead. */
      pattern?: { rule: RegExp; message: string };
      lowercase?: boolean;
    })
  | (FieldBase<Q> & { kind: 'range' | 'dates'; to: keyof Q & string; pattern?: { rule: RegExp; message: string } })
  /** One box that searches several columns (name, e-mail, number), applied on Enter. */
  | (FieldBase<Q> & { kind: 'search'; placeholder: string })
  /**
   * A control of the list's own, for a value the kinds above cannot pick (a merchant searched on
   * the server, an admin). It applies at once unless `instant` is false (then Enter or Search).
   */
  | (FieldBase<Q> & { kind: 'custom'; control: ComponentType<FilterControlProps>; instant?: boolean });

export interface ListFilters<Q> {
  fields: readonly FilterField<Q>[];
  /** Every query key a field writes, in order. */
  keys: readonly (keyof Q & string)[];
  defaults: ListDefaults<Record<string, string | undefined>>;
}

type ChoiceOf<Q, K extends keyof Q> = Exclude<Q[K], undefined> & string;

/** Field constructors checked against the query type `Q` of the list's API call. */
export function filterFields<Q>() {
  return {
    choice: <K extends keyof Q & string>(
      key: K,
      values: readonly ChoiceOf<Q, K>[],
      options: Common & { initial?: ChoiceOf<Q, K>; valueLabel?: (value: string) => string; valueText?: (value: string) => string; countries?: boolean },
    ): FilterField<Q> => ({ kind: 'choice', key, values, ...options }),
    text: <K extends keyof Q & string>(
      key: K,
      options: Common & { max?: number; pattern?: { rule: RegExp; message: string }; lowercase?: boolean },
    ): FilterField<Q> => ({ kind: 'text', key, ...options }),
    range: <K extends keyof Q & string>(key: K, to: keyof Q & string, options: Common & { pattern: { rule: RegExp; message: string } }): FilterField<Q> => ({
      kind: 'range',
      key,
      to,
      ...options,
    }),
    dates: <K extends keyof Q & string>(key: K, to: keyof Q & string, options: Common): FilterField<Q> => ({
      kind: 'dates',
      key,
      to,
      ...options,
    }),
    search: <K extends keyof Q & string>(key: K, options: Common & { placeholder: string }): FilterField<Q> => ({ kind: 'search', key, ...options }),
    custom: <K extends keyof Q & string>(key: K, options: Common & { control: ComponentType<FilterControlProps>; instant?: boolean }): FilterField<Q> => ({
      kind: 'custom',
      key,
      ...options,
    }),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The sort fields a list call takes, from its query type. */
type SortOf<Q> = Q extends { sort?: infer S } ? Exclude<S, undefined> & string : never;

/** Collects the declaration into what the URL state needs: keys, defaults and accepted values. */
export function defineFilters<Q>(
  fields: readonly FilterField<Q>[],
  options: { limit?: number; pageSizes?: readonly number[]; sort?: SortOf<Q>; sorts?: readonly SortOf<Q>[]; order?: SortOrder } = {},
): ListFilters<Q> {
  const keys = fields.flatMap((field) => (field.kind === 'range' || field.kind === 'dates' ? [field.key, field.to] : [field.key]));
  const filters: Record<string, string | undefined> = Object.fromEntries(keys.map((key) => [key, undefined]));
  const allowed: Record<string, readonly string[]> = {};
  const accepts: Record<string, (value: string) => boolean> = {};
  for (const field of fields) {
    if (field.kind === 'choice') {
      filters[field.key] = field.initial;
      allowed[field.key] = field.values;
    }
    // A hand-edited date that is no date falls back to "no filter" rather than a refusal.
    if (field.kind === 'dates') accepts[field.key] = accepts[field.to] = (value) => DAY.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
  }
  return { fields, keys, defaults: { filters, allowed, accepts, ...options } };
}

/**
 * The API query of a list state. The one cast of the list engine: every value came through
 * `parseListState`, which kept only the declared keys and, for choices, only the declared values.
 */
export function apiQueryOf<Q>(_filters: ListFilters<Q>, state: { filters: Record<string, string | undefined>; page: number; limit: number; sort?: string | undefined; order?: string | undefined }): Q {
  const query: Record<string, string | number | undefined> = { ...state.filters, page: state.page, limit: state.limit };
  if (state.sort !== undefined) query.sort = state.sort;
  if (state.order !== undefined) query.order = state.order;
  return query as Q;
}

