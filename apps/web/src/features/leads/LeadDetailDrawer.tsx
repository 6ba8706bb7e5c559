import { ArrowRightOutlined, CloseCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { LEAD_CONVERTIBLE_FROM, LEAD_NOTE_MAX, LEAD_TRANSITIONS } from '@exchange/contract/leads/lead-rules';
import type { Lead } from '@exchange/contract/leads/leads';
import { Alert, Descriptions, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { customerPagePath } from '../../components/CustomerLink.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { NotesThread } from '../../components/NotesThread.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { LeadPipeline } from './LeadPipeline.tsx';
import { useAddLeadNote, useAssignLead, useConvertLead, useLead, useLeadNotes, useLeadOwners, useMoveLead } from './lead-queries.ts';
import { LEAD_SOURCE_KEYS } from './lead-text-keys.ts';

const noteTexts = {
  empty: 'leads.notes.empty',
  add: 'leads.notes.add',
  required: 'leads.notes.required',
  placeholder: 'leads.notes.placeholder',
  submit: 'leads.notes.submit',
  added: 'leads.notes.added',
  loadFailed: 'leads.notes.loadFailed',
};

/** The next step along the pipeline and marking the lead lost; conversion once it is qualified. */
function LeadActions({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const move = useMoveLead();
  const convert = useConvertLead();
  const next = LEAD_TRANSITIONS[lead.status].filter((status) => status !== 'LOST');
  const canLose = LEAD_TRANSITIONS[lead.status].includes('LOST');
  const canConvert = LEAD_CONVERTIBLE_FROM.includes(lead.status);
  const name = { name: lead.name };
  if (next.length === 0 && !canLose && !canConvert) return null;
  return (
    <Flex gap={8} wrap>
      {next.map((status) => (
        <ConfirmReasonButton
          key={status}
          type="primary"
          icon={<ArrowRightOutlined />}
          label={t(`leads.move.${status}`)}
          title={t(`leads.move.${status}Title`, name)}
          okText={t(`leads.move.${status}`)}
          onConfirm={() => move.mutateAsync({ id: lead.id, body: { status } })}
          successMessage={t('leads.move.done', { name: lead.name, status: t(`status.${status}`) })}
          testId={`lead-move-${status.toLowerCase()}`}
        />
      ))}
      {canConvert && (
        <ConfirmReasonButton
          type="primary"
          icon={<UserAddOutlined />}
          label={t('leads.convert.action')}
          title={t('leads.convert.title', name)}
          description={t('leads.convert.body', { email: lead.email })}
          okText={t('leads.convert.action')}
          onConfirm={async () => {
            const result = await convert.mutateAsync(lead.id);
            void message.success(t('leads.convert.done', { name: result.lead.name }));
          }}
          testId="lead-convert"
        />
      )}
      {canLose && (
        <ConfirmReasonButton
          danger
          icon={<CloseCircleOutlined />}
          label={t('leads.move.LOST')}
          title={t('leads.move.LOSTTitle', name)}
          reason="required"
          reasonLabel={t('leads.fields.lostReason')}
          okText={t('leads.move.LOST')}
          onConfirm={(reason) => move.mutateAsync({ id: lead.id, body: { status: 'LOST', reason } })}
          successMessage={t('leads.move.done', { name: lead.name, status: t('status.LOST') })}
          testId="lead-move-lost"
        />
      )}
    </Flex>
  );
}

/** Who works the lead: any active admin, or nobody; a final lead keeps its owner. */
function LeadOwnerPicker({ lead, canManage }: { lead: Lead; canManage: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const owners = useLeadOwners();
  const assign = useAssignLead();
  const final = LEAD_TRANSITIONS[lead.status].length === 0;
  if (!canManage || final) return <span data-testid="lead-owner">{lead.owner?.name ?? t('leads.owner.nobody')}</span>;
  return (
    <Select
      value={lead.owner?.id ?? ''}
      style={{ minWidth: 220 }}
      loading={owners.isLoading || assign.isPending}
      disabled={assign.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('leads.fields.owner')}
      data-testid="lead-owner-select"
      options={[{ value: '', label: t('leads.owner.nobody') }, ...(owners.data ?? []).map((admin) => ({ value: admin.id, label: admin.name }))]}
      onChange={(ownerId: string) =>
        assign.mutate(
          { id: lead.id, body: { ownerId: ownerId || null } },
          {
            onSuccess: (saved) => void message.success(saved.owner ? t('leads.owner.assigned', { name: saved.owner.name }) : t('leads.owner.unassigned')),
            onError: (error) => void message.error(errorMessage(error), 6),
          },
        )
      }
    />
  );
}

function LeadNotes({ leadId, canManage }: { leadId: string; canManage: boolean }) {
  const notes = useLeadNotes(leadId);
  const add = useAddLeadNote();
  return (
    <NotesThread
      query={notes}
      onAdd={canManage ? (body) => add.mutateAsync({ id: leadId, body }) : undefined}
      adding={add.isPending}
      maxLength={LEAD_NOTE_MAX}
      texts={noteTexts}
      notePolicy="leads.manage"
      name="leadNote"
      testId="lead-note"
    />
  );
}

/** One lead: its details, where it stands in the pipeline, its owner, the notes thread and the next steps. */
export function LeadDetailDrawer({ leadId, onClose }: { leadId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const countryName = useCountryName();
  const canManage = useCan('leads.manage');
  const query = useLead(leadId);
  const lead = query.data;
  return (
    <EndDrawer open={Boolean(leadId)} onClose={onClose} size={640} title={lead ? lead.name : t('leads.detail.title')} data-testid="lead-drawer" destroyOnHidden>
      {query.isError && !lead && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.isPending && Boolean(leadId) && <Skeleton active />}
      {lead && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {lead.status === 'LOST' ? (
            <Alert type="error" showIcon title={t('leads.detail.lost')} description={<span dir="auto">{lead.lostReason}</span>} data-testid="lead-lost" />
          ) : (
            <LeadPipeline lead={lead} />
          )}
          {lead.customerId && (
            <Alert
              type="success"
              showIcon
              title={t('leads.detail.converted')}
              action={
                <Link to={customerPagePath(lead.customerId)} data-testid="lead-customer-link">
                  {t('leads.detail.openCustomer')}
                </Link>
              }
            />
          )}
          {canManage && <LeadActions lead={lead} />}
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'status', label: t('leads.fields.status'), children: <StatusTag status={lead.status} testId="lead-status" /> },
              { key: 'owner', label: t('leads.fields.owner'), children: <LeadOwnerPicker lead={lead} canManage={canManage} /> },
              { key: 'email', label: t('leads.fields.email'), children: <Typography.Text dir="ltr" copyable>{lead.email}</Typography.Text> },
              { key: 'phone', label: t('leads.fields.phone'), children: lead.phone ? <span dir="ltr">{lead.phone}</span> : t('common.none') },
              { key: 'country', label: t('leads.fields.country'), children: countryName(lead.country) },
              { key: 'company', label: t('leads.fields.company'), children: lead.company ? <span dir="auto">{lead.company}</span> : t('common.none') },
              { key: 'source', label: t('leads.fields.source'), children: t(LEAD_SOURCE_KEYS[lead.source]) },
              { key: 'created', label: t('leads.fields.created'), children: dateTime(lead.createdAt) },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('leads.notes.title')}
          </Typography.Title>
          <LeadNotes leadId={lead.id} canManage={canManage} />
        </Space>
      )}
    </EndDrawer>
  );
}
