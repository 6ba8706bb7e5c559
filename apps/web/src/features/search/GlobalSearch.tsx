import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '@exchange/contract/search/search';
import { Alert, Button, Empty, Input, Modal, Spin, Tooltip, Typography, type InputRef } from 'antd';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { useGlobalSearch, useSettled } from './search-queries.ts';
import { SEARCH_TARGETS } from './search-targets.ts';
import './global-search.css';
import { SearchResultList, flattenHits, type FlatHit } from './SearchResultList.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's "find anything" box: a palette that searches customers, P2P records and fiat
 * money as the admin types, grouped by kind, and opens the one picked (Enter, or a click).
 */
export function GlobalSearch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The highlighted hit belongs to one answer: a new answer starts again from its first hit.
  const [cursor, setCursor] = useState<{ hits: unknown; index: number }>({ hits: null, index: 0 });
  const input = useRef<InputRef>(null);
  const settled = useSettled(text);
  const query = useGlobalSearch(settled);
  const groups = useMemo(() => (settled.trim().length >= SEARCH_TEXT_MIN ? query.data?.groups ?? [] : []), [settled, query.data]);
  const hits = useMemo(() => flattenHits(groups), [groups]);
  const active = cursor.hits === hits ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ hits, index });

  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);

  const close = () => {
    setOpen(false);
    setText('');
  };
  const pick = (item: FlatHit | undefined) => {
    if (!item) return;
    close();
    void navigate(SEARCH_TARGETS[item.group.kind](item.hit));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + hits.length) % hits.length;
      setActive(next);
      document.getElementById(`global-search-hit-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(hits[active]);
    }
  };

  const typed = text.trim().length >= SEARCH_TEXT_MIN;
  const waiting = typed && (settled !== text || query.isFetching);
  let body;
  if (!typed) body = <Typography.Text type="secondary" data-testid="global-search-hint">{t('search.hint')}</Typography.Text>;
  else if (query.isError && !waiting) {
    body = (
      <Alert type="warning" showIcon title={t('search.failed')} description={errorMessage(query.error)}
        action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>} data-testid="global-search-error" />
    );
  } else if (hits.length > 0) body = <SearchResultList groups={groups} active={active} onHover={setActive} onPick={pick} />;
  else if (waiting) body = <div className="global-search__loading"><Spin data-testid="global-search-loading" /></div>;
  else body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.nothing', { text: text.trim() })} data-testid="global-search-empty" />;

  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Tooltip title={`${t('search.open')} (${shortcut})`} placement="bottom">
        <Button type="text" icon={<SearchOutlined />} onClick={show} aria-label={t('search.open')} aria-keyshortcuts="Control+K Meta+K"
          data-testid="global-search-open" className="app-bar-button global-search__button">
          {!compact && <span className="global-search__label">{t('search.placeholder')}</span>}
          {!compact && <kbd className="global-search__kbd">{shortcut}</kbd>}
        </Button>
      </Tooltip>
      <Modal open={open} onCancel={close} footer={null} closable={false} width={620} destroyOnHidden
        afterOpenChange={(visible) => visible && input.current?.focus()} title={null} className="global-search" data-testid="global-search">
        <Input
          ref={input}
          size="large"
          prefix={<SearchOutlined />}
          suffix={waiting && hits.length > 0 ? <Spin size="small" /> : null}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          allowClear
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="global-search-results"
          aria-activedescendant={hits.length > 0 ? `global-search-hit-${active}` : undefined}
          aria-label={t('search.placeholder')}
          data-testid="global-search-input"
        />
        <div className="global-search__body">{body}</div>
        <Typography.Text type="secondary" className="global-search__keys">{t('search.keys')}</Typography.Text>
      </Modal>
    </>
  );
}
