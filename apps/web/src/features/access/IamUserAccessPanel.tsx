import { isPolicy } from '@exchange/contract/access/policy-names';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { AccessGroup, AdminAccess } from '@exchange/contract/access/policies';
import { SUB_ADMIN_LIST_LIMIT_MAX } from '@exchange/contract/admins/sub-admin-rules';
import { Alert, Button, Checkbox, Descriptions, Empty, Flex, Result, Select, Skeleton, Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useAppState } from '../../app/state/use-app-state.ts';
import { useSubAdmins } from '../admins/admin-queries.ts';
import { useAdminAccess, useSetAdminPolicies, type PolicyCatalogueEntry } from './access-queries.ts';
import { PolicyTable } from './PolicyTable.tsx';
import { policyRows, samePolicies, togglePolicy, type PolicyRow } from './policy-rows.ts';
import { useAccessLabels } from './use-access-labels.ts';

export interface IamUserAccessPanelProps {
  adminId: string | undefined;
  onPickAdmin: (adminId: string | undefined) => void;
  catalogue: readonly PolicyCatalogueEntry[];
  groups: readonly AccessGroup[];
  /** admins.manage: may edit the admin's own policies. */
  canManage: boolean;
  held: ReadonlySet<string>;
  /** Whether the admin's own policies have unsaved ticks: the page guards them. */
  onDirtyChange: (dirty: boolean) => void;
}

// Every admin in one list: the API's largest page of sub-admins.
const allAdmins = { limit: SUB_ADMIN_LIST_LIMIT_MAX } as const;

