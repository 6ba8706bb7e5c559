import { Typography } from 'antd';

/** A tx hash or address shortened in the middle, linked to the network's explorer when it has one; copyable whole. */
export function ExplorerLink({ value, url, testId }: { value: string; url: string | null; testId?: string }) {
  const short = value.length > 18 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
  return (
    <Typography.Text copyable={{ text: value }} style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} dir="ltr" data-testid={testId}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" title={value} onClick={(event) => event.stopPropagation()}>
          {short}
        </a>
      ) : (
        <span title={value}>{short}</span>
      )}
    </Typography.Text>
  );
}
