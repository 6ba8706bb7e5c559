import { createContext, useContext } from 'react';
import type { AccountModal } from './AppUserMenu.tsx';

/**
 * What the header's controls open. The controls move between the header and the sidebar with the
 * nav style, so the modals and the settings panel they open live in the layout, which stays: a
 * panel held by the controls would close itself the moment it changed the nav style.
 */
export interface LayoutActions {
  openAccountModal: (modal: AccountModal) => void;
  openSettings: () => void;
}

export const LayoutActionsContext = createContext<LayoutActions | null>(null);

export function useLayoutActions(): LayoutActions {
  const actions = useContext(LayoutActionsContext);
  if (!actions) throw new Error('useLayoutActions needs the LayoutActionsContext of AppLayout');
  return actions;
}
