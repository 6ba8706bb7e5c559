import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreeningCasesTab } from './ScreeningCasesTab.tsx';
import { WatchlistsTab } from './WatchlistsTab.tsx';

const tabParam = 'tab';
const watchlistsTab = 'watchlists';

/** The spec's "Comply Advantage": the cases sanctions screening opened, and the watchlists behind them. */
export default function ComplyAdvantagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = params.get(tabParam) === watchlistsTab ? watchlistsTab : 'cases';
  // A tab change keeps only the display settings, not the other tab's filters.
  const chooseTab = (key: string) => {
    const next = new URLSearchParams();
    for (const name of ['theme', 'nav-style', 'layout-type', 'lang']) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    if (key === watchlistsTab) next.set(tabParam, watchlistsTab);
    setParams(next);
  };
  return (
    <div data-testid="comply-advantage-page">
      <Tabs
        activeKey={active}
        onChange={chooseTab}
        destroyOnHidden
        items={[
          { key: 'cases', label: <span data-testid="tab-cases">{t('screening.tabs.cases')}</span>, children: <ScreeningCasesTab /> },
          { key: watchlistsTab, label: <span data-testid="tab-watchlists">{t('screening.tabs.watchlists')}</span>, children: <WatchlistsTab /> },
        ]}
      />
    </div>
  );
}
