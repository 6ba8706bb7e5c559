import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorPageLayout } from './ErrorPageLayout.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorPageLayout
      code="404"
      title={t('notFound.title')}
      testId="not-found-page"
      action={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('errorPage.home')}
        </Button>
      }
    />
  );
}
