import { theme } from 'antd';

/** The console's mark: a plain shape, so no exchange's own logo is needed to ship it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={token.colorPrimary} />
      <path d="M9 21.5 15.5 9l3.2 6.2L21 11l3 10.5z" fill="#fff" />
    </svg>
  );
}
