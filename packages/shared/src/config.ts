import { z } from 'zod';
import { CLIENT_TYPES } from './client-types';

export const COLOUR_KEYS = [
  'primary',
  'secondary',
  'dark',
  'text',
  'fadedText',
  'background',
  'section',
] as const;

const colour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'El color debe tener el formato #RRGGBB.');

export const ThemeColoursSchema = z.object(
  Object.fromEntries(COLOUR_KEYS.map((k) => [k, colour])) as Record<
    (typeof COLOUR_KEYS)[number],
    typeof colour
  >,
);
export type ThemeColours = z.infer<typeof ThemeColoursSchema>;

export const ThemeSchema = z.object({ light: ThemeColoursSchema, dark: ThemeColoursSchema });
export type Theme = z.infer<typeof ThemeSchema>;

/** A fraction such as 0.19 with at most five decimals (the spec rounds percentages that way). */
export const FractionSchema = z
  .number()
  .min(0, 'El porcentaje no puede ser negativo.')
  .max(1, 'El porcentaje no puede superar 100 %.')
  .refine(
    (v) => Number.isInteger(Math.round(v * 1e5)) && Math.abs(v * 1e5 - Math.round(v * 1e5)) < 1e-6,
    'Use como máximo cinco decimales.',
  );

export const ExtraPercentageSchema = z.object(
  Object.fromEntries(CLIENT_TYPES.map((t) => [t, FractionSchema])) as Record<
    (typeof CLIENT_TYPES)[number],
    typeof FractionSchema
  >,
);

export const TaxesSchema = z.object({ reteica: FractionSchema, retefuente: FractionSchema });

/** Whole Colombian pesos. */
export const PesosSchema = z.number().int('Use pesos enteros.').min(0).max(1e13);

/** What `GET /api/config` gives anyone (DESIGN.md departure 4): never SMTP data. */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  icon: z.string(),
  logo: z.string(),
  theme: ThemeSchema,
  extraPercentage: ExtraPercentageSchema,
  taxes: TaxesSchema,
  minimumPurchase: PesosSchema,
  retentionThreshold: PesosSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

// Light primary and dark primary are the spec's defaults; the rest keep WCAG AA contrast.
export const DEFAULT_THEME: Theme = {
  light: {
    primary: '#188f4b',
    secondary: '#0f5132',
    dark: '#11261a',
    text: '#1a1f1c',
    fadedText: '#55605a',
    background: '#ffffff',
    section: '#f3f6f4',
  },
  dark: {
    primary: '#41a114',
    secondary: '#7fd858',
    dark: '#050805',
    text: '#e8eee9',
    fadedText: '#a5b0a8',
    background: '#111513',
    section: '#1a201c',
  },
};

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  shopName: 'Tienda',
  icon: '/brand/icon.svg',
  logo: '/brand/logo.svg',
  theme: DEFAULT_THEME,
  extraPercentage: {
    CLIENT_FINAL: 0,
    DISTRIBUTOR: 0,
    SOLUTION_INTEGRATOR: 0,
    GOVERMENT: 0,
    TECHNICAL: 0,
  },
  taxes: { reteica: 0, retefuente: 0 },
  minimumPurchase: 0,
  retentionThreshold: 0,
};
