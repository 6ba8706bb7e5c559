import type { Lead } from '@exchange/contract/leads/leads';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/use-date-format.ts';

const STEPS = ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED'] as const;

/** Where the lead stands on the way to a customer (a LOST lead is off the path: the drawer says why instead). */
export function LeadPipeline({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const current = STEPS.findIndex((step) => step === lead.status);
  return (
    <Steps
      size="small"
      current={current}
      status={lead.status === 'CONVERTED' ? 'finish' : 'process'}
      data-testid="lead-pipeline"
      data-status={lead.status}
      items={STEPS.map((step, index) => ({
        title: t(`status.${step}`),
        description: index === current ? dateTime(lead.statusChangedAt) : undefined,
      }))}
    />
  );
}
