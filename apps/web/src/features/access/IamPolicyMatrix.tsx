import { BUILTIN_GROUPS, isPolicy } from '@exchange/contract/access/policy-names';
import { CheckOutlined, EditOutlined, LockOutlined, MinusOutlined, QuestionCircleOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { Button, Checkbox, Flex, Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { useSetGroupPolicies, type PolicyCatalogueEntry } from './access-queries.ts';
import { PolicyTable } from './PolicyTable.tsx';
import { policyRows, samePolicies, togglePolicy, type PolicyRow } from './policy-rows.ts';
import { useAccessLabels } from './use-access-labels.ts';
import { RowIconButton } from '../../components/RowIconButton.tsx';

export interface IamPolicyMatrixProps {
  catalogue: readonly PolicyCatalogueEntry[];
  groups: readonly AccessGroup[];
  /** groups.manage: ticks and saves; without it the matrix is read only. */
  canManage: boolean;
  /** What the signed-in admin holds: nobody grants or revokes more. */
  held: ReadonlySet<string>;
  onEditGroup: (group: AccessGroup) => void;
  /** Whether some ticks wait to be saved: the page guards them. */
  onDirtyChange: (dirty: boolean) => void;
}

const builtinRank = (g: AccessGroup) => {
  const index = (BUILTIN_GROUPS as readonly string[]).indexOf(g.name);
  return index === -1 ? BUILTIN_GROUPS.length : index;
};

/** Built-in groups first, strongest first; then the custom ones by name. */
export const orderGroups = (groups: readonly AccessGroup[]) =>
  [...groups].sort((a, b) => builtinRank(a) - builtinRank(b) || a.name.localeCompare(b.name));

/**
 * Policies (rows, by area) against groups (columns). Each column is edited on its own and saved
 * with its own button, so that a change to one group never rides along with another's.
 */
export function IamPolicyMatrix({ catalogue, groups, canManage, held, onEditGroup, onDirtyChange }: IamPolicyMatrixProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const labels = useAccessLabels();
  const { token } = theme.useToken();
  const setPolicies = useSetGroupPolicies();
  // Unsaved ticks per group id; a group without an entry shows the server's policies.
  const [drafts, setDrafts] = useState<Readonly<Record<string, string[]>>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const order = catalogue.map((p) => p.name);
  const rows = policyRows(catalogue);
  const ordered = orderGroups(groups);
  const dirtyGroups = ordered.filter((g) => drafts[g.id] !== undefined);
  const dirty = dirtyGroups.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const policiesOf = (g: AccessGroup) => drafts[g.id] ?? g.policies;
  const dropDraft = (id: string) =>
    setDrafts((d) => {
      const { [id]: _dropped, ...rest } = d;
      return rest;
    });

  const toggle = (g: AccessGroup, policy: string, on: boolean) => {
    const next = togglePolicy(policiesOf(g), policy, on, order);
    if (samePolicies(next, g.policies)) dropDraft(g.id);
    else setDrafts((d) => ({ ...d, [g.id]: next }));
  };

  /** Saves one group's ticks; false when the server refused them (they stay, with the reason shown). */
  const save = async (g: AccessGroup) => {
    const draft = drafts[g.id];
    if (!draft) return true;
    setSaving(g.id);
    try {
      await setPolicies.mutateAsync({ id: g.id, policies: draft.filter(isPolicy) });
      dropDraft(g.id);
      void message.success(t('iam.matrix.saved', { name: labels.role(g.name) }));
      return true;
    } catch (error) {
      void message.error(`${labels.role(g.name)}: ${errorMessage(error)}`, 6);
      return false;
    } finally {
      setSaving(null);
    }
  };
  // One after the other, each group its own call as with its own button; the first refusal stops.
  const saveAll = async () => {
    for (const g of dirtyGroups) if (!(await save(g))) return;
  };

  const groupTitle = (g: AccessGroup) => {
    const dirty = drafts[g.id] !== undefined;
    return (
      <Flex vertical gap={4} align="center" data-testid={`iam-group-${g.name}`}>
        <Space size={2}>
          <Tooltip title={g.description || undefined}>
            <Typography.Text strong>{labels.role(g.name)}</Typography.Text>
          </Tooltip>
          {canManage && (
            <RowIconButton title={t('iam.matrix.editGroup')} ariaLabel={t('iam.matrix.editGroupNamed', { name: labels.role(g.name) })} icon={<EditOutlined />} onClick={() => onEditGroup(g)} testId="iam-group-edit" />
          )}
        </Space>
        <Flex gap={4} wrap justify="center">
          {g.isSuper ? (
            <Tag icon={<LockOutlined />} color="purple" style={{ marginInlineEnd: 0 }}>
              {t('iam.matrix.everything')}
            </Tag>
          ) : g.isBuiltin ? (
            <Tag style={{ marginInlineEnd: 0 }}>{t('iam.matrix.builtin')}</Tag>
          ) : (
            <Tag color="cyan" style={{ marginInlineEnd: 0 }}>
              {t('iam.matrix.custom')}
            </Tag>
          )}
          {g.require2fa && (
            <Tooltip title={t('iam.matrix.requires2fa')}>
              <Tag icon={<SafetyOutlined />} color="green" style={{ marginInlineEnd: 0 }}>
                {t('iam.matrix.twoFactor')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <TeamOutlined /> {t('iam.matrix.members', { count: g.members })}
        </Typography.Text>
        {dirty && (
          <Space size={4}>
            <Button size="small" onClick={() => dropDraft(g.id)} disabled={saving === g.id} data-testid="iam-group-undo">
              {t('iam.matrix.undo')}
            </Button>
            <Button size="small" type="primary" loading={saving === g.id} onClick={() => void save(g)} data-testid="iam-group-save">
              {t('iam.matrix.save')}
            </Button>
          </Space>
        )}
      </Flex>
    );
  };

  const areaSpan = ordered.length + 1;
  const columns: ColumnsType<PolicyRow> = [
    {
      key: 'policy',
      title: t('iam.matrix.policy'),
      fixed: 'start',
      width: 240,
      onCell: (row) => (row.kind === 'area' ? { colSpan: areaSpan, style: { background: token.colorFillQuaternary } } : {}),
      render: (_, row) =>
        row.kind === 'area' ? (
          <Typography.Text strong type="secondary" style={{ textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.4 }}>
            {labels.area(row.area)}
          </Typography.Text>
        ) : (
          <Flex vertical>
            <Space size={4}>
              <Typography.Text>{labels.policy(row.name)}</Typography.Text>
              {labels.policyHelp(row.name) && (
                <Tooltip title={labels.policyHelp(row.name)}>
                  <QuestionCircleOutlined style={{ color: token.colorTextTertiary }} />
                </Tooltip>
              )}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} code>
              {row.name}
            </Typography.Text>
          </Flex>
        ),
    },
    ...ordered.map(
      (g): ColumnsType<PolicyRow>[number] => ({
        key: g.id,
        title: groupTitle(g),
        align: 'center',
        width: 128,
        onCell: (row) => (row.kind === 'area' ? { colSpan: 0 } : {}),
        render: (_, row) => {
          if (row.kind === 'area') return null;
          const checked = policiesOf(g).includes(row.name);
          const box = (disabled: boolean) => (
            <Checkbox
              checked={checked}
              disabled={disabled}
              onChange={(e) => toggle(g, row.name, e.target.checked)}
              aria-label={t('iam.matrix.cellLabel', { policy: labels.policy(row.name), group: labels.role(g.name) })}
              data-testid={`iam-cell-${g.name}-${row.name}`}
            />
          );
          // Read-only viewers get plain marks: greyed boxes would be hard to tell apart.
          if (!canManage) {
            return checked ? (
              <CheckOutlined style={{ color: token.colorSuccess }} aria-label={t('iam.matrix.granted')} data-testid={`iam-cell-${g.name}-${row.name}`} data-checked="true" />
            ) : (
              <MinusOutlined style={{ color: token.colorTextQuaternary }} aria-label={t('iam.matrix.notGranted')} data-testid={`iam-cell-${g.name}-${row.name}`} data-checked="false" />
            );
          }
          if (g.isSuper) return <Tooltip title={t('iam.matrix.superLocked')}>{box(true)}</Tooltip>;
          if (!held.has(row.name)) return <Tooltip title={t('iam.matrix.notHeld')}>{box(true)}</Tooltip>;
          return box(saving === g.id);
        },
      }),
    ),
  ];

  return (
    <>
      <PolicyTable rows={rows} columns={columns} testId="iam-matrix" />
      {dirty && (
        <Flex className="save-bar" justify="space-between" align="center" wrap gap={8} data-testid="iam-save-bar">
          <Typography.Text strong>{t('iam.matrix.unsavedBar', { names: dirtyGroups.map((g) => labels.role(g.name)).join(', ') })}</Typography.Text>
          <Space>
            <Button onClick={() => setDrafts({})} disabled={saving !== null} data-testid="iam-undo-all">
              {t('iam.matrix.undoAll')}
            </Button>
            <Button type="primary" loading={saving !== null} onClick={() => void saveAll()} data-testid="iam-save-all">
              {t('iam.matrix.saveAll')}
            </Button>
          </Space>
        </Flex>
      )}
    </>
  );
}
