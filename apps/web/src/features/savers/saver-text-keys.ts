import type { SaverChangeField, SaverState } from '@exchange/contract/savers/saver-rules';

/** The label keys of a product's states and of the fields its history names (explicit, so every key is found). */
export const SAVER_STATE_KEYS: Readonly<Record<SaverState, string>> = {
  ACTIVE: 'savers.state.ACTIVE',
  INACTIVE: 'savers.state.INACTIVE',
};

export const SAVER_FIELD_KEYS: Readonly<Record<SaverChangeField, string>> = {
  name: 'savers.fields.name',
  yieldRate: 'savers.fields.yieldRate',
  state: 'savers.fields.state',
};

export const isSaverState = (value: string): value is SaverState => Object.hasOwn(SAVER_STATE_KEYS, value);
