import type { LogGroup } from '@exchange/contract/logs/log-groups';
import { type ButtonProps, DatePicker, Form, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage, fieldProblemText } from '../../app/error-message.ts';
import { detailText } from '../../app/form-errors.ts';
import { LOG_REPORT_DEFAULTS, LOG_REPORT_MAX_DAYS, LOG_REPORT_MAX_LINES } from './log-report-defaults.ts';
import { requestLogReport } from './logs-queries.ts';

interface LogReportForm {
  range: [Dayjs, Dayjs];
  logGroupName: LogGroup;
  limit: number;
}

/** Days between two picked dates, whatever their time of day. */
const daysApart = (a: Dayjs, b: Dayjs) => Math.abs(a.startOf('day').diff(b.startOf('day'), 'day'));

/**
 * The Download Logs modal: asks the API for a link to the request log of a date range and follows
 * it, so that the file downloads. A range the server refuses (400) keeps the modal
 * open with the server's words under the dates; any other failure closes the modal and is only
 * logged, as the spec says.
 */
export function DownloadLogsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LogReportForm>();
  const [submitting, setSubmitting] = useState(false);
  const { dateFormat } = LOG_REPORT_DEFAULTS;

  const onFinish = async ({ range, logGroupName, limit }: LogReportForm) => {
    setSubmitting(true);
    let done = true;
    try {
      const link = await requestLogReport({ from: range[0].format(dateFormat), to: range[1].format(dateFormat), logGroupName, limit });
      // The link answers as an attachment: followed from this page, it downloads and leaves no tab behind.
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.details.length > 0) {
        done = false;
        const fields = new Set(['from', 'to']);
        const rangeErrors = error.details.filter((d) => fields.has(d.field)).map(fieldProblemText);
        const limitErrors = error.details.filter((d) => d.field === 'limit').map(detailText);
        form.setFields([
          { name: 'range', errors: rangeErrors },
          { name: 'limit', errors: limitErrors },
        ]);
        if (rangeErrors.length + limitErrors.length === 0) form.setFields([{ name: 'range', errors: [errorMessage(error)] }]);
      } else {
        // The spec's error catalogue: a failed log report closes the modal and is only logged.
        // eslint-disable-next-line no-console
        console.error('log report failed', error);
      }
    } finally {
      setSubmitting(false);
      if (done) onClose();
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
        initialValues={{
          range: [dayjs(LOG_REPORT_DEFAULTS.from), dayjs()],
          logGroupName: LOG_REPORT_DEFAULTS.logGroupName,
          limit: LOG_REPORT_DEFAULTS.limit,
        }}
      >
        <Form.Item
          name="range"
          label={t('logs.range')}
          rules={[
            { required: true, message: t('logs.rangeRequired') },
            {
              validator: (_, range?: [Dayjs, Dayjs]) =>
                range && daysApart(range[0], range[1]) > LOG_REPORT_MAX_DAYS
                  ? Promise.reject(new Error(t('logs.rangeTooWide', { days: LOG_REPORT_MAX_DAYS })))
                  : Promise.resolve(),
            },
          ]}
        >
          <DatePicker.RangePicker
            format={dateFormat}
            allowClear={false}
            style={{ width: '100%' }}
            // Once a first date is picked, only days within the bound of it can be the other end.
            disabledDate={(d, info) =>
              d.isAfter(dayjs(), 'day') || (info.type === 'date' && info.from !== undefined && daysApart(d, info.from) > LOG_REPORT_MAX_DAYS)
            }
            data-testid="download-logs-range"
          />
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
