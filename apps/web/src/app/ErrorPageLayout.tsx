import { theme } from 'antd';
import type { ReactNode } from 'react';

interface ErrorPageLayoutProps {
  code: string;
  title: string;
  action: ReactNode;
  testId: string;
}

// Plain elements rather than antd's Result: the 500 page sits in the entry chunk (it is the
// error boundary's fallback) and Result's illustrations would cost every page ~10 kB gzipped.
export function ErrorPageLayout({ code, title, action, testId }: ErrorPageLayoutProps) {
  const { token } = theme.useToken();
  return (
    <main className="error-page" data-testid={testId} style={{ color: token.colorText }}>
      <div className="error-page__code" style={{ color: token.colorPrimary }} aria-hidden="true">
        {code}
      </div>
      <h1 className="error-page__title">{title}</h1>
      {action}
    </main>
  );
}
