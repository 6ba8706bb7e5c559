import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { CreatedVoucherBatch } from '@exchange/contract/vouchers/vouchers';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';

/** The codes as a CSV file: one per line under a header (base32 codes never start with = + - @). */
export function voucherCodesCsv(created: CreatedVoucherBatch): string {
  const { batch } = created;
  const rows = created.codes.map((code) => [code, batch.asset, batch.amountPerCode, batch.expiresAt].join(','));
  return ['code,asset,amount,expires_at', ...rows].join('\r\n') + '\r\n';
}

const fileName = (created: CreatedVoucherBatch) => `vouchers-${created.batch.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'batch'}-${created.batch.id.slice(0, 8)}.csv`;

/**
 * A new batch's codes, which the server keeps only as hashes: shown here once, to download as CSV
 * or copy, and closed only by saying they were saved.
 */
export function VoucherCodesShownOnce({ created, onClose }: { created: CreatedVoucherBatch; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [saved, setSaved] = useState(false);
  const text = created.codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([voucherCodesCsv(created)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(created);
    link.click();
    URL.revokeObjectURL(url);
    setSaved(true);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    void message.success(t('vouchers.codes.copied', { number: created.codes.length }));
    setSaved(true);
  };

  return (
    <Modal
      open
      title={t('vouchers.codes.title', { name: created.batch.name })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('vouchers.codes.done')}
      okButtonProps={{ disabled: !saved, 'data-testid': 'voucher-codes-done' }}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={saved}
      maskClosable={false}
      keyboard={false}
      width={640}
      data-testid="voucher-codes"
    >
      <Alert type="warning" showIcon message={t('vouchers.codes.once', { number: created.codes.length })} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="voucher-codes-csv">
          {t('vouchers.codes.downloadCsv')}
        </Button>
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="voucher-codes-copy">
          {t('vouchers.codes.copy')}
        </Button>
      </Space>
      <Input.TextArea readOnly value={text} dir="ltr" rows={Math.min(10, created.codes.length + 1)} style={{ fontFamily: 'monospace' }} data-testid="voucher-codes-list" />
      {!saved && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('vouchers.codes.saveFirst')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
