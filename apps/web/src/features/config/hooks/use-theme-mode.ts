import { createContext, use } from 'react';
import type { ThemeMode } from '../utils/theme-mode';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = use(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs <ThemeModeProvider>.');
  return value;
}
