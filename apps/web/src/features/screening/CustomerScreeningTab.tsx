import { SearchOutlined } from '@ant-design/icons';
import type { ScreeningCase } from '@exchange/contract/screening/screening';
import { SCREENING_PAGE_SIZE } from '@exchange/contract/screening/screening-rules';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { ScoreCell } from './ScoreCell.tsx';
import { ScreeningCaseDrawer } from './ScreeningCaseDrawer.tsx';
import { useScreenCustomer, useScreeningCases } from './screening-queries.ts';

/** The customer page's screening tab: this customer's cases, and "screen now" with the configured provider. */
export function CustomerScreeningTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const canScreen = useCan('screening.manage');
  const cases = useScreeningCases({ customerId, page: 0, limit: SCREENING_PAGE_SIZE });
  const screen = useScreenCustomer(customerId);
  const [openId, setOpenId] = useState<string | undefined>();

  const screenNow = async () => {
    try {
      const result = await screen.mutateAsync();
      void message.success(t('screening.customerTab.screened', { hits: result.hits, opened: result.casesOpened }));
    } catch (error) {
      void message.error(errorMessage(error), 6);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="customer-screening-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('screening.customerTab.intro')}</Typography.Text>
        {canScreen && <Button icon={<SearchOutlined />} loading={screen.isPending} onClick={() => void screenNow()} data-testid="customer-screen-now">{t('screening.customerTab.screenNow')}</Button>}
      </Flex>
      <Table<ScreeningCase>
        rowKey="id"
        size="small"
        loading={cases.isPending}
        dataSource={cases.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('screening.customerTab.empty') }}
        onRow={(item) => ({ onClick: () => setOpenId(item.id), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'entry', title: t('screening.fields.entry'), render: (_, c) => <TwoLineCell primary={c.matchedName} secondary={c.entry.listName} width={220} /> },
          { key: 'score', title: t('screening.fields.score'), render: (_, c) => <ScoreCell score={c.score} /> },
          { key: 'status', title: t('screening.fields.status'), render: (_, c) => <StatusTag status={c.status} /> },
          { key: 'createdAt', title: t('screening.fields.createdAt'), render: (_, c) => <DateTimeCell value={c.createdAt} /> },
        ]}
      />
      <ScreeningCaseDrawer caseId={openId} onClose={() => setOpenId(undefined)} />
    </Flex>
  );
}
