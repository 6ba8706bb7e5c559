import { BgColorsOutlined, CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutTypeThumbnail, NavStyleThumbnail, ThemeThumbnail } from './LookThumbnail.tsx';
import {
  defaultThemeColor,
  horizontalNavStyles,
  initialSettingsState,
  layoutTypes,
  sidebarNavStyles,
  themeTypes,
  type LayoutType,
  type NavStyle,
  type ThemeType,
} from './state/settings-reducer.ts';
import { useAppState } from './state/use-app-state.ts';
import { useSetLook } from './use-set-look.ts';

const themeLabelKeys: Readonly<Record<ThemeType, string>> = {
  light: 'look.theme.light',
  'semi-dark': 'look.theme.semiDark',
  dark: 'look.theme.dark',
};

const navStyleLabelKeys: Readonly<Record<NavStyle, string>> = {
  fixed: 'look.navStyle.fixed',
  'mini-sidebar': 'look.navStyle.miniSidebar',
  drawer: 'look.navStyle.drawer',
  'no-header-mini-sidebar': 'look.navStyle.noHeaderMiniSidebar',
  'no-header-expanded-sidebar': 'look.navStyle.noHeaderExpandedSidebar',
  'default-horizontal': 'look.navStyle.defaultHorizontal',
  'dark-horizontal': 'look.navStyle.darkHorizontal',
  'inside-header-horizontal': 'look.navStyle.insideHeaderHorizontal',
  'above-header': 'look.navStyle.aboveHeader',
  'below-header': 'look.navStyle.belowHeader',
};

const layoutLabelKeys: Readonly<Record<LayoutType, string>> = {
  full: 'look.layoutType.full',
  boxed: 'look.layoutType.boxed',
  framed: 'look.layoutType.framed',
};

/** Primary colours that keep white text readable on buttons, named for screen readers. */
const colourPresets: readonly { colour: string; labelKey: string }[] = [
  { colour: defaultThemeColor, labelKey: 'look.colour.blue' },
  { colour: '#2f54eb', labelKey: 'look.colour.indigo' },
  { colour: '#722ed1', labelKey: 'look.colour.purple' },
  { colour: '#c41d7f', labelKey: 'look.colour.magenta' },
  { colour: '#cf1322', labelKey: 'look.colour.red' },
  { colour: '#d46b08', labelKey: 'look.colour.orange' },
  { colour: '#08979c', labelKey: 'look.colour.teal' },
  { colour: '#389e0d', labelKey: 'look.colour.green' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="look-settings__section">
      <h3 className="look-settings__title">{title}</h3>
      {children}
    </section>
  );
}

interface OptionProps {
  label: string;
  selected: boolean;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}

function Option({ label, selected, onSelect, testId, children }: OptionProps) {
  return (
    <button type="button" className="look-option" aria-pressed={selected} onClick={onSelect} data-testid={testId}>
      <span className="look-option__picture">
        {children}
        {selected && (
          <span className="look-option__tick">
            <CheckOutlined />
          </span>
        )}
      </span>
      <span className="look-option__label">{label}</span>
    </button>
  );
}

/** The settings panel's body: theme, colour, navigation and layout, each shown as it looks. */
export default function LookSettings() {
  const { t } = useTranslation();
  const { themeType, themeColor, navStyle, layoutType } = useAppState().settings;
  const setLook = useSetLook();
  const isPreset = colourPresets.some(({ colour }) => colour.toLowerCase() === themeColor.toLowerCase());
  // The chooser reports every step of a drag; re-theming the whole console at each one would stutter.
  const pendingColour = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingColour.current), []);
  const chooseColour = (colour: string) => {
    window.clearTimeout(pendingColour.current);
    pendingColour.current = window.setTimeout(() => setLook({ themeColor: colour }), 150);
  };

  const navOptions = (styles: readonly NavStyle[]) => (
    <div className="look-options">
      {styles.map((style) => (
        <Option
          key={style}
          label={t(navStyleLabelKeys[style])}
          selected={style === navStyle}
          onSelect={() => setLook({ navStyle: style })}
          testId={`look-nav-${style}`}
        >
          <NavStyleThumbnail navStyle={style} primary={themeColor} />
        </Option>
      ))}
    </div>
  );

  return (
    <div className="look-settings" data-testid="look-settings">
      <Section title={t('look.themeTitle')}>
        <div className="look-options">
          {themeTypes.map((type) => (
            <Option
              key={type}
              label={t(themeLabelKeys[type])}
              selected={type === themeType}
              onSelect={() => setLook({ themeType: type })}
              testId={`look-theme-${type}`}
            >
              <ThemeThumbnail themeType={type} primary={themeColor} />
            </Option>
          ))}
        </div>
      </Section>

      <Section title={t('look.colourTitle')}>
        <div className="look-colours">
          {colourPresets.map(({ colour, labelKey }) => {
            const selected = colour.toLowerCase() === themeColor.toLowerCase();
            return (
              <Tooltip key={colour} title={t(labelKey)}>
                <button
                  type="button"
                  className="look-colour"
                  style={{ background: colour }}
                  aria-label={t(labelKey)}
                  aria-pressed={selected}
                  onClick={() => setLook({ themeColor: colour })}
                  data-testid={`look-colour-${colour.slice(1)}`}
                >
                  {selected && <CheckOutlined />}
                </button>
              </Tooltip>
            );
          })}
          {/*
            The browser's own colour chooser: antd's ColorPicker shares modules with Button's
            styles and would ride along into the sign-in page's JavaScript.
          */}
          <Tooltip title={t('look.colourCustom')}>
            <label className="look-colour look-colour--custom" style={isPreset ? undefined : { background: themeColor }}>
              <input
                type="color"
                className="look-colour__input"
                defaultValue={themeColor}
                onChange={(event) => chooseColour(event.target.value)}
                aria-label={t('look.colourCustom')}
                data-testid="look-colour-custom"
              />
              {isPreset ? <BgColorsOutlined /> : <CheckOutlined />}
            </label>
          </Tooltip>
        </div>
      </Section>

      <Section title={t('look.navStyleTitle')}>
        <p className="look-settings__hint">{t('look.sidebarStyles')}</p>
        {navOptions(sidebarNavStyles)}
        <p className="look-settings__hint">{t('look.horizontalStyles')}</p>
        {navOptions(horizontalNavStyles)}
        <p className="look-settings__note">{t('look.smallScreenNote')}</p>
      </Section>

      <Section title={t('look.layoutTypeTitle')}>
        <div className="look-options">
          {layoutTypes.map((type) => (
            <Option
              key={type}
              label={t(layoutLabelKeys[type])}
              selected={type === layoutType}
              onSelect={() => setLook({ layoutType: type })}
              testId={`look-layout-${type}`}
            >
              <LayoutTypeThumbnail layoutType={type} primary={themeColor} />
            </Option>
          ))}
        </div>
      </Section>

      <Button
        block
        icon={<UndoOutlined />}
        onClick={() =>
          setLook({
            themeType: initialSettingsState.themeType,
            themeColor: initialSettingsState.themeColor,
            navStyle: initialSettingsState.navStyle,
            layoutType: initialSettingsState.layoutType,
          })
        }
        data-testid="look-reset"
      >
        {t('look.reset')}
      </Button>
    </div>
  );
}
