import { Typography } from 'antd';

/** The coin with its network beneath (USDT / TRC20). */
export function NetworkCell({ coin, network }: { coin: string; network: { code: string; name: string } }) {
  return (
    <div style={{ lineHeight: 1.35, whiteSpace: 'nowrap' }}>
      <Typography.Text strong>{coin}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} title={network.name}>{network.code}</Typography.Text>
    </div>
  );
}
