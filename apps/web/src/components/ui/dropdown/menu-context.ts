import { createContext, use } from 'react';

interface MenuContextValue {
  /** Closes the menu and puts focus back on its trigger. */
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenu(): MenuContextValue {
  const value = use(MenuContext);
  if (!value) throw new Error('Menu items must be rendered inside <DropdownMenu>.');
  return value;
}
