import { ApiOutlined, BankOutlined, CreditCardOutlined, DollarOutlined, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import type { PaymentType } from '@exchange/contract/payment-methods/payment-method-kinds';
import { theme } from 'antd';
import { useState, type ReactNode } from 'react';

const TYPE_ICONS: Record<PaymentType, ReactNode> = {
  BANK_TRANSFER: <BankOutlined />,
  CARD: <CreditCardOutlined />,
  OPEN_BANKING: <ApiOutlined />,
  MOBILE_WALLET: <WalletOutlined />,
  MOBILE_MONEY: <MobileOutlined />,
  CASH: <DollarOutlined />,
};

const SIZE = 32;

export interface PaymentMethodIconProps {
  paymentType: PaymentType;
  iconUrl: string | null;
}

/**
 * The method's own icon when it has one, else (or when the image cannot load: a dead link, or the
 * console's content policy refusing the host) the icon of its payment type. Decorative: the name
 * beside it says what it is.
 */
export function PaymentMethodIcon({ paymentType, iconUrl }: PaymentMethodIconProps) {
  const { token } = theme.useToken();
  // Remembers which address failed, so that a new address (after an edit) gets its own try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = {
    width: SIZE,
    height: SIZE,
    borderRadius: token.borderRadius,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
  } as const;

  if (iconUrl && failedUrl !== iconUrl) {
    return (
      <img
        src={iconUrl}
        alt=""
        width={SIZE}
        height={SIZE}
        referrerPolicy="no-referrer"
        style={{ ...box, objectFit: 'contain' }}
        onError={() => setFailedUrl(iconUrl)}
        data-testid="payment-method-icon-image"
      />
    );
  }
  return (
    <span
      aria-hidden
      style={{ ...box, fontSize: 18, color: token.colorPrimary, background: token.colorPrimaryBg }}
      data-testid="payment-method-icon-type"
      data-type={paymentType}
    >
      {TYPE_ICONS[paymentType]}
    </span>
  );
}
