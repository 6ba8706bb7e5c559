import { Modal, type ButtonProps } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface UnsavedChanges {
  /** The question, to render where the screen is: it opens when a way out is taken. */
  prompt: ReactNode;
  /** Runs `leave` at once when nothing waits to be saved; otherwise asks first. */
  confirmDiscard: (leave: () => void) => void;
  /** Before a save that may navigate: the edits are on their way, nothing to guard meanwhile. */
  release: () => void;
  /** The save failed: the edits are still only here. */
  hold: () => void;
}

/**
 * Guards edits that are not saved yet: a link, Back, closing the tab or the screen's own Cancel ask
 * before the edits are lost. One screen at a time holds the guard (the router keeps one blocker).
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const { t } = useTranslation();
  // Read when a navigation starts, so that a save which navigates right after is not held back.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const released = useRef(false);
  const guarded = () => dirtyNow.current && !released.current;
  // A change of filters or tab on the same screen keeps the edits on screen: only leaving it asks.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirtyNow.current && !released.current && currentLocation.pathname !== nextLocation.pathname, []),
  );
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    // The browser asks in its own words; a text of ours would not be shown.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };
  const leave = () => {
    released.current = true;
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.();
    setPending(null);
  };
  const confirmDiscard = (then: () => void) => {
    if (guarded()) setPending(() => then);
    else then();
  };

  const prompt = (
    <Modal
      open={blocker.state === 'blocked' || pending !== null}
      title={t('unsaved.title')}
      destroyOnHidden
      onCancel={stay}
      onOk={leave}
      okText={t('unsaved.leave')}
      cancelText={t('unsaved.stay')}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'unsaved-leave' } as ButtonProps) }}
      cancelButtonProps={{ ...({ 'data-testid': 'unsaved-stay' } as ButtonProps) }}
      data-testid="unsaved-changes"
    >
      {t('unsaved.body')}
    </Modal>
  );
  const release = () => {
    released.current = true;
  };
  const hold = () => {
    released.current = false;
  };
  return { prompt, confirmDiscard, release, hold };
}
