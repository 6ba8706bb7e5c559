import type { Activity } from '@exchange/contract/audit/activities';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ActivityDetail } from './ActivityDetail.tsx';
import { activityTargetPath } from './activity-targets.ts';
import { activityFilters, outcomeColors } from './activity-filters.ts';
import { useActivities } from './activity-queries.ts';

/** Admin Activities: the append-only audit trail of every change and sign-in, filtered from the URL. */
export default function ActivityListPage() {
  const { t, i18n } = useTranslation();
  // Seconds matter in an audit trail: two clicks a second apart are two different events.
  const times = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', numberingSystem: 'latn' }), [i18n.language]);
  const list = useUrlListState(activityFilters.defaults);
  const query = useActivities(apiQueryOf(activityFilters, list));

  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  // A code the console has no text for yet (a newer server) shows as the code itself.
  const label = (key: string, code: string) => (i18n.exists(key) ? t(key) : code);

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
        ) : a.serviceAccount ? (
          <span data-testid="activity-actor">{t('activities.serviceAccount', { name: a.serviceAccount.name })}</span>
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
            style={{ padding: 0, height: 'auto', textAlign: 'start' }}
            onClick={(e) => {
              e.stopPropagation();
              list.setFilters({ action: a.action });
            }}
            data-testid="activity-action"
          >
            <Flex vertical align="start">
              <span>{label(`activities.actions.${a.action}`, a.action)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 11, fontFamily: 'monospace' }}>
                {a.action}
              </Typography.Text>
            </Flex>
          </Button>
        </Tooltip>
      ),
    },
    {
      key: 'outcome',
      title: t('activities.fields.outcome'),
      render: (_, a) => (
        <Tag color={outcomeColors[a.outcome]} data-testid="activity-outcome" style={{ marginInlineEnd: 0 }}>
          {t(`activities.outcome.${a.outcome}`)}
        </Tag>
      ),
    },
    {
      key: 'target',
      title: t('activities.fields.target'),
      render: (_, a) => {
        if (!a.targetType && !a.targetId) return none;
        const to = activityTargetPath(a.targetType, a.targetId);
        return (
          <Flex vertical style={{ maxWidth: 320 }}>
            {a.targetType && <Typography.Text>{label(`activities.targets.${a.targetType}`, a.targetType)}</Typography.Text>}
            {a.targetId && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: a.targetId }} data-testid="activity-target-id">
                {to ? (
                  <Link to={to} onClick={(e) => e.stopPropagation()} data-testid="activity-target-link">
                    {a.targetId}
                  </Link>
                ) : (
                  a.targetId
                )}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    // An IPv6 address is long: it keeps its one line, the table scrolls.
    { key: 'ip', title: t('activities.fields.ip'), render: (_, a) => (a.ip ? <span style={{ whiteSpace: 'nowrap' }}>{a.ip}</span> : none) },
  ];

  return (
    <ListPage
      testId="activities-page"
      filters={activityFilters}
      filtersTestId="activity-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="activities-table"
      empty={{ none: t('common.noResults'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/activities', fileName: 'admin-activities.csv', testId: 'activities-export' }}
      table={{
        expandable: { expandedRowRender: (a) => <ActivityDetail activity={a} />, expandRowByClick: true },
        onRow: (a) => ({ 'data-activity-id': a.id, style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
      }}
    />
  );
}
