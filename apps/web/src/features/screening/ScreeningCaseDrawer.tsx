import type { ScreeningCaseDetail } from '@exchange/contract/screening/screening';
import { Alert, Button, Descriptions, Flex, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { CustomerCountryWarning } from '../countries/CustomerCountryWarning.tsx';
import { ViewAsCustomerButton } from '../view-as/ViewAsCustomerButton.tsx';
import { CaseDecisionButtons } from './CaseDecisionButtons.tsx';
import { CaseNotes } from './CaseNotes.tsx';
import { ScoreCell } from './ScoreCell.tsx';
import { useScreeningCase } from './screening-queries.ts';

type Agreement = 'same' | 'different' | 'unknown';

interface ComparedRow {
  key: string;
  label: string;
  customer: ReactNode;
  entry: ReactNode;
  agreement: Agreement;
}

const agreementColor: Record<Agreement, string | undefined> = { same: 'red', different: 'green', unknown: undefined };

/** The customer's data beside the list entry's, each line saying whether they agree. */
function Comparison({ c }: { c: ScreeningCaseDetail }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const none = <Typography.Text type="secondary">{t('screening.drawer.unknown')}</Typography.Text>;
  const agree = (a: string | null, b: string | null): Agreement => (a && b ? (a === b ? 'same' : 'different') : 'unknown');
  const rows: ComparedRow[] = [
    { key: 'name', label: t('screening.fields.name'), customer: c.customer.name, entry: c.matchedName, agreement: c.nameScore >= 0.999 ? 'same' : 'unknown' },
    {
      key: 'dob',
      label: t('screening.fields.dateOfBirth'),
      customer: c.customer.dateOfBirth ?? none,
      entry: c.entry.dateOfBirth ?? none,
      agreement: agree(c.customer.dateOfBirth, c.entry.dateOfBirth),
    },
    {
      key: 'country',
      label: t('screening.fields.country'),
      customer: countryName(c.customer.country),
      entry: c.entry.country ? countryName(c.entry.country) : none,
      agreement: agree(c.customer.country, c.entry.country),
    },
  ];
  return (
    <Table<ComparedRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="case-comparison"
      columns={[
        { key: 'label', title: '', width: 130, render: (_, row) => <Typography.Text type="secondary">{row.label}</Typography.Text> },
        { key: 'customer', title: t('screening.drawer.customerSide'), render: (_, row) => <span dir="auto">{row.customer}</span> },
        { key: 'entry', title: t('screening.drawer.entrySide'), render: (_, row) => <span dir="auto">{row.entry}</span> },
        {
          key: 'agreement',
          title: '',
          width: 110,
          render: (_, row) => row.agreement !== 'unknown' && <Tag color={agreementColor[row.agreement]} data-testid={`agreement-${row.key}`}>{t(`screening.drawer.${row.agreement}`)}</Tag>,
        },
      ]}
    />
  );
}

export interface ScreeningCaseDrawerProps {
  caseId: string | undefined;
  onClose: () => void;
}

/** One case: the two sides compared, the decision, the notes, and a way into the customer's account. */
export function ScreeningCaseDrawer({ caseId, onClose }: ScreeningCaseDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const detail = useScreeningCase(caseId);
  const c = detail.data;

  const body = () => {
    if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (detail.isError) {
      return (
        <Alert type="warning" showIcon title={t('screening.drawer.failed')} description={errorMessage(detail.error)}
          action={<Button size="small" onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />
      );
    }
    if (!c) return null;
    return (
      <Space orientation="vertical" size={20} style={{ width: '100%' }}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space size={12} wrap>
            <StatusTag status={c.status} testId="drawer-case-status" />
            <ScoreCell score={c.score} nameScore={c.nameScore} testId="drawer-case-score" />
          </Space>
          <ViewAsCustomerButton customerId={c.customer.id} />
        </Flex>
        <CustomerCountryWarning country={c.customer.country} />
        <Comparison c={c} />
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 160 } }}
          items={[
            { key: 'list', label: t('screening.fields.list'), children: <span dir="auto">{c.entry.listName}</span> },
            { key: 'watchlist', label: t('screening.fields.watchlist'), children: c.entry.watchlist?.name ?? t(`screening.provider.${c.provider}`) },
            { key: 'entryName', label: t('screening.fields.entryName'), children: <span dir="auto">{c.entry.name}</span> },
            { key: 'aliases', label: t('screening.fields.aliases'), children: c.entry.aliases.length > 0 ? <span dir="auto">{c.entry.aliases.join(' · ')}</span> : t('common.none') },
            { key: 'customer', label: t('screening.fields.customer'), children: <span dir="auto">{`${c.customer.name} · ${c.customer.email}`}</span> },
            { key: 'state', label: t('screening.fields.accountState'), children: <StatusTag status={c.customer.state} testId="drawer-account-state" /> },
            { key: 'createdAt', label: t('screening.fields.createdAt'), children: dateTime(c.createdAt) },
            ...(c.decidedBy && c.decidedAt ? [{ key: 'decided', label: t('screening.fields.decided'), children: t('screening.fields.byAt', { name: c.decidedBy.name, at: dateTime(c.decidedAt) }) }] : []),
          ]}
        />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>{t('screening.notes.title')}</Typography.Title>
          <CaseNotes caseId={c.id} notes={c.notes} />
        </div>
      </Space>
    );
  };

  return (
    <EndDrawer
      open={Boolean(caseId)}
      onClose={onClose}
      size={720}
      title={c ? t('screening.drawer.title', { customer: c.customer.name }) : t('screening.drawer.titleLoading')}
      footer={c && <CaseDecisionButtons screeningCase={c} />}
      data-testid="case-drawer"
    >
      {body()}
    </EndDrawer>
  );
}
