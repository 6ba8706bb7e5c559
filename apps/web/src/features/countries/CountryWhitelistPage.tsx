import type { CountryControl } from '@exchange/contract/countries/countries';
import { COUNTRY_OPERATIONS } from '@exchange/contract/countries/country-rules';
import { Alert, Button, Flex, Input, Select, Table, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { CountrySwitch, allowedOf } from './CountrySwitch.tsx';
import { useCountryControls, useCountryHistory } from './country-queries.ts';

const RESTRICTED = ['ANY', ...COUNTRY_OPERATIONS] as const;
type Restricted = (typeof RESTRICTED)[number];

function CountriesTable() {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const [params, setParams] = useSearchParams();
  const controls = useCountryControls();
  const search = params.get('q') ?? '';
  const restricted = RESTRICTED.find((r) => r === params.get('restricted'));
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(i18n.language);
    const isRestricted = (row: CountryControl, r: Restricted) => (r === 'ANY' ? COUNTRY_OPERATIONS.some((op) => !allowedOf(row, op)) : !allowedOf(row, r));
    return (controls.data?.items ?? [])
      .filter((row) => !needle || row.country.toLocaleLowerCase() === needle || countryName(row.country).toLocaleLowerCase(i18n.language).includes(needle))
      .filter((row) => !restricted || isRestricted(row, restricted))
      // The exceptions first: a restricted country is what the operator looks for.
      .sort((a, b) => Number(isRestricted(b, 'ANY')) - Number(isRestricted(a, 'ANY')) || countryName(a.country).localeCompare(countryName(b.country), i18n.language));
  }, [controls.data, search, restricted, countryName, i18n.language]);

  if (controls.isError) {
    return <Alert type="warning" showIcon title={errorMessage(controls.error)} action={<Button size="small" onClick={() => void controls.refetch()}>{t('common.retry')}</Button>} />;
  }
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap data-testid="country-filters">
        <Input.Search allowClear placeholder={t('countries.searchPlaceholder')} defaultValue={search} onSearch={(value) => setParam('q', value || undefined)}
          onChange={(event) => { if (!event.target.value) setParam('q', undefined); }} style={{ width: 280 }} data-testid="country-search" />
        <Select
          allowClear
          placeholder={t('countries.restrictedFilter')}
          value={restricted}
          onChange={(value: Restricted | undefined) => setParam('restricted', value)}
          options={RESTRICTED.map((r) => ({ value: r, label: t(`countries.restricted.${r}`) }))}
          style={{ width: 260 }}
          data-testid="country-restricted-filter"
        />
      </Flex>
      <Table<CountryControl>
        rowKey="country"
        size="middle"
        loading={controls.isPending}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="countries-table"
        onRow={(row) => ({ 'data-country': row.country }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'country',
            title: t('countries.country'),
            render: (_, row) => (
              <Flex gap={8} align="center">
                <Typography.Text>{countryName(row.country)}</Typography.Text>
                <Typography.Text type="secondary">{row.country}</Typography.Text>
                {COUNTRY_OPERATIONS.some((op) => !allowedOf(row, op)) && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('countries.restrictedTag')}</Tag>}
              </Flex>
            ),
          },
          ...COUNTRY_OPERATIONS.map((operation) => ({
            key: operation,
            title: t(`countries.operation.${operation}`),
            align: 'center' as const,
            width: 150,
            render: (_: unknown, row: CountryControl) => <CountrySwitch row={row} operation={operation} />,
          })),
          {
            key: 'updated',
            title: t('countries.lastChange'),
            render: (_, row) => (row.updatedAt ? <Flex vertical><DateTimeCell value={row.updatedAt} /><Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.updatedBy?.name}</Typography.Text></Flex> : <Typography.Text type="secondary">{t('countries.neverChanged')}</Typography.Text>),
          },
        ]}
      />
    </Flex>
  );
}

function HistoryTable() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [page, setPage] = useState(0);
  const history = useCountryHistory(page, undefined);
  const yesNo = (allowed: boolean) => <Tag color={allowed ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>{t(allowed ? 'countries.allowed' : 'countries.notAllowed')}</Tag>;
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={history.isPending}
      dataSource={history.data?.items ?? []}
      data-testid="country-history"
      locale={{ emptyText: t('countries.historyEmpty') }}
      pagination={{ current: page + 1, pageSize: 20, total: history.data?.total ?? 0, showSizeChanger: false, onChange: (next) => setPage(next - 1), hideOnSinglePage: true }}
      columns={[
        { key: 'at', title: t('countries.when'), render: (_, c) => <DateTimeCell value={c.createdAt} /> },
        { key: 'country', title: t('countries.country'), render: (_, c) => `${countryName(c.country)} (${c.country})` },
        { key: 'operation', title: t('countries.operationColumn'), render: (_, c) => t(`countries.operation.${c.operation}`) },
        { key: 'change', title: t('countries.change'), render: (_, c) => <Flex gap={6} align="center">{yesNo(c.before)}<span className="app-flip-rtl" aria-hidden>→</span>{yesNo(c.after)}</Flex> },
        { key: 'who', title: t('countries.who'), render: (_, c) => <Flex vertical><span>{c.admin.name}</span><Typography.Text type="secondary" style={{ fontSize: 12 }}>{c.admin.email}</Typography.Text></Flex> },
      ]}
    />
  );
}

/** The spec's "Country Whitelist": per country, sign-up, deposits and withdrawals allowed or not, and every change made. */
export default function CountryWhitelistPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="country-whitelist-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'countries', label: t('countries.tabs.countries'), children: <CountriesTable /> },
          { key: 'history', label: <span data-testid="tab-country-history">{t('countries.tabs.history')}</span>, children: <HistoryTable /> },
        ]}
      />
    </div>
  );
}
