import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { ScreeningCase } from '@exchange/contract/screening/screening';
import { SCREENING_DECISIONS, type ScreeningDecision } from '@exchange/contract/screening/screening-rules';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDecideCase } from './screening-queries.ts';

const look = {
  FALSE_POSITIVE: { icon: <CheckCircleOutlined />, danger: false, key: 'falsePositive' },
  TRUE_MATCH: { icon: <StopOutlined />, danger: true, key: 'trueMatch' },
} as const satisfies Record<ScreeningDecision, unknown>;

/** The two decisions of an open case, each with its note; a true match says it freezes the account. */
export function CaseDecisionButtons({ screeningCase }: { screeningCase: ScreeningCase }) {
  const { t } = useTranslation();
  const canDecide = useCan('screening.decide');
  const decide = useDecideCase(screeningCase.id);
  if (!canDecide || screeningCase.status !== 'OPEN') return null;
  const facts = { customer: screeningCase.customer.name, entry: screeningCase.matchedName, list: screeningCase.entry.listName };
  return (
    <Space wrap data-testid="case-decisions">
      {SCREENING_DECISIONS.map((decision) => (
        <ConfirmReasonButton
          key={decision}
          icon={look[decision].icon}
          danger={look[decision].danger}
          type={look[decision].danger ? 'primary' : 'default'}
          label={t(`screening.decide.${look[decision].key}`)}
          title={t(`screening.decide.${look[decision].key}Title`, facts)}
          description={t(`screening.decide.${look[decision].key}Effect`, facts)}
          okText={t(`screening.decide.${look[decision].key}`)}
          reason="required"
          reasonField="note"
          reasonLabel={t('screening.decide.note')}
          onConfirm={(note) => decide.mutateAsync({ decision, note: note ?? '' })}
          successMessage={t(`screening.decide.${look[decision].key}Done`, facts)}
          testId={`case-${look[decision].key}`}
        />
      ))}
    </Space>
  );
}
