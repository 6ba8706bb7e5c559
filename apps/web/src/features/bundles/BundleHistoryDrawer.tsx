import type { BundleChange, Bundle } from '@exchange/contract/bundles/bundles';
import type { BundleState } from '@exchange/contract/bundles/bundle-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryTable } from '../../components/ChangeHistoryTable.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { useBundleHistory } from './bundle-queries.ts';
import { BUNDLE_FIELD_KEYS, BUNDLE_STATE_KEYS } from './bundle-text-keys.ts';

const isState = (value: string): value is BundleState => Object.hasOwn(BUNDLE_STATE_KEYS, value);

/** A bundle's change history: each field changed, with who, when, before and after. */
export function BundleHistoryDrawer({ bundle, onClose }: { bundle: Bundle | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useBundleHistory(bundle?.id, page);
  return (
    <EndDrawer open={Boolean(bundle)} onClose={onClose} size={640} title={bundle ? t('bundles.history.title', { name: bundle.name }) : ''} data-testid="bundle-history-drawer" destroyOnHidden>
      <ChangeHistoryTable<BundleChange>
        query={query}
        page={page}
        onPage={setPage}
        testId="bundle-history"
        emptyText={t('bundles.history.empty')}
        fieldLabel={(c) => t(BUNDLE_FIELD_KEYS[c.field])}
        valueText={(c, value) => (c.field === 'state' && isState(value) ? t(BUNDLE_STATE_KEYS[value]) : undefined)}
      />
    </EndDrawer>
  );
}
