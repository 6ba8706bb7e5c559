import { FIAT_NOTE_MAX, FIAT_REFERENCE_MAX } from '@exchange/contract/fiat/fiat-statuses';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/use-can.ts';
import { WithdrawalStepActions } from '../../components/WithdrawalStepActions.tsx';
import { LimitCheck } from './LimitCheck.tsx';
import { useFiatWithdrawalStep } from './fiat-queries.ts';

const REFERENCE_MIN = 3;

/** A fiat withdrawal's next steps (WithdrawalStepActions): paid out by the bank, marked sent with its payout reference. */
export function FiatWithdrawalActions({ withdrawal: w, size }: { withdrawal: FiatWithdrawal; size?: 'small' }) {
  const { t } = useTranslation();
  const can = {
    submit: useCan('fiat.withdrawals.submit'),
    approve: useCan('fiat.withdrawals.approve'),
    reject: useCan('fiat.withdrawals.reject'),
    payout: useCan('fiat.withdrawals.payout'),
  };
  const step = useFiatWithdrawalStep();
  return (
    <WithdrawalStepActions
      withdrawal={w}
      size={size}
      area="fiat"
      asset={w.currency}
      facts={{ account: w.bankAccount.accountNumber, bank: w.bankAccount.bankName }}
      can={can}
      run={(s) => step.mutateAsync({ id: w.id, step: s })}
      texts={(facts) => ({
        submitEffect: t('fiat.withdrawals.submitEffect', facts),
        approveEffect: t('fiat.withdrawals.approveEffect', facts),
        heldTitle: t('fiat.withdrawals.heldTitle'),
        markSentEffect: t('fiat.withdrawals.markSentEffect', facts),
        markFailedEffect: t('fiat.withdrawals.markFailedEffect', facts),
      })}
      holds={<LimitCheck withdrawal={w} />}
      holdsTestId="fiat-approve-limit-check"
      payable={['APPROVED']}
      sentReference={{
        field: 'payoutReference',
        label: t('fiat.fields.payoutReference'),
        requiredMessage: t('fiat.validation.payoutReference'),
        min: { length: REFERENCE_MIN, message: t('fiat.validation.referenceLength', { min: REFERENCE_MIN }) },
        max: FIAT_REFERENCE_MAX,
        needed: true,
        testId: 'fiat-payout-reference',
        primary: true,
      }}
      noteMax={FIAT_NOTE_MAX}
    />
  );
}
