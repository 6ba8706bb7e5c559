import { PlusOutlined } from '@ant-design/icons';
import type { Lead } from '@exchange/contract/leads/leads';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { LeadDetailDrawer } from './LeadDetailDrawer.tsx';
import { LeadFormDrawer } from './LeadFormDrawer.tsx';
import { leadFilters } from './lead-filters.ts';
import { useLeads } from './lead-queries.ts';
import { LEAD_SOURCE_KEYS } from './lead-text-keys.ts';
import { leadsApi } from './leads-api.ts';

/** Leads: people who may become customers, worked through a pipeline on the leads API. */
export default function LeadsPage() {
  const { t } = useTranslation();
  const canManage = useCan('leads.manage');
  const list = useUrlListState(leadFilters.defaults);
  const query = useLeads(apiQueryOf(leadFilters, list));
  const drawer = useDrawerParam('lead');
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<Lead> = [
    {
      key: 'name',
      title: t('leads.fields.name'),
      sorter: true,
      render: (_, lead) => (
        <Flex vertical>
          <Typography.Text strong dir="auto" data-testid="lead-name">{lead.name}</Typography.Text>
          <Typography.Text type="secondary" dir="ltr" style={{ fontSize: 12 }}>{lead.email}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'phone', title: t('leads.fields.phone'), render: (_, lead) => (lead.phone ? <span dir="ltr">{lead.phone}</span> : <Typography.Text type="secondary">{t('common.none')}</Typography.Text>) },
    { key: 'company', title: t('leads.fields.company'), render: (_, lead) => <span dir="auto">{lead.company ?? ''}</span> },
    { key: 'source', title: t('leads.fields.source'), render: (_, lead) => t(LEAD_SOURCE_KEYS[lead.source]) },
    { key: 'status', title: t('leads.fields.status'), sorter: true, render: (_, lead) => <StatusTag status={lead.status} testId="lead-row-status" /> },
    { key: 'owner', title: t('leads.fields.owner'), render: (_, lead) => lead.owner?.name ?? <Typography.Text type="secondary">{t('leads.owner.nobody')}</Typography.Text> },
    { key: 'notesCount', title: t('leads.fields.notes'), align: 'end', render: (_, lead) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{lead.notesCount}</span> },
    { key: 'createdAt', title: t('leads.fields.created'), sorter: true, render: (_, lead) => <DateTimeCell value={lead.createdAt} /> },
  ];

  return (
    <ListPage
      testId="leads-page"
      filters={leadFilters}
      filtersTestId="lead-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="lead-table"
      empty={{ none: t('leads.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        <>
          {canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="lead-create">
              {t('leads.list.create')}
            </Button>
          )}
          <ExportCsvButton
            fallbackName="leads-export"
            testId="lead-export"
            fetchCsv={async (signal) => {
              const { page: _page, limit: _limit, ...filters } = apiQueryOf(leadFilters, list);
              const { response } = await (await leadsApi()).GET('/leads', { params: { query: { ...filters, format: 'csv' } }, parseAs: 'stream', headers: { Accept: '*/*' }, signal });
              return response;
            }}
          />
        </>
      }
      table={{
        scroll: { x: 'max-content' },
        onRow: (lead) => ({ 'data-lead-id': lead.id, onClick: () => drawer.open(lead.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
      }}
    >
      <LeadDetailDrawer leadId={drawer.openId} onClose={drawer.close} />
      {creating && (
        <LeadFormDrawer
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            drawer.open(id);
          }}
        />
      )}
    </ListPage>
  );
}
