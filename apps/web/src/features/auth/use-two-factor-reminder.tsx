import { Button, notification } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const notificationKey = 'enable-2fa';

/**
 * When the console opens for an admin without 2FA, nudges them (for 3 s) towards setting it up.
 * Returns the element antd needs rendered for its themed notifications.
 */
export function useTwoFactorReminder(onNext: () => void): ReactElement {
  const { t } = useTranslation();
  const [api, contextHolder] = notification.useNotification();
  const onNextRef = useRef(onNext);
  const reminded = useRef(false);

  useEffect(() => {
    onNextRef.current = onNext;
  }, [onNext]);

  useEffect(() => {
    // Once per load of the layout, and from the stored flag, as the spec ties it to load time.
    if (reminded.current || localStorage.getItem('isGAuthEnabled') === '1') return;
    reminded.current = true;
    api.warning({
      key: notificationKey,
      title: t('enable2fa.title'),
      description: t('enable2fa.description'),
      duration: 3,
      props: { 'data-testid': 'enable-2fa-notification' },
      actions: (
        <Button
          type="primary"
          size="small"
          data-testid="enable-2fa-next"
          onClick={() => {
            api.destroy(notificationKey);
            onNextRef.current();
          }}
        >
          {t('enable2fa.next')}
        </Button>
      ),
    });
  }, [api, t]);

  return contextHolder;
}
