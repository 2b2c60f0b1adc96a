import { storage } from '../../../lib/storage';

export type ThemeMode = 'light' | 'dark';

/** Same key and rule as public/theme-init.js, which applies the mode before React starts. */
export const THEME_STORAGE_KEY = 'theme';

export function readInitialMode(): ThemeMode {
  // On the server (a page drawn for a first visit) there is no preference to read.
  if (typeof window === 'undefined') return 'light';
  const stored = storage.get(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
