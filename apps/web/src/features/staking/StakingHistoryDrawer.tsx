import type { StakingChange } from '@exchange/contract/staking/staking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryTable } from '../../components/ChangeHistoryTable.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { useStakingHistory } from './staking-queries.ts';
import { STAKING_FIELD_KEYS, STAKING_STATE_KEYS, isStakingState } from './staking-text-keys.ts';
import { daysText } from './staking-text.ts';

export interface HistorySubject {
  kind: 'provider' | 'protocol';
  id: string;
  name: string;
}

/** A provider's or a protocol's change history (a protocol's with its durations'): each field changed, who, when, before and after. */
export function StakingHistoryDrawer({ subject, onClose }: { subject: HistorySubject | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useStakingHistory(subject?.kind ?? 'provider', subject?.id, page);
  const valueText = (change: StakingChange, value: string) => {
    if (change.field === 'state' && isStakingState(value)) return t(STAKING_STATE_KEYS[value]);
    if (change.field === 'apy') return t('staking.durations.apyValue', { apy: value });
    return undefined;
  };
  return (
    <EndDrawer open={Boolean(subject)} onClose={onClose} size={640} title={subject ? t('staking.history.title', { name: subject.name }) : ''} data-testid="staking-history-drawer" destroyOnHidden>
      <ChangeHistoryTable<StakingChange>
        query={query}
        page={page}
        onPage={setPage}
        testId="staking-history"
        emptyText={t('staking.history.empty')}
        fieldLabel={(c) => (c.durationDays === null ? t(STAKING_FIELD_KEYS[c.field]) : t('staking.history.ofDuration', { field: t(STAKING_FIELD_KEYS[c.field]), days: daysText(t, c.durationDays) }))}
        valueText={valueText}
      />
    </EndDrawer>
  );
}
