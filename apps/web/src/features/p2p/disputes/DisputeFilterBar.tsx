import { Button, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlListState } from '../../../components/use-url-list-state.ts';
import { DISPUTE_SORTS, DISPUTE_STATUS_FILTERS, MAX_AGE_HOURS, disputeListDefaults, type DisputeFilters } from './dispute-list-state.ts';
import { useActiveAdmins } from './dispute-queries.ts';

interface FilterForm {
  status?: string | undefined;
  assignee?: string | undefined;
  sort?: string | undefined;
  minAgeHours?: number | null | undefined;
}

/** The queue's filters and order; every change applies at once and lands in the URL. */
export function DisputeFilterBar({ list }: { list: UrlListState<DisputeFilters> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const admins = useActiveAdmins();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({
      status: list.filters.status ?? 'ALL',
      assignee: list.filters.assignee ?? '',
      sort: list.sort,
      minAgeHours: list.filters.minAgeHours === undefined ? null : Number(list.filters.minAgeHours),
    });
  }, [form, list.filters, list.sort]);

  const apply = (values: FilterForm) => {
    if (values.sort !== list.sort) list.setSort(values.sort);
    list.setFilters({
      status: values.status,
      assignee: values.assignee || undefined,
      minAgeHours: values.minAgeHours === null || values.minAgeHours === undefined ? undefined : String(values.minAgeHours),
    });
  };

  const col = { xs: 24, sm: 12, lg: 5 } as const;
  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="disputeFilters"
      onFinish={apply}
      onValuesChange={(changed: Partial<FilterForm>) => {
        // The number field waits for Enter or blur; one keystroke is not a finished number.
        if (!('minAgeHours' in changed)) form.submit();
      }}
      data-testid="dispute-filters"
    >
      <Row gutter={[12, 0]}>
        <Col {...col}>
          <Form.Item name="status" label={t('disputes.filters.status')}>
            <Select
              data-testid="filter-status"
              options={DISPUTE_STATUS_FILTERS.map((status) => ({
                value: status,
                label: status === 'ACTIVE' ? t('disputes.filters.active') : status === 'ALL' ? t('disputes.filters.all') : t(`status.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="assignee" label={t('disputes.filters.assignee')}>
            <Select
              data-testid="filter-assignee"
              showSearch={{ optionFilterProp: 'label' }}
              loading={admins.isLoading}
              popupMatchSelectWidth={false}
              options={[
                { value: '', label: t('disputes.filters.anyone') },
                { value: 'none', label: t('disputes.filters.unassigned') },
                { value: 'me', label: t('disputes.filters.me') },
                ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.name} · ${admin.email}` })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="sort" label={t('disputes.filters.sort')}>
            <Select data-testid="filter-sort" options={DISPUTE_SORTS.map((sort) => ({ value: sort, label: t(`disputes.sort.${sort}`) }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="minAgeHours"
            label={t('disputes.filters.minAgeHours')}
            rules={[{ type: 'integer', min: 0, max: MAX_AGE_HOURS, message: t('disputes.filters.minAgeInvalid', { max: MAX_AGE_HOURS }) }]}
          >
            <InputNumber<number>
              min={0}
              max={MAX_AGE_HOURS}
              precision={0}
              style={{ width: '100%' }}
              placeholder={t('disputes.filters.anyAge')}
              suffix={t('disputes.filters.hoursUnit')}
              onPressEnter={() => form.submit()}
              onBlur={() => form.submit()}
              data-testid="filter-minAgeHours"
            />
          </Form.Item>
        </Col>
        <Col flex="auto" style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', paddingBottom: 24 }}>
          <Space>
            <Button onClick={list.reset} disabled={!list.isFiltered && list.sort === disputeListDefaults.sort} data-testid="filter-reset">
              {t('common.reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
