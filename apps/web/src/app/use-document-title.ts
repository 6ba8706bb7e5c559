import { useEffect } from 'react';

/** Names the browser tab after the screen, so several open consoles can be told apart. */
export function useDocumentTitle(title: string, exchangeName: string): void {
  useEffect(() => {
    document.title = title === exchangeName ? exchangeName : `${title} · ${exchangeName}`;
  }, [title, exchangeName]);
}
