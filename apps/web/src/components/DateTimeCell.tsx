import { Typography } from 'antd';
import { useDateFormat } from './use-date-format.ts';

/** An instant in a table: the date, and the time below it in small grey type. */
export function DateTimeCell({ value }: { value: string }) {
  const { date, time } = useDateFormat();
  return (
    <div style={{ lineHeight: 1.3, whiteSpace: 'nowrap' }}>
      <div>{date(value)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {time(value)}
      </Typography.Text>
    </div>
  );
}
