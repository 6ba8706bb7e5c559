import { UploadOutlined } from '@ant-design/icons';
import type { Watchlist, WatchlistUploadResult } from '@exchange/contract/screening/screening';
import { WATCHLIST_CSV_COLUMNS, WATCHLIST_CSV_MAX_BYTES, WATCHLIST_NAME_MAX } from '@exchange/contract/screening/screening-rules';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUploadWatchlist, useWatchlists } from './screening-queries.ts';

interface UploadForm {
  name: string;
}

/** Upload a list (its result in a summary), and the lists uploaded so far. */
export function WatchlistsTab() {
  const { t, i18n } = useTranslation();
  const canManage = useCan('screening.manage');
  const lists = useWatchlists();
  const upload = useUploadWatchlist();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<WatchlistUploadResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<UploadForm>();
  const count = new Intl.NumberFormat(i18n.language);

  const submit = async ({ name }: UploadForm) => {
    if (!file) return;
    setProblem(null);
    setResult(null);
    if (file.size > WATCHLIST_CSV_MAX_BYTES) {
      setProblem(t('screening.upload.tooBig'));
      return;
    }
    try {
      setResult(await upload.mutateAsync({ name: name.trim(), csv: await file.text() }));
      form.resetFields();
      setFile(null);
    } catch (error) {
      // A bad row is named by the server: row, column and what is wrong, in the console's language.
      setProblem(error instanceof ApiRequestError ? errorMessage(error) : String(error));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="watchlists-tab">
      {canManage && (
        <Card title={t('screening.upload.title')} size="small">
          <Typography.Paragraph type="secondary">
            {t('screening.upload.help')} <Typography.Text code>{WATCHLIST_CSV_COLUMNS.join(',')}</Typography.Text>
          </Typography.Paragraph>
          <Form form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false} style={{ rowGap: 12 }}>
            <Form.Item name="name" label={t('screening.upload.name')} rules={[{ required: true, whitespace: true, message: t('screening.upload.nameRequired') }]}>
              <Input maxLength={WATCHLIST_NAME_MAX} style={{ width: 260 }} data-testid="watchlist-name" />
            </Form.Item>
            <Form.Item label={t('screening.upload.file')} required>
              <Upload
                accept=".csv,text/csv"
                maxCount={1}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  return false;
                }}
                onRemove={() => setFile(null)}
                fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' }] : []}
                data-testid="watchlist-file"
              >
                <Button icon={<UploadOutlined />}>{t('screening.upload.choose')}</Button>
              </Upload>
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" disabled={!file} loading={upload.isPending} data-testid="watchlist-upload">
                {t('screening.upload.submit')}
              </Button>
            </Form.Item>
          </Form>
          {problem && <Alert type="error" showIcon style={{ marginTop: 16 }} title={t('screening.upload.refused')} description={problem} data-testid="watchlist-upload-error" />}
          {result && (
            <Alert
              type="success"
              showIcon
              style={{ marginTop: 16 }}
              title={t('screening.upload.done', { name: result.watchlist.name })}
              data-testid="watchlist-upload-result"
              description={
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 3 }}
                  items={[
                    { key: 'entries', label: t('screening.upload.entries'), children: <span data-testid="result-entries">{count.format(result.entries)}</span> },
                    { key: 'candidates', label: t('screening.upload.candidates'), children: count.format(result.candidates) },
                    { key: 'hits', label: t('screening.upload.hits'), children: count.format(result.hits) },
                    { key: 'cases', label: t('screening.upload.casesOpened'), children: <span data-testid="result-cases">{count.format(result.casesOpened)}</span> },
                    { key: 'threshold', label: t('screening.upload.threshold'), children: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(result.threshold) },
                    { key: 'took', label: t('screening.upload.took'), children: t('screening.upload.ms', { ms: count.format(result.tookMs) }) },
                  ]}
                />
              }
            />
          )}
        </Card>
      )}
      <Table<Watchlist>
        rowKey="id"
        size="middle"
        loading={lists.isPending}
        dataSource={lists.data?.items ?? []}
        pagination={false}
        data-testid="watchlists-table"
        locale={{ emptyText: t('screening.watchlists.empty') }}
        columns={[
          { key: 'name', title: t('screening.watchlists.name'), render: (_, l) => <span dir="auto" data-testid="watchlist-row-name">{l.name}</span> },
          { key: 'rows', title: t('screening.watchlists.rows'), align: 'end', render: (_, l) => count.format(l.rowCount) },
          { key: 'open', title: t('screening.watchlists.openCases'), align: 'end', render: (_, l) => count.format(l.openCases) },
          { key: 'by', title: t('screening.watchlists.uploadedBy'), render: (_, l) => l.uploadedBy?.name ?? t('common.none') },
          { key: 'at', title: t('screening.watchlists.uploadedAt'), render: (_, l) => <DateTimeCell value={l.uploadedAt} /> },
        ]}
      />
      {lists.isError && <Alert type="warning" showIcon title={errorMessage(lists.error)} />}
    </Flex>
  );
}
