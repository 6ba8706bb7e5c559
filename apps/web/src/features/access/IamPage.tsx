import { PlusOutlined } from '@ant-design/icons';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { Alert, Button, Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useCan } from '../../components/use-can.ts';
import { useUnsavedChanges } from '../../components/use-unsaved-changes.tsx';
import { useGroups, usePolicyCatalogue } from './access-queries.ts';
import { IamGroupFormModal } from './IamGroupFormModal.tsx';
import { IamPolicyMatrix } from './IamPolicyMatrix.tsx';
import { IamUserAccessPanel } from './IamUserAccessPanel.tsx';
import { useHeldPolicies } from './use-held-policies.ts';

const tabParam = 'tab';
const usersTab = 'users';
const adminParam = 'admin';

type GroupDialog = { group: AccessGroup | null };

/** IAM: which group may do what, and what one admin may do in the end. */
export default function IamPage() {
  const { t } = useTranslation();
  const canManageGroups = useCan('groups.manage');
  const canManageAdmins = useCan('admins.manage');
  const held = useHeldPolicies();
  const catalogue = usePolicyCatalogue();
  const groups = useGroups();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  const active = params.get(tabParam) === usersTab ? usersTab : 'groups';
  const adminId = params.get(adminParam) ?? undefined;
  // Unsaved ticks in the matrix or in one admin's own policies: leaving the page asks first.
  const [groupsDirty, setGroupsDirty] = useState(false);
  const [userDirty, setUserDirty] = useState(false);
  const unsaved = useUnsavedChanges(groupsDirty || userDirty);

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const failed = catalogue.error ?? groups.error;
  // A failed refresh keeps the matrix (and its unsaved ticks) on screen, with a warning below.
  if (failed && (!catalogue.data || !groups.data)) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('iam.loadFailed')}
          subTitle={errorMessage(failed)}
          extra={
            <Button
              onClick={() => {
                void catalogue.refetch();
                void groups.refetch();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!catalogue.data || !groups.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const matrix = (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{canManageGroups ? t('iam.matrix.help') : t('iam.matrix.readOnly')}</Typography.Text>
        {canManageGroups && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ group: null })} data-testid="iam-group-create">
            {t('iam.matrix.createGroup')}
          </Button>
        )}
      </Flex>
      <IamPolicyMatrix
        catalogue={catalogue.data.items}
        groups={groups.data.items}
        canManage={canManageGroups}
        held={held}
        onEditGroup={(group) => setDialog({ group })}
        onDirtyChange={setGroupsDirty}
      />
    </Flex>
  );

  return (
    <Card data-testid="iam-page">
      <Tabs
        activeKey={active}
        onChange={(key) => update({ [tabParam]: key === usersTab ? usersTab : undefined })}
        items={[
          { key: 'groups', label: t('iam.tabs.groups'), children: matrix },
          {
            key: usersTab,
            label: <span data-testid="iam-tab-users">{t('iam.tabs.users')}</span>,
            children: (
              <IamUserAccessPanel
                adminId={adminId}
                // Another admin replaces the one whose ticks are not saved yet: ask first.
                onPickAdmin={(id) => (userDirty ? unsaved.confirmDiscard(() => update({ [adminParam]: id })) : update({ [adminParam]: id }))}
                onDirtyChange={setUserDirty}
                catalogue={catalogue.data.items}
                groups={groups.data.items}
                canManage={canManageAdmins}
                held={held}
              />
            ),
          },
        ]}
      />
      {failed && <Alert type="warning" showIcon title={t('iam.refreshFailed')} description={errorMessage(failed)} />}
      {dialog && <IamGroupFormModal group={dialog.group} onClose={() => setDialog(null)} />}
      {unsaved.prompt}
    </Card>
  );
}
