import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useHeldPolicies } from '../access/use-held-policies.ts';
import { ResultCard } from '../../components/ResultCard.tsx';
import { CustomerCountryWarning } from '../countries/CustomerCountryWarning.tsx';
import { ViewAsCustomerButton } from '../view-as/ViewAsCustomerButton.tsx';
import { CustomerKycTags, CustomerStateTag } from './CustomerStateTags.tsx';
import { customerTabGroupLabels, customerTabs, type CustomerTab } from './customer-tabs.tsx';
import { useCustomer } from './customer-queries.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to="/customers" data-testid="customer-back">
      <ArrowLeftOutlined /> {t('customers.page.back')}
    </Link>
  );
}

interface TopTab {
  key: string;
  label: string;
  tabs: CustomerTab[];
}

/** A group's tabs share one top tab; a tab without a group is its own. */
function topTabsOf(tabs: readonly CustomerTab[]): TopTab[] {
  const top: TopTab[] = [];
  for (const tab of tabs) {
    const existing = tab.group ? top.find((entry) => entry.key === tab.group) : undefined;
    if (existing) existing.tabs.push(tab);
    else top.push(tab.group ? { key: tab.group, label: customerTabGroupLabels[tab.group], tabs: [tab] } : { key: tab.key, label: tab.label, tabs: [tab] });
  }
  return top;
}

/** One customer: the header, then the tabs the admin may open (kept in the URL's `tab`). */
export default function CustomerPage() {
  const { t } = useTranslation();
  const held = useHeldPolicies();
  const { customerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const valid = uuidPattern.test(customerId);
  const { data: customer, error, isPending, refetch } = useCustomer(valid ? customerId : undefined);
  const tabs = customerTabs.filter((tab) => held.has(tab.policy));
  const active = tabs.find((tab) => tab.key === params.get('tab'))?.key ?? 'profile';
  const topTabs = topTabsOf(tabs);
  const activeTop = topTabs.find((top) => top.tabs.some((tab) => tab.key === active))?.key;
  const setTab = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'profile') next.delete('tab');
      else next.set('tab', key);
      return next;
    }, { replace: true });

  if (!valid || (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))) {
    return <ResultCard status="404" title={t('customers.page.notFoundTitle')} subTitle={t('customers.page.notFoundBody')} exit={{ label: t('customers.page.back'), path: '/customers' }} testId="customer-not-found" />;
  }
  if (!customer) {
    if (error && !isPending) {
      return (
        <Card data-testid="customer-load-error">
          <BackToList />
          <Result status="warning" title={t('customers.page.loadFailed')} subTitle={errorMessage(error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
        </Card>
      );
    }
    return (
      <Card data-testid="customer-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="customer-page">
      <Card>
        <Flex vertical gap={8}>
          <BackToList />
          <Flex wrap justify="space-between" align="center" gap={12}>
            <Space orientation="vertical" size={0}>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="customer-name" dir="auto">{customer.name}</Typography.Title>
              <Typography.Text type="secondary" dir="auto">{customer.email}</Typography.Text>
            </Space>
            <Space size={8} wrap>
              <CustomerStateTag customer={customer} />
              <CustomerKycTags customer={customer} />
              <ViewAsCustomerButton customerId={customer.id} />
            </Space>
          </Flex>
          <CustomerCountryWarning country={customer.country} />
        </Flex>
      </Card>
      <Card>
        <Tabs
          activeKey={activeTop}
          onChange={(key) => setTab(topTabs.find((top) => top.key === key)?.tabs[0]?.key ?? 'profile')}
          destroyOnHidden
          data-testid="customer-tabs"
          items={topTabs.map((top) => ({
            key: top.key,
            label: t(top.label),
            children:
              top.tabs.length === 1 ? (
                top.tabs[0]?.render(customer)
              ) : (
                <Tabs size="small" type="card" activeKey={active} onChange={setTab} destroyOnHidden data-testid={`customer-tabs-${top.key}`} items={top.tabs.map((tab) => ({ key: tab.key, label: t(tab.label), children: tab.render(customer) }))} />
              ),
          }))}
        />
      </Card>
    </Flex>
  );
}
