import { describe, expect, it } from 'vitest';
import { themeConfig } from './AppThemeProvider.tsx';

describe('themeConfig', () => {
  it("turns antd's motion off when the system asks for reduced motion, and keeps it otherwise", () => {
    expect(themeConfig('light', '#1677ff', true).token?.motion).toBe(false);
    expect(themeConfig('dark', '#1677ff', false).token?.motion).toBe(true);
    expect(themeConfig('light', '#1677ff').token?.motion).toBe(true);
  });
});
