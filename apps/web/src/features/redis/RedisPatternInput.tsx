import { REDIS_PATTERN_MAX } from '@exchange/contract/redis/redis-rules';
import { Input } from 'antd';
import type { FilterControlProps } from '../../components/list/list-filters.ts';

/** SCAN's MATCH pattern: keys read left to right in every language, in the code font. */
export function RedisPatternInput({ value, onChange, testId }: FilterControlProps) {
  return (
    <Input
      allowClear
      dir="ltr"
      placeholder="*"
      maxLength={REDIS_PATTERN_MAX}
      value={value}
      onChange={(event) => onChange?.(event.target.value || undefined)}
      style={{ fontFamily: 'monospace' }}
      data-testid={testId}
    />
  );
}
