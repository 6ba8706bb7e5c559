import type { SearchGroup, SearchHit } from '@exchange/contract/search/search';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FlatHit {
  group: SearchGroup;
  hit: SearchHit;
}

/** The hits in the order the keyboard walks them: group after group. */
export const flattenHits = (groups: readonly SearchGroup[]): FlatHit[] => groups.flatMap((group) => group.hits.map((hit) => ({ group, hit })));

interface SearchResultListProps {
  groups: readonly SearchGroup[];
  active: number;
  onHover: (index: number) => void;
  onPick: (item: FlatHit) => void;
}

/** Hits under a heading per kind; the active one is the one Enter opens. */
export function SearchResultList({ groups, active, onHover, onPick }: SearchResultListProps) {
  const { t, i18n } = useTranslation();
  // Each group's first hit's place in the keyboard order.
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((sum, g) => sum + g.hits.length, 0));
  return (
    <div role="listbox" id="global-search-results" aria-label={t('search.results')} data-testid="global-search-results">
      {groups.map((group, g) => (
        <div key={group.kind} role="group" aria-labelledby={`global-search-kind-${group.kind}`} data-testid={`global-search-group-${group.kind}`}>
          <Typography.Text type="secondary" strong id={`global-search-kind-${group.kind}`} className="global-search__kind">
            {t(`search.kind.${group.kind}`)}
          </Typography.Text>
          {group.hits.map((hit, h) => {
            const mine = (starts[g] ?? 0) + h;
            const status = hit.status && i18n.exists(`status.${hit.status}`) ? t(`status.${hit.status}`) : hit.status;
            return (
              <div
                key={`${group.kind}-${hit.id}`}
                id={`global-search-hit-${mine}`}
                role="option"
                aria-selected={mine === active}
                className={`global-search__hit${mine === active ? ' global-search__hit--active' : ''}`}
                onMouseMove={() => mine !== active && onHover(mine)}
                onClick={() => onPick({ group, hit })}
                data-testid="global-search-hit"
                data-kind={group.kind}
              >
                <div className="global-search__text">
                  <Typography.Text dir="auto" ellipsis>{hit.title}</Typography.Text>
                  {hit.subtitle && (
                    <Typography.Text type="secondary" dir="auto" ellipsis className="global-search__subtitle">
                      {hit.subtitle}
                    </Typography.Text>
                  )}
                </div>
                {status && <Tag style={{ marginInlineEnd: 0 }}>{status}</Tag>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
