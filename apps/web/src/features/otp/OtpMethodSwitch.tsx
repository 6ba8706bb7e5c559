import type { OtpSetting } from '@exchange/contract/otp/otp';
import type { OtpMethod } from '@exchange/contract/otp/otp-rules';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { useCan } from '../../components/use-can.ts';
import { useSetOtpMethod } from './otp-queries.ts';
import { OTP_METHOD_KEYS, OTP_OPERATION_KEYS } from './otp-text-keys.ts';

/** One method of one operation, turned on or off after a confirmation that says what the customer app will do. */
export function OtpMethodSwitch({ setting, method }: { setting: OtpSetting; method: OtpMethod }) {
  const { t } = useTranslation();
  const canWrite = useCan('otp.manage');
  const change = useSetOtpMethod(setting.operation);
  const enabled = setting.methods.find((m) => m.method === method)?.enabled ?? false;
  const facts = { method: t(OTP_METHOD_KEYS[method]), operation: t(OTP_OPERATION_KEYS[setting.operation]) };
  return (
    <ConfirmSwitch
      checked={enabled}
      pending={change.isPending}
      canWrite={canWrite}
      ariaLabel={t('otp.methods.switchLabel', facts)}
      checkedLabel={t('otp.methods.on')}
      uncheckedLabel={t('otp.methods.off')}
      copy={(next) => ({
        title: t(next ? 'otp.methods.onTitle' : 'otp.methods.offTitle', facts),
        description: t(next ? 'otp.methods.onEffect' : 'otp.methods.offEffect', facts),
        okText: t(next ? 'otp.methods.turnOn' : 'otp.methods.turnOff'),
      })}
      onConfirm={async (next) => {
        await change.mutateAsync({ method, enabled: next });
        return t(next ? 'otp.methods.turnedOn' : 'otp.methods.turnedOff', facts);
      }}
      testId={`otp-${setting.operation}-${method}`}
    />
  );
}
