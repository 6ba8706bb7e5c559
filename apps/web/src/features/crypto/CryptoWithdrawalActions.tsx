import { RedoOutlined } from '@ant-design/icons';
import { CRYPTO_NOTE_MAX, CRYPTO_TX_HASH_MAX } from '@exchange/contract/crypto/crypto-rules';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { WithdrawalStepActions } from '../../components/WithdrawalStepActions.tsx';
import { HoldTags } from './HoldTags.tsx';
import { useCryptoWithdrawalStep } from './crypto-queries.ts';

/**
 * A crypto withdrawal's next steps (WithdrawalStepActions): the wallet service reports the
 * broadcast and the payout; an admin marks it sent or failed when it cannot, and retries a failed
 * one as a new attempt.
 */
export function CryptoWithdrawalActions({ withdrawal: w, size }: { withdrawal: CryptoWithdrawal; size?: 'small' }) {
  const { t, i18n } = useTranslation();
  const can = {
    create: useCan('crypto.withdrawals.create'),
    submit: useCan('crypto.withdrawals.submit'),
    approve: useCan('crypto.withdrawals.approve'),
    reject: useCan('crypto.withdrawals.reject'),
    payout: useCan('crypto.withdrawals.payout'),
  };
  const step = useCryptoWithdrawalStep();
  const money = (value: string) => `${formatDecimal(value, decimalSeparators(i18n.language))} ${w.coin}`;
  const facts = { number: w.withdrawalNumber, amount: money(w.amount), total: money(w.total), address: w.address };
  const retry = w.status === 'FAILED' && !w.retriedBy && can.create && (
    <ConfirmReasonButton
      key="retry"
      size={size}
      icon={<RedoOutlined />}
      label={t('crypto.withdrawals.retry')}
      title={t('crypto.withdrawals.retryTitle', facts)}
      description={t('crypto.withdrawals.retryEffect', facts)}
      okText={t('crypto.withdrawals.retry')}
      reason="optional"
      reasonField="note"
      reasonLabel={t('crypto.fields.noteOptional')}
      onConfirm={(note) => step.mutateAsync({ id: w.id, step: { kind: 'retry', note } })}
      successMessage={t('crypto.withdrawals.retried', facts)}
      testId="crypto-withdrawal-retry"
    />
  );
  return (
    <WithdrawalStepActions
      withdrawal={w}
      size={size}
      area="crypto"
      asset={w.coin}
      facts={{ address: w.address, network: w.network.code }}
      can={can}
      run={(s) => step.mutateAsync({ id: w.id, step: s })}
      texts={(f) => ({
        submitEffect: t('crypto.withdrawals.submitEffect', f),
        approveEffect: t('crypto.withdrawals.approveEffect', f),
        heldTitle: t('crypto.withdrawals.heldTitle'),
        markSentEffect: t('crypto.withdrawals.markSentEffect', f),
        markFailedEffect: t('crypto.withdrawals.markFailedEffect', f),
      })}
      holds={<Flex gap={4} wrap><HoldTags withdrawal={w} /></Flex>}
      holdsTestId="crypto-approve-holds"
      payable={['APPROVED', 'BROADCAST']}
      sentReference={{
        field: 'txHash',
        label: t('crypto.fields.txHash'),
        requiredMessage: t('crypto.validation.txHash'),
        max: CRYPTO_TX_HASH_MAX,
        // Once broadcast its hash is known: marking it sent needs nothing more.
        needed: !w.txHash,
        testId: 'crypto-sent-tx',
      }}
      noteMax={CRYPTO_NOTE_MAX}
      extra={retry || undefined}
    />
  );
}
