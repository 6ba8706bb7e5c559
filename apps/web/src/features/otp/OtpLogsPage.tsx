import type { OtpLog } from '@exchange/contract/otp/otp';
import type { OtpResult } from '@exchange/contract/otp/otp-rules';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { OtpSettingsTabs } from './OtpSettingsTabs.tsx';
import { otpLogFilters } from './otp-log-filters.ts';
import { useOtpLogs } from './otp-queries.ts';
import { OTP_METHOD_KEYS, OTP_OPERATION_KEYS, OTP_RESULT_KEYS } from './otp-text-keys.ts';

const RESULT_COLORS: Readonly<Record<OtpResult, string>> = { SENT: 'blue', VERIFIED: 'green', FAILED: 'orange', EXPIRED: 'default', BLOCKED: 'red' };

/** Every code the OTP service reported: who, for what, by which method, and what became of it. */
export default function OtpLogsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(otpLogFilters.defaults);
  const query = useOtpLogs(apiQueryOf(otpLogFilters, list));
  const columns: ColumnsType<OtpLog> = [
    { key: 'createdAt', title: t('otp.logs.when'), render: (_, l) => <DateTimeCell value={l.createdAt} /> },
    {
      key: 'customer',
      title: t('otp.logs.customer'),
      render: (_, l) => (
        <div style={{ lineHeight: 1.35 }}>
          <CustomerLink customerId={l.customer.id} text={l.customer.name} />
          <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{l.customer.email}</Typography.Text></div>
        </div>
      ),
    },
    { key: 'operation', title: t('otp.logs.operation'), render: (_, l) => t(OTP_OPERATION_KEYS[l.operation]) },
    { key: 'method', title: t('otp.logs.method'), render: (_, l) => t(OTP_METHOD_KEYS[l.method]) },
    { key: 'result', title: t('otp.logs.result'), render: (_, l) => <Tag color={RESULT_COLORS[l.result]} data-testid="otp-log-result">{t(OTP_RESULT_KEYS[l.result])}</Tag> },
    { key: 'ip', title: t('otp.logs.ip'), render: (_, l) => (l.ip ? <span dir="ltr">{l.ip}</span> : <Typography.Text type="secondary">{t('common.none')}</Typography.Text>) },
  ];
  return (
    <OtpSettingsTabs active="logs">
      <ListPage
        testId="otp-logs-page"
        filters={otpLogFilters}
        filtersTestId="otp-log-filters"
        list={list}
        query={query}
        columns={columns}
        rowKey="id"
        tableTestId="otp-logs-table"
        listKey="otp-logs"
        empty={{ none: t('otp.logs.empty'), filtered: t('common.noResults') }}
        toolbar={<ExportCsvButton path="/admin/otp/logs" filters={list.filters} fallbackName="otp-logs.csv" testId="otp-logs-export" />}
        table={{ scroll: { x: 'max-content' } }}
      />
    </OtpSettingsTabs>
  );
}
