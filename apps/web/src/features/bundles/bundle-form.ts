import type { Bundle, CreateBundle, UpdateBundle } from '@exchange/contract/bundles/bundles';
import type { BundleQuoteAsset, Coin } from '@exchange/contract/bundles/bundle-rules';

/** The fields the server names in its answers (`coins.1.weight` lands on `coins`). */
export const bundleFields = ['name', 'description', 'quoteAsset', 'minInvestment', 'coins'] as const;

export interface BundleFormValues {
  name: string;
  description: string;
  quoteAsset: BundleQuoteAsset;
  minInvestment: string;
  coins: { coin?: Coin; weight?: string }[];
}

export const newBundleValues: BundleFormValues = {
  name: '',
  description: '',
  quoteAsset: 'USDT',
  minInvestment: '',
  coins: [{ weight: '' }, { weight: '' }],
};

export const bundleFormValues = (bundle: Bundle): BundleFormValues => ({
  name: bundle.name,
  description: bundle.description,
  quoteAsset: bundle.quoteAsset,
  minInvestment: bundle.minInvestment,
  coins: bundle.coins.map((c) => ({ coin: c.coin, weight: c.weight })),
});

/** What the form sends to create: trimmed texts, each coin with its weight. */
export function createBody(values: BundleFormValues): CreateBundle {
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    quoteAsset: values.quoteAsset,
    minInvestment: values.minInvestment.trim(),
    // The form's rules require a coin on every row before it sends.
    coins: values.coins.flatMap((c) => (c.coin ? [{ coin: c.coin, weight: (c.weight ?? '').trim() }] : [])),
  };
}

/** What an edit sends: only the fields that differ from the bundle as it was opened. */
export function updateBody(bundle: Bundle, values: BundleFormValues): UpdateBundle {
  const next = createBody(values);
  const body: UpdateBundle = {};
  if (next.name !== bundle.name) body.name = next.name;
  if (next.description !== bundle.description) body.description = next.description;
  if (next.minInvestment !== bundle.minInvestment) body.minInvestment = next.minInvestment;
  const basket = (coins: readonly { coin: string; weight: string }[]) => coins.map((c) => `${c.coin}:${c.weight}`).join(',');
  if (basket(next.coins) !== basket(bundle.coins)) body.coins = next.coins;
  return body;
}
