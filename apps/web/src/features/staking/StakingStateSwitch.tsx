import type { StakingState } from '@exchange/contract/staking/staking-rules';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';

interface StakingStateSwitchProps {
  state: StakingState;
  /** What the switch is about, as the dialog and the screen reader name it ("Lido Finance", "30 days"). */
  name: string;
  pending: boolean;
  canManage: boolean;
  /** What switching on and off does, in the dialog. */
  activateBody: string;
  deactivateBody: string;
  onChange: (state: StakingState) => Promise<{ state: StakingState }>;
  testId: string;
}

/** Activate or deactivate a provider, protocol or duration, after a confirmation that says what it does. */
export function StakingStateSwitch({ state, name, pending, canManage, activateBody, deactivateBody, onChange, testId }: StakingStateSwitchProps) {
  const { t } = useTranslation();
  return (
    <ConfirmSwitch
      checked={state === 'ACTIVE'}
      pending={pending}
      canWrite={canManage}
      ariaLabel={t('staking.toggle.label', { name })}
      checkedLabel={t('staking.state.ACTIVE')}
      uncheckedLabel={t('staking.state.INACTIVE')}
      copy={(next) =>
        next
          ? { title: t('staking.toggle.activateTitle', { name }), description: activateBody, okText: t('staking.toggle.activate') }
          : { title: t('staking.toggle.deactivateTitle', { name }), description: deactivateBody, okText: t('staking.toggle.deactivate') }
      }
      onConfirm={async (next) => {
        const saved = await onChange(next ? 'ACTIVE' : 'INACTIVE');
        return saved.state === 'ACTIVE' ? t('staking.toggle.activated', { name }) : t('staking.toggle.deactivated', { name });
      }}
      testId={testId}
    />
  );
}
