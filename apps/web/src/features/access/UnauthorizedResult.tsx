import { useTranslation } from 'react-i18next';
import { ResultCard } from '../../components/ResultCard.tsx';
import { useAccessLabels } from './use-access-labels.ts';

/**
 * What a screen shows instead of itself to an admin without its policy: a plain explanation and a
 * way out, rather than a list that fails with 403.
 */
export function UnauthorizedResult({ policy }: { policy?: string | undefined }) {
  const { t } = useTranslation();
  const labels = useAccessLabels();
  return (
    <ResultCard
      status="403"
      title={t('access.unauthorized.title')}
      subTitle={policy ? t('access.unauthorized.needs', { policy: labels.policy(policy) }) : t('access.unauthorized.body')}
      exit={{ label: t('errorPage.home'), path: '/', testId: 'unauthorized-home' }}
      testId="unauthorized"
    />
  );
}

/** The /unauthorized route (the spec's header title names it). */
export default function UnauthorizedPage() {
  return <UnauthorizedResult />;
}
