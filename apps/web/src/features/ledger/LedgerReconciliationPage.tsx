import { AuditOutlined, CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReconciliationItem, ReconciliationRun } from '@exchange/contract/ledger/ledger';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { tableStateOf } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { fetchReconciliationCsv, useReconciliation, useReconciliationItems, useReconciliationRuns, useRunReconciliation } from './ledger-queries.ts';
import { useLedgerLabels } from './ledger-text.ts';
import { reconciliationItemFilters } from './reconciliation-filters.ts';

const RUN_PARAM = 'run';

function DifferencesTag({ run }: { run: ReconciliationRun }) {
  const { t } = useTranslation();
  return run.differences === 0 ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid="run-differences" data-differences={0}>{t('ledger.reconciliation.noDifference')}</Tag>
  ) : (
    <Tag color="error" icon={<WarningOutlined />} data-testid="run-differences" data-differences={run.differences}>{t('ledger.reconciliation.differences', { count: run.differences })}</Tag>
  );
}

/**
 * Ledger reconciliation: every account's cached balance against the sum of its journal lines, run
 * on demand and kept; a run's accounts can be narrowed to those that differ and exported.
 */
export default function LedgerReconciliationPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const { dateTime } = useDateFormat();
  const labels = useLedgerLabels();
  const canRun = useCan('ledger.reconcile');
  const [params, setParams] = useSearchParams();
  const [runsPage, setRunsPage] = useState({ page: 0, limit: 10 });
  const runs = useReconciliationRuns(runsPage.page, runsPage.limit);
  const runNow = useRunReconciliation();
  const selectedId = params.get(RUN_PARAM) ?? runs.data?.items[0]?.id;
  const run = useReconciliation(selectedId);
  const list = useUrlListState(reconciliationItemFilters.defaults);
  const itemsQuery = apiQueryOf(reconciliationItemFilters, list);
  const items = useReconciliationItems(selectedId, itemsQuery);

  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(RUN_PARAM, id);
    next.delete('page');
    setParams(next);
  };
  const start = async () => {
    try {
      const made = await runNow.mutateAsync();
      select(made.id);
      if (made.differences === 0) void message.success(t('ledger.reconciliation.ranClean', { accounts: made.accounts }));
      else void message.warning(t('ledger.reconciliation.ranWithDifferences', { count: made.differences }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const runColumns: ColumnsType<ReconciliationRun> = [
    { key: 'startedAt', title: t('ledger.reconciliation.startedAt'), render: (_, r) => <DateTimeCell value={r.startedAt} /> },
    { key: 'runBy', title: t('ledger.reconciliation.runBy'), render: (_, r) => r.runBy.name },
    { key: 'accounts', title: t('ledger.reconciliation.accounts'), align: 'end', render: (_, r) => r.accounts },
    { key: 'lines', title: t('ledger.reconciliation.lines'), align: 'end', render: (_, r) => r.lines },
    { key: 'outcome', title: t('ledger.reconciliation.outcome'), render: (_, r) => <DifferencesTag run={r} /> },
  ];

  const itemColumns: ColumnsType<ReconciliationItem> = [
    {
      key: 'account',
      title: t('ledger.reconciliation.account'),
      render: (_, i) =>
        i.customer ? (
          <div style={{ lineHeight: 1.3 }}>
            <CustomerLink customerId={i.customer.id} text={i.customer.name} maxWidth={200} />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {i.subAccount ? i.subAccount.name : t('customers.balances.main')} · {labels.bucket(i.bucket ?? '')}
            </Typography.Text>
          </div>
        ) : (
          <Space size={6}>
            <Tag color="geekblue">{t('ledger.owner.EXCHANGE')}</Tag>
            {labels.purpose(i.purpose ?? '')}
          </Space>
        ),
    },
    { key: 'asset', title: t('ledger.reconciliation.asset'), render: (_, i) => <Typography.Text strong>{i.asset}</Typography.Text> },
    { key: 'cached', title: t('ledger.reconciliation.cachedBalance'), align: 'end', render: (_, i) => <MoneyCell value={i.cachedBalance} /> },
    { key: 'lines', title: t('ledger.reconciliation.linesSum'), align: 'end', render: (_, i) => <MoneyCell value={i.linesSum} /> },
    {
      key: 'difference',
      title: t('ledger.reconciliation.difference'),
      align: 'end',
      render: (_, i) => (i.difference === '0' ? <Typography.Text type="secondary">0</Typography.Text> : <Typography.Text type="danger" strong><MoneyCell value={i.difference} testId="item-difference" /></Typography.Text>),
    },
    {
      key: 'count',
      title: t('ledger.reconciliation.lineCount'),
      align: 'end',
      render: (_, i) => (i.cachedLines === i.lineCount ? i.lineCount : <Typography.Text type="danger">{t('ledger.reconciliation.countMismatch', { cached: i.cachedLines, counted: i.lineCount })}</Typography.Text>),
    },
  ];

  const current = run.data;
  const summary = current && (
    <Card size="small" data-testid="reconciliation-summary" title={t('ledger.reconciliation.runOf', { when: dateTime(current.startedAt) })} extra={<DifferencesTag run={current} />}>
      <Row gutter={[24, 12]}>
        <Col xs={24} lg={10}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('ledger.reconciliation.runBy')}>{current.runBy.name}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.reconciliation.accounts')}>{current.accounts}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.reconciliation.lines')}>{current.lines}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.reconciliation.took')}>{t('ledger.reconciliation.seconds', { seconds: ((Date.parse(current.finishedAt) - Date.parse(current.startedAt)) / 1000).toFixed(2) })}</Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} lg={14}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>{t('ledger.reconciliation.assetsHelp')}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="asset"
            dataSource={current.assets}
            data-testid="reconciliation-assets"
            columns={[
              { key: 'asset', title: t('ledger.reconciliation.asset'), render: (_, a) => <Typography.Text strong>{a.asset}</Typography.Text> },
              { key: 'cached', title: t('ledger.reconciliation.cachedTotal'), align: 'end', render: (_, a) => <MoneyCell value={a.cachedTotal} /> },
              { key: 'lines', title: t('ledger.reconciliation.linesTotal'), align: 'end', render: (_, a) => <MoneyCell value={a.linesTotal} /> },
              {
                key: 'state',
                title: '',
                render: (_, a) => (a.cachedTotal === '0' && a.linesTotal === '0' ? <Tag color="success">{t('ledger.reconciliation.balanced')}</Tag> : <Tag color="error">{t('ledger.reconciliation.unbalanced')}</Tag>),
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="reconciliation-page">
      <Card size="small">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Text type="secondary">{t('ledger.reconciliation.intro')}</Typography.Text>
            {canRun && (
              <Button type="primary" icon={<AuditOutlined />} loading={runNow.isPending} onClick={() => void start()} data-testid="reconciliation-run">
                {t('ledger.reconciliation.run')}
              </Button>
            )}
          </Space>
          <ResourceTable<ReconciliationRun>
            testId="reconciliation-runs"
            columns={runColumns}
            rowKey="id"
            {...tableStateOf(runs)}
            page={runsPage.page}
            limit={runsPage.limit}
            onPageChange={(page, limit) => setRunsPage({ page: limit === runsPage.limit ? page : 0, limit })}
            emptyText={t('ledger.reconciliation.noRuns')}
            onRow={(r) => ({ onClick: () => select(r.id), style: { cursor: 'pointer' }, 'data-row-id': r.id }) as HTMLAttributes<HTMLElement>}
            rowClassName={(r) => (r.id === selectedId ? 'ant-table-row-selected' : '')}
          />
        </Space>
      </Card>
      {run.error && <Alert type="warning" showIcon title={errorMessage(run.error)} />}
      {selectedId ? (
        <ListPage
          testId="reconciliation-items-page"
          filters={reconciliationItemFilters}
          filtersTestId="reconciliation-filters"
          list={list}
          query={items}
          columns={itemColumns}
          rowKey="accountId"
          tableTestId="reconciliation-items"
          summary={summary}
          empty={{ none: t('ledger.reconciliation.noAccounts'), filtered: t('ledger.reconciliation.noneDiffer') }}
          toolbar={<ExportCsvButton fetchCsv={(signal) => fetchReconciliationCsv(selectedId, itemsQuery, signal)} fallbackName="ledger-reconciliation.csv" testId="reconciliation-export" />}
        />
      ) : (
        runs.data && <Card size="small"><Empty description={t('ledger.reconciliation.noRuns')} /></Card>
      )}
    </Space>
  );
}
