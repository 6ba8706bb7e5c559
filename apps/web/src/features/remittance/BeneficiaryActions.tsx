import { BENEFICIARY_DECIDABLE_FROM } from '@exchange/contract/remittance/beneficiary-statuses';
import { CheckOutlined, CloseOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import type { BeneficiaryDecision } from '@exchange/contract/remittance/beneficiary-statuses';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { sendRowDecision, type RowDecisionProps } from '../../components/row-decision.ts';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useBeneficiaryReview } from './beneficiary-queries.ts';

export const REMITTANCE_DECIDE_POLICY = 'remittance.decide';

export interface BeneficiaryActionsProps extends RowDecisionProps<Beneficiary> {
  beneficiary: Beneficiary;
}

/** The review decisions a beneficiary is open to, each behind a confirmation; none once it is settled. */
export function BeneficiaryActions({ beneficiary, compact = false, ...callbacks }: BeneficiaryActionsProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const canDecide = useCan(REMITTANCE_DECIDE_POLICY);
  const review = useBeneficiaryReview(beneficiary.id);
  const open = (decision: BeneficiaryDecision) => BENEFICIARY_DECIDABLE_FROM[decision].includes(beneficiary.status);
  if (!open('APPROVED') && !open('REJECTED') && !open('INFO_REQUESTED')) return null;

  const facts = {
    name: beneficiary.fullName,
    customer: beneficiary.customer.name,
    bank: beneficiary.bankName,
    country: countryName(beneficiary.country),
  };
  const decide = (status: BeneficiaryDecision, reason: string | undefined) => sendRowDecision(() => review.mutateAsync({ status, reason }), callbacks);
  const disabledReason = t('common.missingPolicy', { policy: REMITTANCE_DECIDE_POLICY });
  // The server asks a HIGH-risk approval for its reason too: the form says so before it is sent.
  const highRisk = beneficiary.riskLevel === 'HIGH';
  const size = compact ? 'small' : undefined;
  const icon = (node: ReactNode) => (compact ? undefined : node);

  return (
    <Space size={6} wrap={!compact} data-testid="beneficiary-actions">
      {open('APPROVED') && (
        <ConfirmReasonButton
          type="primary"
          size={size}
          icon={icon(<CheckOutlined />)}
          label={t('remittance.actions.approve')}
          title={t('remittance.actions.approveTitle', facts)}
          description={t(highRisk ? 'remittance.actions.approveEffectHighRisk' : 'remittance.actions.approveEffect', facts)}
          okText={t('remittance.actions.approve')}
          reason={highRisk ? 'required' : 'optional'}
          reasonLabel={t(highRisk ? 'remittance.actions.approveReasonHighRisk' : 'remittance.actions.approveNote')}
          onConfirm={(reason) => decide('APPROVED', reason)}
          successMessage={t('remittance.actions.approved', facts)}
          disabled={!canDecide}
          disabledReason={disabledReason}
          testId="beneficiary-approve"
        />
      )}
      {open('INFO_REQUESTED') && (
        <ConfirmReasonButton
          size={size}
          icon={icon(<QuestionCircleOutlined />)}
          label={t('remittance.actions.requestInfo')}
          title={t('remittance.actions.requestInfoTitle', facts)}
          description={t('remittance.actions.requestInfoEffect', facts)}
          okText={t('remittance.actions.requestInfo')}
          reason="required"
          reasonLabel={t('remittance.actions.requestInfoReason')}
          onConfirm={(reason) => decide('INFO_REQUESTED', reason)}
          successMessage={t('remittance.actions.infoRequested', facts)}
          disabled={!canDecide}
          disabledReason={disabledReason}
          testId="beneficiary-request-info"
        />
      )}
      {open('REJECTED') && (
        <ConfirmReasonButton
          danger
          size={size}
          icon={icon(<CloseOutlined />)}
          label={t('remittance.actions.reject')}
          title={t('remittance.actions.rejectTitle', facts)}
          description={t('remittance.actions.rejectEffect', facts)}
          okText={t('remittance.actions.reject')}
          reason="required"
          reasonLabel={t('remittance.actions.rejectReason')}
          onConfirm={(reason) => decide('REJECTED', reason)}
          successMessage={t('remittance.actions.rejected', facts)}
          disabled={!canDecide}
          disabledReason={disabledReason}
          testId="beneficiary-reject"
        />
      )}
    </Space>
  );
}
