import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/error-message.ts';

/** What a failed read said, with a way to try again. */
export function LoadFailedAlert({ error, onRetry, type = 'warning', style, testId }: { error: unknown; onRetry: () => void; type?: 'warning' | 'error'; style?: CSSProperties; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={type}
      showIcon
      title={errorMessage(error)}
      action={<Button size="small" onClick={onRetry}>{t('common.retry')}</Button>}
      style={style}
      data-testid={testId}
    />
  );
}
