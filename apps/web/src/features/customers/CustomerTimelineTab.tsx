import type { CustomerTimelineEntry } from '@exchange/contract/customers/customers';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { tableStateOf } from '../../components/list/use-list-query.ts';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCustomerTimeline } from './customer-queries.ts';
import { TimelineChange } from './TimelineChange.tsx';
import { useTabPage } from './use-tab-page.ts';

/** Every audit row about the customer, newest first: who, when, what, why, before and after. */
export function CustomerTimelineTab({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const paging = useTabPage(20);
  const query = useCustomerTimeline(customerId, paging.page, paging.limit);
  // Known actions read translated; an area's action this console has no text for shows as it is.
  const actionText = (action: string) => (i18n.exists(`customers.timeline.actions.${action}`) ? t(`customers.timeline.actions.${action}`) : action);
  const columns: ColumnsType<CustomerTimelineEntry> = [
    { key: 'at', title: t('customers.timeline.when'), render: (_, e) => <DateTimeCell value={e.occurredAt} /> },
    { key: 'who', title: t('customers.timeline.who'), render: (_, e) => e.actor.name ?? e.actor.email ?? t('customers.timeline.system') },
    { key: 'action', title: t('customers.timeline.action'), render: (_, e) => <span data-testid="timeline-action" data-action={e.action}>{actionText(e.action)}</span> },
    { key: 'reason', title: t('customers.timeline.reason'), render: (_, e) => (e.reason ? <span dir="auto" data-testid="timeline-reason">{e.reason}</span> : <Typography.Text type="secondary">—</Typography.Text>) },
    { key: 'before', title: t('customers.timeline.before'), render: (_, e) => <TimelineChange value={e.before} /> },
    { key: 'after', title: t('customers.timeline.after'), render: (_, e) => <TimelineChange value={e.after} /> },
  ];
  return (
    <ResourceTable<CustomerTimelineEntry>
      testId="customer-timeline"
      columns={columns}
      rowKey="id"
      {...tableStateOf(query)}
      {...paging}
      emptyText={t('customers.timeline.empty')}
    />
  );
}
