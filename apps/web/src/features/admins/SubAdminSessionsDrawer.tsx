import { DesktopOutlined, LogoutOutlined } from '@ant-design/icons';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useAdminSessions, useEndAdminSession, type AdminSession } from './admin-queries.ts';

function SessionCard({ admin, session }: { admin: SubAdmin; session: AdminSession }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const end = useEndAdminSession(admin.id);

  return (
    <Card
      size="small"
      data-testid="subadmin-session"
      title={
        <Flex gap={8} align="center" wrap>
          <DesktopOutlined />
          <Typography.Text strong>{session.ip}</Typography.Text>
          {session.isCurrent && (
            <Tag color="blue" data-testid="subadmin-session-current">
              {t('subAdmins.sessions.current')}
            </Tag>
          )}
          {session.kind === 'pending' && <Tag color="gold">{t('subAdmins.sessions.pending')}</Tag>}
        </Flex>
      }
      extra={
        <ConfirmReasonButton
          label={t('subAdmins.sessions.end')}
          icon={<LogoutOutlined />}
          size="small"
          danger
          title={t('subAdmins.sessions.endTitle', { name: admin.name })}
          description={t('subAdmins.sessions.endBody')}
          okText={t('subAdmins.sessions.end')}
          onConfirm={() => end.mutateAsync(session.id)}
          successMessage={t('subAdmins.sessions.ended')}
          // Ending the session in use would sign the viewer out: that is what Logout is for.
          disabled={session.isCurrent}
          disabledReason={t('subAdmins.sessions.currentHint')}
          testId="subadmin-session-end"
        />
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'userAgent',
            label: t('subAdmins.sessions.userAgent'),
            children: <Typography.Text style={{ wordBreak: 'break-word' }}>{session.userAgent || t('common.none')}</Typography.Text>,
          },
          { key: 'created', label: t('subAdmins.sessions.created'), children: dates.dateTime(session.createdAt) },
          { key: 'lastSeen', label: t('subAdmins.sessions.lastSeen'), children: dates.dateTime(session.lastSeenAt) },
          { key: 'expires', label: t('subAdmins.sessions.expires'), children: dates.dateTime(session.expiresAt) },
        ]}
      />
    </Card>
  );
}

/** The admin's open sessions, each of which can be ended on the spot. Mount it only while open. */
export function SubAdminSessionsDrawer({ admin, onClose }: { admin: SubAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const sessions = useAdminSessions(admin.id);

  let body: ReactNode;
  if (sessions.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (sessions.error) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('subAdmins.sessions.loadFailed')}
        description={errorMessage(sessions.error)}
        action={<Button onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (sessions.data.items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('subAdmins.sessions.none')} />;
  } else {
    body = (
      <Flex vertical gap={12}>
        {sessions.data.items.map((session) => (
          <SessionCard key={session.id} admin={admin} session={session} />
        ))}
      </Flex>
    );
  }

  return (
    <EndDrawer open title={t('subAdmins.sessions.title', { name: admin.name })} onClose={onClose} size={560} data-testid="subadmin-sessions-drawer">
      <Typography.Paragraph type="secondary">{t('subAdmins.sessions.help', { email: admin.email })}</Typography.Paragraph>
      {body}
    </EndDrawer>
  );
}
