import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EndDrawer } from './EndDrawer.tsx';

interface FormDrawerProps {
  title: ReactNode;
  onClose: () => void;
  /** The form is being sent: the drawer stays open and Cancel waits. */
  saving: boolean;
  /** Submits the form inside (form.submit()), so its rules run first. */
  onSubmit: () => void;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  size?: number;
  testId: string;
  submitTestId: string;
  children: ReactNode;
}

/** A create or edit form in a side panel, with Cancel and the submit button at its foot. */
export function FormDrawer({ title, onClose, saving, onSubmit, submitLabel, submitIcon, size = 480, testId, submitTestId, children }: FormDrawerProps) {
  const { t } = useTranslation();
  return (
    <EndDrawer
      open
      title={title}
      onClose={onClose}
      size={size}
      destroyOnHidden
      mask={{ closable: !saving }}
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" icon={submitIcon} loading={saving} onClick={onSubmit} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Space>
      }
      data-testid={testId}
    >
      {children}
    </EndDrawer>
  );
}
