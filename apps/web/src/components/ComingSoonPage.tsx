import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stands in for a routed screen whose real content ships in a later release. */
export function ComingSoonPage({ titleKey, testId }: { titleKey: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <Result
        icon={<ClockCircleOutlined />}
        title={t(titleKey)}
        subTitle={t('comingSoon.description')}
      />
    </Card>
  );
}
