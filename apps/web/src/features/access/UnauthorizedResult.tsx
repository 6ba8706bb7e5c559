import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccessLabels } from './use-access-labels.ts';

/**
 * What a screen shows instead of itself to an admin without its policy: a plain explanation and a
 * way out, rather than a list that fails with 403.
 */
export function UnauthorizedResult({ policy }: { policy?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useAccessLabels();
  return (
    <Card data-testid="unauthorized">
      <Result
        status="403"
        title={t('access.unauthorized.title')}
        subTitle={policy ? t('access.unauthorized.needs', { policy: labels.policy(policy) }) : t('access.unauthorized.body')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')} data-testid="unauthorized-home">
            {t('errorPage.home')}
          </Button>
        }
      />
    </Card>
  );
}

/** The /unauthorized route (the spec's header title names it). */
export default function UnauthorizedPage() {
  return <UnauthorizedResult />;
}
