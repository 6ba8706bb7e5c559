import { EditOutlined, PlusOutlined, StopOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { DonationCause } from '@exchange/contract/donations/donations';
import { Button, Flex, Progress, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { DonationCauseFormDrawer } from './DonationCauseFormDrawer.tsx';
import { donationCauseFilters } from './donation-filters.ts';
import { useCloseDonationCause, useDonationCauses } from './donation-queries.ts';

/** Raised over target in percent, for the bar (display only: the figures beside it are exact). */
const percentOf = (raised: string, target: string) => Math.min(100, Math.round((Number(raised) / Number(target)) * 100));

/** Donations: the causes customers give to, their target and what they raised, created, edited and closed here. */
export default function DonationCausesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('donations.manage');
  const format = useCountFormat();
  const list = useUrlListState(donationCauseFilters.defaults);
  const query = useDonationCauses(apiQueryOf(donationCauseFilters, list));
  const close = useCloseDonationCause();
  const [editing, setEditing] = useState<{ cause: DonationCause | null } | null>(null);

  const columns: ColumnsType<DonationCause> = [
    {
      key: 'name',
      title: t('donations.fields.name'),
      render: (_, c) => <NameWithDescriptionCell name={c.name} description={c.description} width={320} testId="cause-name" />,
    },
    { key: 'target', title: t('donations.fields.target'), align: 'end', render: (_, c) => <MoneyCell value={c.target} currency={c.asset} testId="cause-target" /> },
    {
      key: 'raised',
      title: t('donations.fields.raised'),
      align: 'end',
      render: (_, c) => (
        <Flex vertical align="end" style={{ minWidth: 140 }}>
          <MoneyCell value={c.raised} currency={c.asset} testId="cause-raised" />
          <Progress percent={percentOf(c.raised, c.target)} size="small" style={{ width: 140, marginBottom: 0 }} />
        </Flex>
      ),
    },
    {
      key: 'donors',
      title: t('donations.fields.donations'),
      align: 'end',
      render: (_, c) => t('donations.causes.countOf', { donations: format.count(c.donationCount), donors: format.count(c.donorCount) }),
    },
    {
      key: 'status',
      title: t('donations.fields.status'),
      render: (_, c) => (
        <Tooltip title={c.closeReason ?? undefined}>
          <span>
            <StatusTag status={c.status} testId="cause-status" />
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: t('donations.causes.actions'),
      render: (_, c) => (
        <Space size={4}>
          <RowIconButton title={t('donations.causes.donations')} ariaLabel={t('donations.causes.donationsNamed', { name: c.name })} icon={<UnorderedListOutlined />} onClick={() => void navigate(`/donations/list?causeId=${c.id}`)} testId="cause-donations" />
          {canManage && c.status === 'OPEN' && (
            <>
              <RowIconButton title={t('donations.causes.edit')} ariaLabel={t('donations.causes.editNamed', { name: c.name })} icon={<EditOutlined />} onClick={() => setEditing({ cause: c })} testId="cause-edit" />
              <ConfirmReasonButton
                size="small"
                danger
                iconOnly
                icon={<StopOutlined />}
                label={t('donations.causes.close')}
                title={t('donations.causes.closeTitle', { name: c.name })}
                description={t('donations.causes.closeEffect')}
                okText={t('donations.causes.close')}
                reason="required"
                reasonLabel={t('donations.causes.reason')}
                onConfirm={(reason) => close.mutateAsync({ id: c.id, reason: reason ?? '' })}
                successMessage={t('donations.causes.closed', { name: c.name })}
                testId="cause-close"
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="donation-causes-page"
      filters={donationCauseFilters}
      filtersTestId="cause-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="cause-table"
      empty={{ none: t('donations.causes.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ cause: null })} data-testid="cause-create">
            {t('donations.causes.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {editing && <DonationCauseFormDrawer cause={editing.cause} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
