import { Button, notification } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorReminderShownKey } from '../../app/stored-session.ts';

const notificationKey = 'enable-2fa';

/**
 * When the console opens for an admin without 2FA, nudges them (for 3 s) towards setting it up:
 * once per session, at the bottom, where it covers neither the page's buttons nor the user menu.
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
    // From the stored flag, as the spec ties it to load time; once per session, not on every load.
    if (reminded.current || localStorage.getItem('isGAuthEnabled') === '1' || sessionStorage.getItem(twoFactorReminderShownKey) === '1') return;
    reminded.current = true;
    sessionStorage.setItem(twoFactorReminderShownKey, '1');
    api.warning({
      key: notificationKey,
      placement: 'bottomRight',
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
