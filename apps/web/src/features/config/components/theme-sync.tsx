import { useEffect } from 'react';
import { COLOUR_KEYS, type ThemeColours } from '@shop/shared';
import { useConfig } from '../api/get-config';
import { useThemeMode } from '../hooks/use-theme-mode';

const CSS_VARIABLES: Record<keyof ThemeColours, string> = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  dark: '--color-dark',
  text: '--color-text',
  fadedText: '--color-faded-text',
  background: '--color-background',
  section: '--color-section',
};

/**
 * Writes the server's colours for the active mode and its favicon into the document; the title is
 * each page's (lib/page-meta.tsx).
 */
export function ThemeSync() {
  const { data: config } = useConfig();
  const { mode } = useThemeMode();

  useEffect(() => {
    if (!config) return;
    const style = document.documentElement.style;
    const colours = config.theme[mode];
    for (const key of COLOUR_KEYS) style.setProperty(CSS_VARIABLES[key], colours[key]);
  }, [config, mode]);

  const icon = config?.icon;
  useEffect(() => {
    if (!icon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = icon;
  }, [icon]);

  return null;
}
