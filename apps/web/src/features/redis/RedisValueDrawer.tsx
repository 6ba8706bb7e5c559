import { DeleteOutlined } from '@ant-design/icons';
import type { RedisKey, RedisText, RedisValue } from '@exchange/contract/redis/redis';
import { REDIS_STRING_PREVIEW_BYTES } from '@exchange/contract/redis/redis-rules';
import { Alert, Button, Descriptions, Popconfirm, Space, Table, Tag, Typography, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { formatBytes, formatTtl } from './redis-format.ts';
import { useDeleteRedisKey, useRedisValue } from './redis-queries.ts';
import { REDIS_TYPE_COLORS, REDIS_TYPE_KEYS } from './redis-text-keys.ts';
import { RedisTextView } from './RedisTextView.tsx';

export function RedisTypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  const key = REDIS_TYPE_KEYS[type];
  return (
    <Tag color={REDIS_TYPE_COLORS[type]} data-testid="redis-type-tag" data-type={type}>
      {key ? t(key) : type}
    </Tag>
  );
}

/** Deletes the key after a confirmation that names it and its type. */
export function DeleteKeyButton({ redisKey, onDeleted, compact = false }: { redisKey: RedisKey; onDeleted?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const remove = useDeleteRedisKey();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ key: redisKey.key, encoding: redisKey.encoding, type: redisKey.type });
      void message.success(t('redis.delete.done', { key: redisKey.label }));
      onDeleted?.();
    } catch (error) {
      void message.error(errorMessage(error), 6);
    }
  };
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Popconfirm
        title={t('redis.delete.title')}
        description={
          <div style={{ maxWidth: 360 }}>
            <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="redis-delete-key">
              {redisKey.label}
            </Typography.Text>{' '}
            <RedisTypeTag type={redisKey.type} />
            <div style={{ marginTop: 8 }}>{t('redis.delete.body')}</div>
          </div>
        }
        okText={t('redis.delete.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: remove.isPending, ...({ 'data-testid': 'redis-delete-confirm' } as ButtonProps) }}
        onConfirm={confirm}
      >
        <Button danger type={compact ? 'text' : 'default'} size={compact ? 'small' : 'middle'} icon={<DeleteOutlined />} aria-label={t('redis.delete.named', { key: redisKey.label })} data-testid="redis-delete">
          {compact ? null : t('redis.delete.button')}
        </Button>
      </Popconfirm>
    </span>
  );
}

function ValueContent({ pages }: { pages: RedisValue[] }) {
  const { t } = useTranslation();
  const first = pages[0];
  if (!first) return null;
  const text = (value: RedisText, testId: string) => <RedisTextView value={value} testId={testId} />;
  const table = <T extends object>(rows: T[], columns: { key: string; title: string; render: (row: T) => ReactNode; width?: number }[]) => (
    <Table<T>
      size="small"
      rowKey={(_row, index) => String(index)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="redis-value-table"
      columns={columns.map((c) => ({ key: c.key, title: c.title, width: c.width, render: (_: unknown, row: T) => c.render(row) }))}
    />
  );
  const content = first.content;
  switch (content.kind) {
    case 'string':
      return <RedisTextView value={content.value} block testId="redis-string-value" />;
    case 'hash':
      return table(pages.flatMap((p) => (p.content.kind === 'hash' ? p.content.entries : [])), [
        { key: 'field', title: t('redis.value.field'), render: (e) => text(e.field, 'redis-hash-field') },
        { key: 'value', title: t('redis.value.value'), render: (e) => text(e.value, 'redis-hash-value') },
      ]);
    case 'list':
      return table(pages.flatMap((p) => (p.content.kind === 'list' ? p.content.items : [])), [
        { key: 'index', title: t('redis.value.index'), width: 80, render: (e) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{e.index}</span> },
        { key: 'value', title: t('redis.value.value'), render: (e) => text(e.value, 'redis-list-value') },
      ]);
    case 'set':
      return table(pages.flatMap((p) => (p.content.kind === 'set' ? p.content.members.map((member) => ({ member })) : [])), [
        { key: 'member', title: t('redis.value.member'), render: (e) => text(e.member, 'redis-set-member') },
      ]);
    case 'zset':
      return table(pages.flatMap((p) => (p.content.kind === 'zset' ? p.content.members : [])), [
        { key: 'member', title: t('redis.value.member'), render: (e) => text(e.member, 'redis-zset-member') },
        { key: 'score', title: t('redis.value.score'), render: (e) => <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>{e.score}</span> },
      ]);
    default:
      return <Alert type="info" showIcon title={t('redis.value.unsupported', { type: first.type })} data-testid="redis-unsupported" />;
  }
}

/** A key's type, TTL, size and value, page by page, and deleting it (with redis.delete). */
export function RedisValueDrawer({ redisKey, canDelete, onClose }: { redisKey: RedisKey | undefined; canDelete: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useCountFormat();
  const query = useRedisValue(redisKey);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const shown = pages.reduce((sum, p) => {
    const c = p.content;
    return sum + (c.kind === 'hash' ? c.entries.length : c.kind === 'list' ? c.items.length : c.kind === 'set' || c.kind === 'zset' ? c.members.length : 0);
  }, 0);
  return (
    <EndDrawer
      open={Boolean(redisKey)}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={redisKey && <Typography.Text code style={{ wordBreak: 'break-all' }}>{redisKey.label}</Typography.Text>}
      extra={redisKey && canDelete && <DeleteKeyButton redisKey={first ? { ...redisKey, type: first.type } : redisKey} onDeleted={onClose} />}
      data-testid="redis-value-drawer"
    >
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />}
      {first && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('redis.fields.type')}>
              <RedisTypeTag type={first.type} />
              {first.encoding === 'base64' && <Tag>{t('redis.value.binaryKey')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('redis.fields.ttl')}>
              <span data-testid="redis-value-ttl">{first.ttlMs === null ? t('redis.fields.noExpiry') : formatTtl(first.ttlMs, i18n.language)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={first.type === 'string' ? t('redis.fields.size') : t('redis.fields.length')}>
              <span data-testid="redis-value-length">
                {first.length === null ? t('common.none') : first.type === 'string' ? formatBytes(first.length, i18n.language) : format.count(first.length)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('redis.fields.memory')}>{first.memoryBytes === null ? t('common.none') : formatBytes(first.memoryBytes, i18n.language)}</Descriptions.Item>
          </Descriptions>
          {first.content.kind === 'string' && first.content.value.truncated && (
            <Alert type="warning" showIcon title={t('redis.value.truncated', { shown: formatBytes(REDIS_STRING_PREVIEW_BYTES, i18n.language), total: formatBytes(first.content.value.bytes, i18n.language) })} data-testid="redis-truncated-note" />
          )}
          <ValueContent pages={pages} />
          {first.length !== null && first.type !== 'string' && (
            <Space>
              <Typography.Text type="secondary" data-testid="redis-value-shown">
                {t('redis.value.shownOf', { shown: format.count(shown), total: format.count(first.length) })}
              </Typography.Text>
              {query.hasNextPage && (
                <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="redis-value-more">
                  {t('redis.value.more')}
                </Button>
              )}
            </Space>
          )}
        </Space>
      )}
    </EndDrawer>
  );
}
