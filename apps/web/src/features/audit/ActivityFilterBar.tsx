import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import type { UrlListState } from '../../components/use-url-list-state.ts';
import { useAdminDirectory } from '../admins/admin-api.ts';
import { ACTIVITY_OUTCOMES, outcomeLabelKeys, type ActivityFilters } from './activity-list-state.ts';
import { FilterBarActions } from '../../components/FilterBarActions.tsx';

interface FilterForm {
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  outcome?: string | undefined;
  dates?: [Dayjs | null, Dayjs | null] | null | undefined;
}

const dayFormat = 'YYYY-MM-DD';
// A hand-edited link may hold a date that is no date; the picker then stays empty (the server says why).
const day = (value: string | undefined) => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};
/** Fields that apply as soon as they change; text fields wait for Enter or Search. */
const instantFields = new Set(['actorId', 'outcome', 'dates']);
const serverFields = ['actorId', 'action', 'targetType', 'targetId', 'outcome'] as const;
// The contract's activityFiltersSchema.
const ACTION_MAX = 80;
const TARGET_TYPE_MAX = 40;
const TARGET_ID_MAX = 80;

function toForm({ startDate, endDate, ...rest }: ActivityFilters): FilterForm {
  return { ...rest, dates: startDate || endDate ? [day(startDate), day(endDate)] : null };
}

function fromForm({ dates, ...rest }: FilterForm): Partial<ActivityFilters> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    actorId: rest.actorId,
    action: text(rest.action),
    targetType: text(rest.targetType),
    targetId: text(rest.targetId),
    outcome: rest.outcome,
    startDate: dates?.[0]?.format(dayFormat),
    endDate: dates?.[1]?.format(dayFormat),
  };
}

export interface ActivityFilterBarProps {
  list: UrlListState<ActivityFilters>;
  /** The list's last error: a 400 names the filter it refused. */
  error: unknown;
}

/** The audit trail's filters; the URL holds them, this form only edits them. */
export function ActivityFilterBar({ list, error }: ActivityFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const admins = useAdminDirectory();

  // The URL is the truth: the back button or a shared link refills the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(list.filters));
  }, [form, list.filters]);

  useEffect(() => {
    const fieldErrors = fieldErrorsOf(error, serverFields);
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error]);

  const col = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="activityFilters"
      onFinish={(values) => list.setFilters(fromForm(values))}
      onValuesChange={(changed: Partial<FilterForm>) => {
        if (Object.keys(changed).some((key) => instantFields.has(key))) form.submit();
      }}
      data-testid="activity-filters"
    >
      <Row gutter={[12, 0]}>
        <Col {...col}>
          <Form.Item name="actorId" label={t('activities.filters.admin')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={admins.isPending}
              placeholder={t('activities.filters.anyAdmin')}
              // E-mails come only to admins.read holders; the others pick by name.
              options={(admins.data?.items ?? []).map((a) => ({ value: a.id, label: a.email ? `${a.name} (${a.email})` : a.name }))}
              popupMatchSelectWidth={false}
              data-testid="activity-filter-admin"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="action"
            label={t('activities.filters.action')}
            tooltip={t('activities.filters.actionHint')}
            rules={[{ max: ACTION_MAX, message: t('activities.filters.tooLong', { max: ACTION_MAX }) }]}
          >
            <Input allowClear placeholder={t('activities.filters.actionPlaceholder')} data-testid="activity-filter-action" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="targetType" label={t('activities.filters.targetType')} rules={[{ max: TARGET_TYPE_MAX, message: t('activities.filters.tooLong', { max: TARGET_TYPE_MAX }) }]}>
            <Input allowClear placeholder={t('activities.filters.targetTypePlaceholder')} data-testid="activity-filter-targetType" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="targetId" label={t('activities.filters.targetId')} rules={[{ max: TARGET_ID_MAX, message: t('activities.filters.tooLong', { max: TARGET_ID_MAX }) }]}>
            <Input allowClear data-testid="activity-filter-targetId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="outcome" label={t('activities.filters.outcome')}>
            <Select
              allowClear
              placeholder={t('common.any')}
              options={ACTIVITY_OUTCOMES.map((outcome) => ({ value: outcome, label: t(outcomeLabelKeys[outcome]) }))}
              data-testid="activity-filter-outcome"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="dates" label={t('activities.filters.dates')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={[t('common.startDate'), t('common.endDate')]}
              style={{ width: '100%' }}
              data-testid="activity-filter-dates"
            />
          </Form.Item>
        </Col>
        <FilterBarActions onReset={list.reset} canReset={list.isFiltered} testIdPrefix="activity-filters" />
      </Row>
    </Form>
  );
}
