import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageLinks } from '../../app/LanguageLinks.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useExchangeName } from '../../app/use-exchange-name.ts';
import { BrandMark } from '../../components/BrandMark.tsx';

interface AuthCardLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the sign-in and sign-up screens: the exchange's name above a single card.
 * Plain elements on antd's tokens rather than Card and Typography, which would add ~35 kB
 * gzipped to the sign-in page for a box and two headings.
 */
export function AuthCardLayout({ title, subtitle, children }: AuthCardLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const exchangeName = useExchangeName();
  useDocumentTitle(title, exchangeName);
  return (
    <main
      className="auth-page"
      style={{ backgroundColor: token.colorBgLayout, ['--auth-link' as string]: token.colorPrimary }}
    >
      <section
        className="auth-page__card"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText }}
      >
        <div className="auth-page__brand">
          <BrandMark size={36} />
          <div>
            <div className="auth-page__exchange" data-testid="exchange-name">
              {exchangeName}
            </div>
            <div style={{ color: token.colorTextSecondary }}>{t('app.consoleName')}</div>
          </div>
        </div>
        <h1 className="auth-page__title">{title}</h1>
        {subtitle && (
          <p className="auth-page__subtitle" style={{ color: token.colorTextSecondary }}>
            {subtitle}
          </p>
        )}
        {children}
      </section>
      <LanguageLinks />
      <footer className="auth-page__footer" style={{ color: token.colorTextTertiary }}>{t('app.footer', { exchangeName })}</footer>
    </main>
  );
}
