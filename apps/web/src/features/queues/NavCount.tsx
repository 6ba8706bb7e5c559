import { Badge, Flex } from 'antd';
import { QUEUE_COUNT_CAP } from '@exchange/contract/queues/queue-names';
import type { PathCount } from './use-queue-counts-by-path.ts';

/** A sidebar entry's label with the work waiting behind it. */
export function NavCount({ label, count, testId }: { label: string; count: PathCount | undefined; testId: string }) {
  if (!count || count.count === 0) return label;
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
      <Badge count={count.count} overflowCount={count.capped ? QUEUE_COUNT_CAP - 1 : 999} size="small" color="gold" data-testid={testId} data-count={count.count} />
    </Flex>
  );
}
