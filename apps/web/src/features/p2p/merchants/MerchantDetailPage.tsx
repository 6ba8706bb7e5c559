import { COUNTRY_CODES } from '@exchange/contract/p2p/merchant-rules';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { ResultCard } from '../../../components/ResultCard.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { useMerchant } from './merchant-queries.ts';
import { merchantListPath } from './merchant-paths.ts';
import { MerchantAdsTab } from './MerchantAdsTab.tsx';
import { MerchantFormDrawer } from './MerchantFormDrawer.tsx';
import { MerchantPaymentMethodsTab } from './MerchantPaymentMethodsTab.tsx';
import { MerchantStatusSwitch } from './MerchantStatusSwitch.tsx';
import { useCountryOptions } from '../../../components/use-country-options.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tabs = ['ads', 'paymentMethods'] as const;
type TabKey = (typeof tabs)[number];

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to={merchantListPath} data-testid="merchant-back">
      <ArrowLeftOutlined /> {t('merchants.detail.back')}
    </Link>
  );
}

function MerchantNotFound() {
  const { t } = useTranslation();
  return (
    <ResultCard
      status="404"
      title={t('merchants.detail.notFoundTitle')}
      subTitle={t('merchants.detail.notFoundBody')}
      exit={{ label: t('merchants.detail.back'), path: merchantListPath }}
      testId="merchant-not-found"
    />
  );
}

function MerchantHeaderCard({ merchant, canWrite }: { merchant: Merchant; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useCountFormat();
  const countries = useCountryOptions(COUNTRY_CODES);
  const [editing, setEditing] = useState(false);
  const country = countries.find((c) => c.value === merchant.country)?.label ?? merchant.country;
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(merchant.createdAt));

  return (
    <Card data-testid="merchant-header">
      <Flex vertical gap={12}>
        <BackToList />
        <Flex wrap justify="space-between" align="center" gap={12}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="merchant-name">
            {merchant.name}
          </Typography.Title>
          <Space wrap size={16}>
            <Space size={8}>
              <Typography.Text type="secondary">{t('merchants.fields.active')}</Typography.Text>
              <MerchantStatusSwitch merchant={merchant} kind="active" canWrite={canWrite} />
            </Space>
            <Space size={8}>
              <Typography.Text type="secondary">{t('merchants.fields.online')}</Typography.Text>
              <MerchantStatusSwitch merchant={merchant} kind="online" canWrite={canWrite} />
            </Space>
            {canWrite && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="merchant-header-edit">
                {t('merchants.detail.edit')}
              </Button>
            )}
          </Space>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'email', label: t('merchants.fields.email'), children: <Typography.Text copyable>{merchant.email}</Typography.Text> },
            { key: 'phone', label: t('merchants.fields.phone'), children: <span dir="ltr">{merchant.phone}</span> },
            { key: 'country', label: t('merchants.fields.country'), children: country },
            { key: 'createdAt', label: t('merchants.fields.createdAt'), children: created },
            { key: 'completedOrders', label: t('merchants.fields.completedOrders'), children: format.count(merchant.completedOrders) },
            {
              key: 'completionRate',
              label: t('merchants.fields.completionRate'),
              children: merchant.completionRate === null ? t('common.none') : format.percent(merchant.completionRate),
            },
            { key: 'activeAds', label: t('merchants.fields.activeAds'), children: format.count(merchant.activeAds) },
          ]}
        />
      </Flex>
      {editing && <MerchantFormDrawer merchant={merchant} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** One merchant: its details and switches, then its ads and its payment methods. */
export default function MerchantDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canWrite = useCan('p2p.merchants.write');
  const merchantId = params.get('merchantId')?.trim() ?? '';
  const valid = uuidPattern.test(merchantId);
  const { data: merchant, error, isPending, refetch } = useMerchant(valid ? merchantId : undefined);
  const tab: TabKey = tabs.find((key) => key === params.get('tab')) ?? 'ads';

  const setTab = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'ads') next.delete('tab');
      else next.set('tab', key);
      return next;
    });

  // The API answers 400 for an id that is not a UUID and 404 for one it does not know: both mean "no such merchant".
  const notFound = !valid || (error instanceof ApiRequestError && (error.status === 404 || error.status === 400));
  if (notFound) return <MerchantNotFound />;

  if (!merchant) {
    if (error && !isPending) {
      return (
        <Card data-testid="merchant-load-error">
          <BackToList />
          <Result
            status="warning"
            title={t('merchants.detail.loadFailed')}
            subTitle={errorMessage(error)}
            extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        </Card>
      );
    }
    return (
      <Card data-testid="merchant-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="merchant-detail-page">
      <MerchantHeaderCard merchant={merchant} canWrite={canWrite} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'ads', label: t('merchants.detail.adsTab'), children: <MerchantAdsTab merchant={merchant} canWrite={canWrite} /> },
            {
              key: 'paymentMethods',
              label: t('merchants.detail.paymentMethodsTab'),
              children: <MerchantPaymentMethodsTab merchantId={merchant.id} canWrite={canWrite} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
