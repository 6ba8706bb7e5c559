import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorPageLayout } from './ErrorPageLayout.tsx';

/** The /500 page and the fallback of the router's error boundary. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    // Surfaces the crash as an uncaught error (console, window 'error' listeners) instead of losing it.
    if (error) reportError(error);
  }, [error]);

  return (
    <ErrorPageLayout
      code="500"
      title={t('serverError.title')}
      testId="server-error-page"
      // A full page load, not a router link: whatever broke should not survive into the next screen.
      action={
        <Button type="primary" onClick={() => window.location.assign('/')}>
          {t('errorPage.home')}
        </Button>
      }
    />
  );
}
