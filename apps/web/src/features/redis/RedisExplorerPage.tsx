import { DatabaseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RedisKey } from '@exchange/contract/redis/redis';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { formatBytes, formatTtl } from './redis-format.ts';
import { redisKeyFilters } from './redis-filters.ts';
import { useRedisKeyScan, useRedisServer, useRescan } from './redis-queries.ts';
import { DeleteKeyButton, RedisTypeTag, RedisValueDrawer } from './RedisValueDrawer.tsx';

const EXAMPLE_URL = 'REDIS_URL=redis://127.0.0.1:6379/0';

/** Without REDIS_URL: what to set, and where. */
function NotConfigured() {
  const { t } = useTranslation();
  return (
    <Card data-testid="redis-not-configured">
      <Result
        status="info"
        icon={<DatabaseOutlined />}
        title={t('redis.setup.title')}
        subTitle={t('redis.setup.body')}
        extra={
          <Flex vertical align="center" gap={8}>
            <Typography.Text code copyable dir="ltr" data-testid="redis-setup-example">
              {EXAMPLE_URL}
            </Typography.Text>
            <Typography.Text type="secondary">{t('redis.setup.restart')}</Typography.Text>
          </Flex>
        }
      />
    </Card>
  );
}

/** Redis Explorer: the keys of the configured Redis by pattern (SCAN, never KEYS), their values, and deleting one. */
export default function RedisExplorerPage() {
  const { t, i18n } = useTranslation();
  const canDelete = useCan('redis.delete');
  const format = useCountFormat();
  const server = useRedisServer();
  const list = useUrlListState(redisKeyFilters.defaults);
  const { pattern, type } = apiQueryOf(redisKeyFilters, list);
  const filter = { pattern: pattern || '*', ...(type ? { type } : {}) };
  const scan = useRedisKeyScan(filter, server.isSuccess);
  const rescan = useRescan();
  const [open, setOpen] = useState<RedisKey>();

  if (server.error instanceof ApiRequestError && server.error.code === 'redis.notConfigured') return <NotConfigured />;

  const keys = scan.data?.pages.flatMap((page) => page.items) ?? [];
  const steps = scan.data?.pages.reduce((sum, page) => sum + page.steps, 0) ?? 0;
  const done = scan.data ? !scan.hasNextPage : false;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="redis-page">
      {server.isError && <LoadFailedAlert type="error" error={server.error} onRetry={() => void server.refetch()} testId="redis-server-error" />}
      {server.data && (
        <Card size="small" data-testid="redis-server">
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label={t('redis.server.address')}>
              <Typography.Text code dir="ltr" data-testid="redis-server-address">
                {`${server.data.address}/${server.data.db}`}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('redis.server.version')}>{server.data.version}</Descriptions.Item>
            <Descriptions.Item label={t('redis.server.keys')}>
              <span data-testid="redis-server-keys">{format.count(server.data.dbSize)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('redis.server.memory')}>{server.data.usedMemoryBytes === null ? t('common.none') : formatBytes(server.data.usedMemoryBytes, i18n.language)}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Card size="small">
        <FilterBar filters={redisKeyFilters} list={list} error={scan.error} testId="redis-filters" />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('redis.filters.hint')}
        </Typography.Text>
      </Card>
      <Card size="small">
        {scan.isError && <LoadFailedAlert type="error" error={scan.error} onRetry={() => void scan.refetch()} style={{ marginBottom: 12 }} />}
        <Table<RedisKey>
          size="small"
          rowKey={(k) => `${k.encoding}:${k.key}`}
          dataSource={keys}
          loading={scan.isFetching && !scan.isFetchingNextPage}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="redis-key-table"
          locale={{ emptyText: scan.isFetching ? t('redis.keys.scanning') : t('redis.keys.empty') }}
          onRow={(k) => ({ onClick: () => setOpen(k), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'key',
              title: t('redis.fields.key'),
              render: (_, k) => (
                <Typography.Text code dir="ltr" style={{ wordBreak: 'break-all', maxWidth: 560, display: 'inline-block' }} data-testid="redis-key" data-key={k.label}>
                  {k.label}
                </Typography.Text>
              ),
            },
            { key: 'type', title: t('redis.fields.type'), render: (_, k) => <RedisTypeTag type={k.type} /> },
            {
              key: 'ttl',
              title: t('redis.fields.ttl'),
              render: (_, k) => (k.ttlMs === null ? <Typography.Text type="secondary">{t('redis.fields.noExpiry')}</Typography.Text> : formatTtl(k.ttlMs, i18n.language)),
            },
            {
              key: 'memory',
              title: t('redis.fields.memory'),
              align: 'end',
              render: (_, k) => <span style={{ whiteSpace: 'nowrap' }}>{k.memoryBytes === null ? t('common.none') : formatBytes(k.memoryBytes, i18n.language)}</span>,
            },
            ...(canDelete ? [{ key: 'actions', title: t('redis.keys.actions'), render: (_: unknown, k: RedisKey) => <DeleteKeyButton redisKey={k} compact /> }] : []),
          ]}
        />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary" data-testid="redis-scan-status">
            {done ? t('redis.keys.done', { keys: format.count(keys.length) }) : t('redis.keys.partial', { keys: format.count(keys.length), steps: format.count(steps) })}
          </Typography.Text>
          <Space>
            <Button icon={<ReloadOutlined />} onClick={() => rescan(filter)} disabled={!server.isSuccess} data-testid="redis-rescan">
              {t('redis.keys.rescan')}
            </Button>
            {scan.hasNextPage && (
              <Button type="primary" onClick={() => void scan.fetchNextPage()} loading={scan.isFetchingNextPage} data-testid="redis-scan-more">
                {t('redis.keys.more')}
              </Button>
            )}
          </Space>
        </Flex>
        {done && keys.length === 0 && filter.pattern !== '*' && <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('redis.keys.noneMatch', { pattern: filter.pattern })} />}
      </Card>
      <RedisValueDrawer redisKey={open} canDelete={canDelete} onClose={() => setOpen(undefined)} />
    </Space>
  );
}
