import type { LogGroup } from '@exchange/contract/logs/log-groups';
import { type ButtonProps, DatePicker, Form, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_REPORT_DEFAULTS, LOG_REPORT_MAX_LINES } from './log-report-defaults.ts';
import { requestLogReport } from './logs-api.ts';

interface LogReportForm {
  range: [Dayjs, Dayjs];
  logGroupName: LogGroup;
  limit: number;
}

/**
 * The Download Logs modal: asks the API for a link to the request log of a date range and opens
 * it in a new tab, where the file downloads. As the spec says, a failure closes the modal and is
 * only logged.
 */
export function DownloadLogsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LogReportForm>();
  const [submitting, setSubmitting] = useState(false);
  const { dateFormat } = LOG_REPORT_DEFAULTS;

  const onFinish = async ({ range, logGroupName, limit }: LogReportForm) => {
    // Opened now, inside the click, so the popup blocker lets it through; it gets its address below.
    const tab = window.open('', '_blank');
    setSubmitting(true);
    try {
      const link = await requestLogReport({ from: range[0].format(dateFormat), to: range[1].format(dateFormat), logGroupName, limit });
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      // The spec's error catalogue: a failed log report closes the modal and is only logged.
      // eslint-disable-next-line no-console
      console.error('log report failed', error);
    } finally {
      setSubmitting(false);
      onClose();
    }
  };

  return (
    <Modal
      open
      title={t('logs.title')}
      okText={t('logs.download')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      okButtonProps={{ ...({ 'data-testid': 'download-logs-submit' } as ButtonProps) }}
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('logs.description')}</Typography.Paragraph>
      <Form
        form={form}
        name="downloadLogs"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ range: [dayjs(LOG_REPORT_DEFAULTS.startDate), dayjs()], logGroupName: LOG_REPORT_DEFAULTS.logGroupName, limit: LOG_REPORT_DEFAULTS.limit }}
      >
        <Form.Item name="range" label={t('logs.range')} rules={[{ required: true, message: t('logs.rangeRequired') }]}>
          <DatePicker.RangePicker format={dateFormat} allowClear={false} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="download-logs-range" />
        </Form.Item>
        <Form.Item name="logGroupName" label={t('logs.group')}>
          <Select options={[{ value: 'public-api', label: t('logs.groupPublicApi') }]} data-testid="download-logs-group" />
        </Form.Item>
        <Form.Item name="limit" label={t('logs.limit')} extra={t('logs.limitHelp')} rules={[{ required: true, message: t('logs.limitRequired') }]}>
          <InputNumber min={1} max={LOG_REPORT_MAX_LINES} precision={0} style={{ width: '100%' }} data-testid="download-logs-limit" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
