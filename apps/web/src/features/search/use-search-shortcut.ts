import { useEffect } from 'react';

/** Ctrl+K, or Cmd+K on a Mac: the shortcut admin tools use for "find anything". */
export function useSearchShortcut(onOpen: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl+K (its address bar search) would take the focus away.
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpen]);
}
