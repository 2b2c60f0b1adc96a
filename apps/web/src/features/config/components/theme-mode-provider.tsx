import { useEffect, useState, type ReactNode } from 'react';
import { storage } from '../../../lib/storage';
import { ThemeModeContext } from '../hooks/use-theme-mode';
import { readInitialMode, THEME_STORAGE_KEY, type ThemeMode } from '../utils/theme-mode';

/** Light or dark: `data-theme="dark"` on <html> selects the dark tokens; the choice is kept. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readInitialMode);

  useEffect(() => {
    const root = document.documentElement;
    if (mode === 'dark') root.dataset.theme = 'dark';
    else delete root.dataset.theme;
  }, [mode]);

  const toggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    storage.set(THEME_STORAGE_KEY, next);
    setMode(next);
  };

  return <ThemeModeContext value={{ mode, toggle }}>{children}</ThemeModeContext>;
}
