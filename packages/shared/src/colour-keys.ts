// The theme's colour names; zod-free, for the storefront's first download.
export const COLOUR_KEYS = [
  'primary',
  'secondary',
  'dark',
  'text',
  'fadedText',
  'background',
  'section',
] as const;
