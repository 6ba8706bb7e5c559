import { useState } from 'react';

/** A tab's own page and page size (the customer page's URL keeps the tab, not each tab's page). */
export function useTabPage(limit = 10) {
  const [state, setState] = useState({ page: 0, limit });
  return { ...state, onPageChange: (page: number, size: number) => setState({ page: size === state.limit ? page : 0, limit: size }) };
}
