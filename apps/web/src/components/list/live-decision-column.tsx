import type { LiveRowChange } from '@exchange/contract/queues/work-queues';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Key } from 'react';
import { StatusTag } from '../StatusTag.tsx';

/**
 * A column shown while rows on screen were decided by another admin: the new state and who
 * decided it, so a row that changed under the admin's eyes says why.
 */
export function liveDecisionColumn<T>(decided: ReadonlyMap<string, LiveRowChange>, idOf: (row: T) => Key, title: string, byLabel: (name: string) => string): ColumnsType<T> {
  if (decided.size === 0) return [];
  return [
    {
      key: 'liveDecision',
      title,
      width: 180,
      render: (_: unknown, row: T) => {
        const change = decided.get(String(idOf(row)));
        if (!change) return null;
        return (
          <Space orientation="vertical" size={0} data-testid="live-row-decided">
            {change.status && <StatusTag status={change.status} />}
            {change.by && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{byLabel(change.by)}</Typography.Text>}
          </Space>
        );
      },
    },
  ];
}
