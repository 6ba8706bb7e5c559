import type { BulkOutcome, BulkResult, BulkRowResult } from '@exchange/contract/bulk/bulk-decisions';
import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';

const outcomeColor: Record<BulkOutcome, string> = { DONE: 'success', REFUSED: 'error', ALREADY_DECIDED: 'warning' };

interface BulkResultPanelProps {
  actionLabel: string;
  result: BulkResult;
  /** The row's name as the list showed it (a number, an e-mail); the id when the row is not on the page any more. */
  labelOf: (id: string) => string;
  onClose: () => void;
}

/** What happened to each selected row: done, refused with the reason, or decided by someone else first. */
export function BulkResultPanel({ actionLabel, result, labelOf, onClose }: BulkResultPanelProps) {
  const { t } = useTranslation();
  const count = (outcome: BulkOutcome) => result.results.filter((r) => r.outcome === outcome).length;
  const why = (row: BulkRowResult) => (row.error ? errorText(row.error.code, row.error.params) ?? row.error.message : '');
  return (
    <Modal
      open
      width={720}
      title={t('bulk.resultTitle', { action: actionLabel })}
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose} data-testid="bulk-result-close">{t('bulk.close')}</Button>}
      data-testid="bulk-result"
    >
      <Space wrap style={{ marginBottom: 12 }} data-testid="bulk-result-summary">
        <Tag color="success">{t('bulk.outcome.DONE')}: {count('DONE')}</Tag>
        <Tag color="warning">{t('bulk.outcome.ALREADY_DECIDED')}: {count('ALREADY_DECIDED')}</Tag>
        <Tag color="error">{t('bulk.outcome.REFUSED')}: {count('REFUSED')}</Tag>
      </Space>
      <Table<BulkRowResult>
        size="small"
        rowKey="id"
        dataSource={result.results}
        pagination={result.results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        onRow={(row) => ({ 'data-testid': 'bulk-result-row', 'data-outcome': row.outcome }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'row', title: t('bulk.row'), render: (_, row) => <Typography.Text dir="auto">{labelOf(row.id)}</Typography.Text> },
          { key: 'outcome', title: t('bulk.outcomeTitle'), render: (_, row) => <Tag color={outcomeColor[row.outcome]} data-testid="bulk-result-outcome">{t(`bulk.outcome.${row.outcome}`)}</Tag> },
          { key: 'why', title: t('bulk.why'), render: (_, row) => <Typography.Text type="secondary">{why(row)}</Typography.Text> },
        ]}
      />
    </Modal>
  );
}
