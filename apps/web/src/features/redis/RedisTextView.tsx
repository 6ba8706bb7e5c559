import type { RedisText } from '@exchange/contract/redis/redis';
import { Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './redis-format.ts';

/**
 * Bytes from Redis as the API sends them: text as it is (React escapes it), binary escaped as
 * \x00 with a tag saying so, a cut value with the size of the whole.
 */
export function RedisTextView({ value, block = false, testId }: { value: RedisText; block?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const marks = (
    <>
      {value.binary && (
        <Tooltip title={t('redis.value.binaryHint')}>
          <Tag color="orange" style={{ marginInlineStart: 4 }} data-testid="redis-binary">
            {t('redis.value.binary')}
          </Tag>
        </Tooltip>
      )}
      {/* A cut string says so above it; a cut element says so here. */}
      {value.truncated && !block && (
        <Tag style={{ marginInlineStart: 4 }} data-testid="redis-truncated">
          {t('redis.value.cutAt', { size: formatBytes(value.bytes, i18n.language) })}
        </Tag>
      )}
    </>
  );
  if (block) {
    return (
      <div>
        <pre
          dir="auto"
          style={{
            margin: 0,
            padding: 12,
            maxHeight: 480,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            fontFamily: token.fontFamilyCode,
            fontSize: 12,
            background: token.colorFillTertiary,
            borderRadius: token.borderRadius,
          }}
          data-testid={testId}
        >
          {value.text}
        </pre>
        {marks}
      </div>
    );
  }
  return (
    <span>
      <Typography.Text code dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid={testId}>
        {value.text}
      </Typography.Text>
      {marks}
    </span>
  );
}
