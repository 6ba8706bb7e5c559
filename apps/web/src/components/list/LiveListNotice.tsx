import { SyncOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Above a list: rows added elsewhere since it was fetched ("N new") and rows on screen decided by
 * someone else; the list is fetched again when the admin asks.
 */
export function LiveListNotice({ added, decided, onShow }: { added: number; decided: number; onShow: () => void }) {
  const { t } = useTranslation();
  if (added === 0 && decided === 0) return null;
  const parts = [...(added > 0 ? [t('live.newRows', { count: added })] : []), ...(decided > 0 ? [t('live.decidedRows', { count: decided })] : [])];
  return (
    <Alert
      type="info"
      showIcon
      icon={<SyncOutlined />}
      style={{ marginBottom: 12 }}
      data-testid="live-list-new"
      title={parts.join(' · ')}
      action={
        <Button size="small" type="primary" onClick={onShow} data-testid="live-list-show">
          {t('live.refresh')}
        </Button>
      }
    />
  );
}
