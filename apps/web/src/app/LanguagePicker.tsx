import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages } from './i18n/languages.ts';
import { useSwitchLanguage } from './use-switch-language.ts';

/** The header's language menu: each language under its own name, the current one ticked. */
interface LanguagePickerProps {
  /** The icon alone, for a sidebar folded to icons. */
  compact?: boolean;
  placement?: DropdownProps['placement'];
}

export function LanguagePicker({ compact = false, placement = 'bottomRight' }: LanguagePickerProps) {
  const { t } = useTranslation();
  const [current, switchTo] = useSwitchLanguage();

  const items: MenuProps['items'] = languages.map((language) => ({
    key: language.locale,
    // lang lets screen readers and fonts treat each name as its own language.
    label: <span lang={language.locale}>{language.name}</span>,
    extra: language.locale === current.locale ? <CheckOutlined /> : undefined,
    'data-testid': `language-${language.locale}`,
  }));

  return (
    <Dropdown
      trigger={['click']}
      placement={placement}
      menu={{ items, selectable: true, selectedKeys: [current.locale], onClick: ({ key }) => switchTo(key) }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('layout.language')} data-testid="language-picker" className="app-bar-button">
        {!compact && (
          <span className="app-bar-button__label" lang={current.locale}>
            {current.name}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