function AccessDetail({ access, catalogue, groups, canManage, held, onDirtyChange }: { access: AdminAccess } & Omit<IamUserAccessPanelProps, 'adminId' | 'onPickAdmin'>) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const labels = useAccessLabels();
  const { token } = theme.useToken();
  const setPolicies = useSetAdminPolicies();
  const isSelfSuper = useAppState().auth.authUser?.role === 'superAdmin';
  const [draft, setDraft] = useState<string[] | null>(null);
  const dirty = draft !== null;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const own = draft ?? access.ownPolicies;
  const order = catalogue.map((p) => p.name);
  const rows = policyRows(catalogue);
  const isSuperTarget = access.role === 'superAdmin';
  // The server's rule: only a super admin changes a super admin (whose own policies add nothing anyway).
  const editable = canManage && (!isSuperTarget || isSelfSuper);

  const memberOf = new Set(access.groups.map((g) => g.id));
  const fromGroups = new Map<string, string[]>();
  for (const g of groups) {
    if (!memberOf.has(g.id)) continue;
    for (const p of g.policies) fromGroups.set(p, [...(fromGroups.get(p) ?? []), labels.role(g.name)]);
  }
  const effective = new Set(access.effectivePolicies);

  const toggle = (policy: string, on: boolean) => {
    const next = togglePolicy(own, policy, on, order);
    setDraft(samePolicies(next, access.ownPolicies) ? null : next);
  };

  const save = async () => {
    if (!draft) return;
    try {
      await setPolicies.mutateAsync({ adminId: access.adminId, policies: draft.filter(isPolicy) });
      setDraft(null);
      void message.success(t('iam.user.saved'));
    } catch (error) {
      void message.error(errorMessage(error), 6);
    }
  };

  const yes = <CheckOutlined style={{ color: token.colorSuccess }} aria-label={t('common.yes')} />;
  const no = <MinusOutlined style={{ color: token.colorTextQuaternary }} aria-label={t('common.no')} />;
  const policyOnly = (render: (name: string) => ReactNode) => (_: unknown, row: PolicyRow) => (row.kind === 'area' ? null : render(row.name));
  const hideOnArea = (row: PolicyRow) => (row.kind === 'area' ? { colSpan: 0 } : {});

  const columns: ColumnsType<PolicyRow> = [
    {
      key: 'policy',
      title: t('iam.matrix.policy'),
      width: 260,
      onCell: (row) => (row.kind === 'area' ? { colSpan: 4, style: { background: token.colorFillQuaternary } } : {}),
      render: (_, row) =>
        row.kind === 'area' ? (
          <Typography.Text strong type="secondary" style={{ textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.4 }}>
            {labels.area(row.area)}
          </Typography.Text>
        ) : (
          <Flex vertical>
            <Typography.Text>{labels.policy(row.name)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} code>
              {row.name}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      key: 'groups',
      title: t('iam.user.fromGroups'),
      onCell: hideOnArea,
      render: policyOnly((name) => {
        const via = isSuperTarget ? [labels.role('superAdmin')] : (fromGroups.get(name) ?? []);
        return via.length ? (
          <Flex wrap gap={4}>
            {via.map((g) => (
              <Tag key={g} style={{ marginInlineEnd: 0 }}>
                {g}
              </Tag>
            ))}
          </Flex>
        ) : (
          no
        );
      }),
    },
    {
      key: 'own',
      title: (
        <Tooltip title={t('iam.user.ownHint')}>
          <span>{t('iam.user.own')}</span>
        </Tooltip>
      ),
      align: 'center',
      width: 120,
      onCell: hideOnArea,
      render: policyOnly((name) => {
        const box = (disabled: boolean) => (
          <Checkbox
            checked={own.includes(name)}
            disabled={disabled}
            onChange={(e) => toggle(name, e.target.checked)}
            aria-label={t('iam.user.ownLabel', { policy: labels.policy(name) })}
            data-testid={`iam-own-${name}`}
          />
        );
        // Read-only viewers get plain marks: greyed boxes would be hard to tell apart.
        if (!editable) return own.includes(name) ? yes : no;
        if (!held.has(name)) return <Tooltip title={t('iam.matrix.notHeld')}>{box(true)}</Tooltip>;
        return box(setPolicies.isPending);
      }),
    },
    {
      key: 'effective',
      title: t('iam.user.effective'),
      align: 'center',
      width: 120,
      onCell: hideOnArea,
      render: policyOnly((name) => <span data-testid={`iam-effective-${name}`}>{effective.has(name) ? yes : no}</span>),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'role', label: t('iam.user.role'), children: <Tag color="blue">{labels.role(access.role)}</Tag> },
          {
            key: 'groups',
            label: t('iam.user.groups'),
            children: (
              <Flex wrap gap={4}>
                {access.groups.map((g) => (
                  <Tag key={g.id} style={{ marginInlineEnd: 0 }}>
                    {labels.role(g.name)}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'count',
            label: t('iam.user.effectiveCount'),
            children: t('iam.user.effectiveOf', { count: access.effectivePolicies.length, total: catalogue.length }),
          },
        ]}
      />
      {isSuperTarget && <Alert type="info" showIcon title={t('iam.user.superNote')} />}
      {canManage && !editable && <Alert type="warning" showIcon title={t('iam.user.onlySuper')} />}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('iam.user.help')}</Typography.Text>
        {draft && (
          <Space>
            <Button onClick={() => setDraft(null)} disabled={setPolicies.isPending} data-testid="iam-own-undo">
              {t('iam.matrix.undo')}
            </Button>
            <Button type="primary" loading={setPolicies.isPending} onClick={() => void save()} data-testid="iam-own-save">
              {t('iam.user.save')}
            </Button>
          </Space>
        )}
      </Flex>
      <PolicyTable rows={rows} columns={columns} testId="iam-user-table" />
    </Flex>
  );
}

/** One admin's access: its groups, the policies given to it directly, and what it may do in the end. */
export function IamUserAccessPanel({ adminId, onPickAdmin, ...rest }: IamUserAccessPanelProps) {
  const { t } = useTranslation();
  const admins = useSubAdmins(allAdmins);
  const access = useAdminAccess(adminId);

  let detail: ReactNode;
  if (!adminId) detail = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iam.user.pick')} />;
  else if (access.isPending) detail = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (access.error)
    detail = (
      <Result
        status="warning"
        title={t('iam.user.loadFailed')}
        subTitle={errorMessage(access.error)}
        extra={<Button onClick={() => void access.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else detail = <AccessDetail key={access.data.adminId} access={access.data} {...rest} />;

  return (
    <Flex vertical gap={16} data-testid="iam-user-access">
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        value={adminId}
        loading={admins.isPending}
        placeholder={t('iam.user.pickPlaceholder')}
        aria-label={t('iam.user.admin')}
        options={(admins.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
        onChange={(value?: string) => onPickAdmin(value)}
        style={{ width: '100%', maxWidth: 480 }}
        data-testid="iam-user-pick"
      />
      {admins.error && <Alert type="warning" showIcon title={errorMessage(admins.error)} />}
      {detail}
    </Flex>
  );
}
