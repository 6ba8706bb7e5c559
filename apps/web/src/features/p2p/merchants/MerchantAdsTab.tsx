import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MerchantAd } from '@exchange/contract/p2p/ads';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { Alert, Button, Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../../components/list/list-filters.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { merchantAdFilters } from './merchant-filters.ts';
import { useArchiveMerchantAd, useMerchantAds, useMerchantPaymentMethods, useRestoreMerchantAd, useSetMerchantAdActive } from './merchant-queries.ts';
import { MerchantAdFormDrawer } from './MerchantAdFormDrawer.tsx';
import { ConfirmSwitch } from '../../../components/ConfirmSwitch.tsx';
import { RowIconButton } from '../../../components/RowIconButton.tsx';
import { ArchiveRestoreButton } from '../../../components/ArchiveRestoreButton.tsx';

/**
 * Enough for every method a merchant has: the ads show them by label and the form offers them
 * (archived ones too, so that an ad still naming one shows it as archived rather than unknown).
 */
const allMethods = { limit: 200, includeArchived: 'true' } as const;

function AdArchiveButton({ merchantId, ad, pair }: { merchantId: string; ad: MerchantAd; pair: { side: string; coin: string; fiat: string } }) {
  const { t } = useTranslation();
  const archive = useArchiveMerchantAd(merchantId);
  const restore = useRestoreMerchantAd(merchantId);
  return (
    <ArchiveRestoreButton
      archiveLabel={t('ads.archive.archiveNamed', pair)}
      restoreLabel={t('ads.archive.restoreNamed', pair)}
      archived={ad.archivedAt !== null}
      archiveCopy={{
        title: t('ads.archive.title', pair),
        description: ad.isActive ? t('ads.archive.activeBody') : t('ads.archive.body'),
        done: t('ads.archive.done'),
      }}
      restoreCopy={{ title: t('ads.archive.restoreTitle', pair), description: t('ads.archive.restoreBody'), done: t('ads.archive.restored') }}
      onArchive={(reason) => archive.mutateAsync({ id: ad.id, reason })}
      onRestore={(reason) => restore.mutateAsync({ id: ad.id, reason })}
      testId="ad"
    />
  );
}

function AdActiveSwitch({ merchant, ad, canWrite }: { merchant: Merchant; ad: MerchantAd; canWrite: boolean }) {
  const { t } = useTranslation();
  const setActive = useSetMerchantAdActive(merchant.id);
  const pair = { side: ad.side === 'BUY' ? t('ads.side.BUY') : t('ads.side.SELL'), coin: ad.coin, fiat: ad.fiat };
  return (
    <ConfirmSwitch
      checked={ad.isActive}
      pending={setActive.isPending}
      canWrite={canWrite}
      ariaLabel={t('ads.toggle.label', pair)}
      checkedLabel={t('merchants.state.active')}
      uncheckedLabel={t('merchants.state.inactive')}
      copy={(next) =>
        next
          ? {
              title: t('ads.toggle.activateTitle', pair),
              description: merchant.isActive ? t('ads.toggle.activateBody') : t('ads.toggle.activateInactiveMerchantBody'),
              okText: t('merchants.toggle.activate'),
            }
          : { title: t('ads.toggle.deactivateTitle', pair), description: t('ads.toggle.deactivateBody'), okText: t('merchants.toggle.deactivate') }
      }
      onConfirm={async (isActive) => {
        const updated = await setActive.mutateAsync({ id: ad.id, isActive });
        return updated.isActive ? t('ads.toggle.activated') : t('ads.toggle.deactivated');
      }}
      testId="ad-active-switch"
    />
  );
}

export function MerchantAdsTab({ merchant, canWrite }: { merchant: Merchant; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useUrlListState(merchantAdFilters.defaults);
  const query = useMerchantAds(merchant.id, apiQueryOf(merchantAdFilters, list));
  const methods = useMerchantPaymentMethods(merchant.id, allMethods);
  const [drawer, setDrawer] = useState<{ ad: MerchantAd | null } | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', numberingSystem: 'latn' });
  const methodById = new Map((methods.data?.items ?? []).map((m) => [m.id, m]));
  const sideLabel = (side: MerchantAd['side']) => (side === 'BUY' ? t('ads.side.BUY') : t('ads.side.SELL'));

  const columns: ColumnsType<MerchantAd> = [
    {
      key: 'side',
      title: t('ads.fields.side'),
      render: (_, ad) => (
        <Tag color={ad.side === 'BUY' ? 'green' : 'volcano'} style={{ marginInlineEnd: 0 }}>
          {sideLabel(ad.side)}
        </Tag>
      ),
    },
    {
      key: 'pair',
      title: t('ads.fields.pair'),
      render: (_, ad) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {ad.coin}/{ad.fiat}
        </span>
      ),
    },
    { key: 'price', title: t('ads.fields.price'), align: 'end', render: (_, ad) => <MoneyCell value={ad.price} currency={ad.fiat} /> },
    {
      key: 'limits',
      title: t('ads.fields.limits'),
      align: 'end',
      render: (_, ad) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <MoneyCell value={ad.minLimit} /> – <MoneyCell value={ad.maxLimit} currency={ad.fiat} />
        </span>
      ),
    },
    {
      key: 'availableAmount',
      title: t('ads.fields.availableAmount'),
      align: 'end',
      render: (_, ad) => <MoneyCell value={ad.availableAmount} currency={ad.coin} />,
    },
    {
      key: 'paymentMethods',
      title: t('ads.fields.paymentMethods'),
      render: (_, ad) => (
        <Flex wrap gap={4} data-testid="ad-payment-methods">
          {ad.paymentMethodIds.map((id) => {
            const method = methodById.get(id);
            if (!method) {
              return (
                <Tag key={id} style={{ marginInlineEnd: 0 }}>
                  {methods.isPending ? '…' : t('ads.list.unknownMethod')}
                </Tag>
              );
            }
            if (method.archivedAt) {
              return (
                <Tooltip key={id} title={t('ads.list.archivedMethod')}>
                  <Tag style={{ marginInlineEnd: 0, textDecoration: 'line-through', opacity: 0.7 }}>{method.label}</Tag>
                </Tooltip>
              );
            }
            return method.isActive ? (
              <Tag key={id} style={{ marginInlineEnd: 0 }}>
                {method.label}
              </Tag>
            ) : (
              <Tooltip key={id} title={t('ads.list.inactiveMethod')}>
                <Tag style={{ marginInlineEnd: 0, textDecoration: 'line-through', opacity: 0.7 }}>{method.label}</Tag>
              </Tooltip>
            );
          })}
        </Flex>
      ),
    },
    {
      key: 'isActive',
      title: t('ads.fields.active'),
      render: (_, ad) =>
        ad.archivedAt ? (
          <Tooltip title={t('archive.archivedOn', { date: dates.format(new Date(ad.archivedAt)) })}>
            <Tag data-testid="ad-archived-tag">{t('archive.archived')}</Tag>
          </Tooltip>
        ) : (
          <AdActiveSwitch merchant={merchant} ad={ad} canWrite={canWrite} />
        ),
    },
    { key: 'createdAt', title: t('ads.fields.createdAt'), render: (_, ad) => <span style={{ whiteSpace: 'nowrap' }}>{dates.format(new Date(ad.createdAt))}</span> },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('merchants.list.actions'),
            render: (_: unknown, ad: MerchantAd) => {
              const pair = { side: sideLabel(ad.side), coin: ad.coin, fiat: ad.fiat };
              return (
                <Flex gap={4} align="center" wrap={false}>
                  {/* An archived ad cannot be edited: restore it first. */}
                  {!ad.archivedAt && <RowIconButton title={t('ads.list.edit')} ariaLabel={t('ads.list.editNamed', pair)} icon={<EditOutlined />} onClick={() => setDrawer({ ad })} testId="ad-edit" />}
                  <AdArchiveButton merchantId={merchant.id} ad={ad} pair={pair} />
                </Flex>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <ListPage
      testId="merchant-ads-tab"
      filters={merchantAdFilters}
      filtersTestId="ad-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="ad-table"
      empty={{ none: t('ads.list.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/p2p/merchants/{merchantId}/ads', pathParams: { merchantId: merchant.id }, fileName: 'merchant-ads.csv', testId: 'merchant-ads-export' }}
      toolbar={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ ad: null })} data-testid="ad-create">
            {t('ads.list.create')}
          </Button>
        )
      }
      summary={methods.error !== null && !methods.isFetching && <Alert type="warning" showIcon title={t('ads.list.methodsFailed')} />}
    >
      {drawer && (
        <MerchantAdFormDrawer
          merchantId={merchant.id}
          ad={drawer.ad}
          paymentMethods={methods.data?.items ?? []}
          paymentMethodsLoading={methods.isPending}
          onClose={() => setDrawer(null)}
        />
      )}
    </ListPage>
  );
}
