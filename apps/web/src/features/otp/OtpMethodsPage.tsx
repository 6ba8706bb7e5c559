import type { OtpSetting } from '@exchange/contract/otp/otp';
import { OTP_METHODS } from '@exchange/contract/otp/otp-rules';
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { OtpMethodSwitch } from './OtpMethodSwitch.tsx';
import { OtpSettingsTabs } from './OtpSettingsTabs.tsx';
import { useOtpSettings } from './otp-queries.ts';
import { OTP_METHOD_KEYS, OTP_OPERATION_KEYS } from './otp-text-keys.ts';

/** The latest change among an operation's methods, if any. */
function lastChange(setting: OtpSetting) {
  return setting.methods.filter((m) => m.updatedAt).sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))[0];
}

/** OTP Dashboard Settings: which methods the customer app offers for each operation. */
export default function OtpMethodsPage() {
  const { t } = useTranslation();
  const settings = useOtpSettings();
  return (
    <OtpSettingsTabs active="methods">
      <Flex vertical gap={16} data-testid="otp-methods-page">
        <Alert type="info" showIcon title={t('otp.methods.explain')} />
        {settings.isError && <LoadFailedAlert error={settings.error} onRetry={() => void settings.refetch()} />}
        <Table<OtpSetting>
          rowKey="operation"
          size="middle"
          loading={settings.isPending}
          dataSource={settings.data?.items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="otp-methods-table"
          onRow={(row) => ({ 'data-operation': row.operation }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'operation', title: t('otp.logs.operation'), render: (_, row) => <Typography.Text strong>{t(OTP_OPERATION_KEYS[row.operation])}</Typography.Text> },
            ...OTP_METHODS.map((method) => ({
              key: method,
              title: t(OTP_METHOD_KEYS[method]),
              align: 'center' as const,
              width: 170,
              render: (_: unknown, row: OtpSetting) => <OtpMethodSwitch setting={row} method={method} />,
            })),
            {
              key: 'changed',
              title: t('otp.methods.lastChange'),
              render: (_, row) => {
                const last = lastChange(row);
                return last?.updatedAt ? (
                  <Flex vertical>
                    <DateTimeCell value={last.updatedAt} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('otp.methods.changedBy', { name: last.updatedBy?.name ?? '', method: t(OTP_METHOD_KEYS[last.method]) })}</Typography.Text>
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">{t('otp.methods.asInstalled')}</Typography.Text>
                );
              },
            },
          ]}
        />
      </Flex>
    </OtpSettingsTabs>
  );
}
