import { theme } from 'antd';

/**
 * Series colours from antd's palettes, which the dark algorithm shifts for dark backgrounds. The
 * order keeps neighbours far apart in hue, so adjacent stacked segments stay distinguishable.
 */
export function useChartPalette(): string[] {
  const { token } = theme.useToken();
  return [
    token['blue-6'],
    token['gold-6'],
    token['cyan-6'],
    token['magenta-6'],
    token['green-6'],
    token['purple-6'],
    token['volcano-6'],
    token['geekblue-6'],
    token['lime-6'],
    token['orange-6'],
  ];
}
