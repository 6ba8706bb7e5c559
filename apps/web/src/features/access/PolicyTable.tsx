import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useStickyTop } from '../../components/use-sticky-top.ts';
import type { PolicyRow } from './policy-rows.ts';

/** Policies down, holders across; the header stays in view down the long list so one sees which column one ticks. */
export function PolicyTable({ rows, columns, testId }: { rows: PolicyRow[]; columns: ColumnsType<PolicyRow>; testId: string }) {
  const stickyTop = useStickyTop();
  return (
    <Table<PolicyRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      sticky={{ offsetHeader: stickyTop }}
      data-testid={testId}
    />
  );
}
