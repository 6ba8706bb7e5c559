import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Gives the controls on a dark bar (a dark sidebar's foot, a dark header) antd's dark tokens, so
 * their text and hover colours read on it whatever the theme of the rest of the page.
 */
export function DarkArea({ dark, children }: { dark: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  if (!dark) return children;
  return <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: token.colorPrimary } }}>{children}</ConfigProvider>;
}
