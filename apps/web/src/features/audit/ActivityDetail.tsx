import type { Activity } from '@exchange/contract/audit/activities';
import { Col, Descriptions, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** JSON as the server stored it, indented; `null` for nothing recorded. */
const pretty = (value: unknown) => (value === undefined ? 'null' : JSON.stringify(value, null, 2));

function JsonBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const empty = value === null || value === undefined;
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <pre
        data-testid={testId}
        style={{
          margin: '6px 0 0',
          padding: 12,
          minHeight: 48,
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 12,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          color: empty ? token.colorTextTertiary : token.colorText,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {empty ? t('activities.detail.nothing') : pretty(value)}
      </pre>
    </div>
  );
}

/** A row's full record: what the table leaves out, and the state before and after side by side. */
export function ActivityDetail({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  return (
    <div data-testid="activity-detail" style={{ padding: '4px 8px' }}>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          {
            key: 'userAgent',
            label: t('activities.detail.userAgent'),
            children: <Typography.Text style={{ wordBreak: 'break-word' }}>{activity.userAgent || t('common.none')}</Typography.Text>,
          },
          {
            key: 'detail',
            label: t('activities.detail.detail'),
            children: <Typography.Text style={{ wordBreak: 'break-word' }}>{activity.detail || t('common.none')}</Typography.Text>,
          },
          { key: 'id', label: t('activities.detail.id'), children: <Typography.Text copyable>{String(activity.id)}</Typography.Text> },
        ]}
      />
      <Row gutter={[16, 12]}>
        <Col xs={24} md={12}>
          <JsonBlock title={t('activities.detail.before')} value={activity.before} testId="activity-before" />
        </Col>
        <Col xs={24} md={12}>
          <JsonBlock title={t('activities.detail.after')} value={activity.after} testId="activity-after" />
        </Col>
      </Row>
    </div>
  );
}
