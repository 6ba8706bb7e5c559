import type { BundleChangeField, BundleState } from '@exchange/contract/bundles/bundle-rules';

/** The label keys of a bundle's states and of the fields its history names (explicit, so every key is found). */
export const BUNDLE_STATE_KEYS: Readonly<Record<BundleState, string>> = {
  ACTIVE: 'bundles.state.ACTIVE',
  INACTIVE: 'bundles.state.INACTIVE',
};

export const BUNDLE_FIELD_KEYS: Readonly<Record<BundleChangeField, string>> = {
  name: 'bundles.fields.name',
  description: 'bundles.fields.description',
  minInvestment: 'bundles.fields.minInvestment',
  coins: 'bundles.fields.coins',
  state: 'bundles.fields.state',
};
