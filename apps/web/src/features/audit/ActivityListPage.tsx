import type { Activity } from '@exchange/contract/audit/activities';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { listQuery, useUrlListState } from '../../components/use-url-list-state.ts';
import { useActivities } from './activity-api.ts';
import { activityFilterQuery, activityListDefaults, outcomeColors, outcomeLabelKeys } from './activity-list-state.ts';
import { ActivityDetail } from './ActivityDetail.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ActivityFilterBar } from './ActivityFilterBar.tsx';

/** Admin Activities: the append-only audit trail of every change and sign-in, filtered from the URL. */
export default function ActivityListPage() {
  const { t, i18n } = useTranslation();
  // Seconds matter in an audit trail: two clicks a second apart are two different events.
  const times = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', numberingSystem: 'latn' }), [i18n.language]);
  const list = useUrlListState(activityListDefaults);
  const { data, error, isFetching, refetch } = useActivities(listQuery(list));
  const filters = activityFilterQuery(list.filters);

  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const columns: ColumnsType<Activity> = [
    {
      key: 'occurredAt',
      title: t('activities.fields.time'),
      // A fixed column also makes antd size an opened row to the visible width, so long texts wrap.
      fixed: 'start',
      render: (_, a) => (
        <Tooltip title={a.occurredAt}>
          <span style={{ whiteSpace: 'nowrap' }}>{times.format(new Date(a.occurredAt))}</span>
        </Tooltip>
      ),
    },
    {
      key: 'actor',
      title: t('activities.fields.admin'),
      render: (_, a) =>
        a.actorEmail ? (
          <span data-testid="activity-actor">{a.actorEmail}</span>
        ) : (
          <Typography.Text type="secondary" data-testid="activity-actor">
            {t('activities.system')}
          </Typography.Text>
        ),
    },
    {
      key: 'action',
      title: t('activities.fields.action'),
      render: (_, a) => (
        <Tooltip title={t('activities.filterByAction')}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, fontFamily: 'monospace' }}
            onClick={(e) => {
              e.stopPropagation();
              list.setFilters({ action: a.action });
            }}
            data-testid="activity-action"
          >
            {a.action}
          </Button>
        </Tooltip>
      ),
    },
    {
      key: 'outcome',
      title: t('activities.fields.outcome'),
      render: (_, a) => (
        <Tag color={outcomeColors[a.outcome]} data-testid="activity-outcome" style={{ marginInlineEnd: 0 }}>
          {t(outcomeLabelKeys[a.outcome])}
        </Tag>
      ),
    },
    {
      key: 'target',
      title: t('activities.fields.target'),
      render: (_, a) =>
        a.targetType || a.targetId ? (
          <Flex vertical style={{ maxWidth: 320 }}>
            {a.targetType && <Typography.Text>{a.targetType}</Typography.Text>}
            {a.targetId && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: a.targetId }} data-testid="activity-target-id">
                {a.targetId}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          none
        ),
    },
    { key: 'ip', title: t('activities.fields.ip'), render: (_, a) => a.ip ?? none },
  ];

  return (
    <Flex vertical gap={16} data-testid="activities-page">
      <Card>
        <ActivityFilterBar list={list} error={error} />
      </Card>
      <Card
        title={t('activities.tableTitle')}
        extra={<ExportCsvButton path="/admin/activities" filters={filters} fallbackName="admin-activities.csv" testId="activities-export" />}
        styles={{ body: { paddingTop: 8 } }}
      >
        <ResourceTable<Activity>
          columns={columns}
          data={data}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          rowKey="id"
          page={list.page}
          limit={list.limit}
          pageSizes={activityListDefaults.pageSizes}
          onPageChange={list.setPage}
          expandable={{
            expandedRowRender: (a) => <ActivityDetail activity={a} />,
            expandRowByClick: true,
          }}
          onRow={(a) => ({ 'data-activity-id': a.id, style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>}
          testId="activities-table"
        />
      </Card>
    </Flex>
  );
}
