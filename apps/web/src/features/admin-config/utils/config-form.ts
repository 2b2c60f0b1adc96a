import { z } from 'zod';
import {
  CLIENT_TYPES,
  COLOUR_KEYS,
  colourMessage,
  ConfigDataSchema,
  fractionToPercent,
  HEX_COLOUR,
  ImageUrlSchema,
  percentToFraction,
  SMTP_MESSAGES,
  SmtpPatchSchema,
  smtpPasswordMustBeTyped,
  type AdminConfig,
  type ClientType,
  type ConfigData,
  type SmtpPatch,
  type ThemeModeName,
} from '@shop/shared';
import { formatPesos, parsePesos } from '../../../utils/pesos';

type ColourKey = (typeof COLOUR_KEYS)[number];
export const THEME_MODES = ['light', 'dark'] as const satisfies readonly ThemeModeName[];

/** The page's fields as typed: numbers stay text until they are checked. */
export interface ConfigFormValues {
  theme: Record<ThemeModeName, Record<ColourKey, string>>;
  extraPercentage: Record<ClientType, string>;
  minimumPurchase: string;
  /** Days a quote keeps its prices (1 to 365). */
  quoteValidityDays: string;
  icon: string;
  logo: string;
  smtp: {
    host: string;
    port: string;
    user: string;
    /** Never the stored one: empty keeps it, unless clearPassword is ticked. */
    pass: string;
    clearPassword: boolean;
    secure: boolean;
    from: string;
  };
  notificationEmail: string;
}

const percentText = new Intl.NumberFormat('es-CO', {
  maximumFractionDigits: 3,
  useGrouping: false,
});

/** '2,5', '2.5' or '2,5 %' → 2.5; anything else (letters, two commas, negative) → null. */
export function parsePercent(text: string): number | null {
  const clean = text.replace(/\s|%/g, '').replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(clean) ? Number(clean) : null;
}

// '200.000', '$ 200.000' or '200000' → 200000; decimals or letters → null (utils/pesos.ts).
export { formatPesos, parsePesos };

const percentField = (max: number) =>
  z.string().refine((v) => {
    const p = parsePercent(v);
    return p !== null && p <= max;
  }, `Escriba un porcentaje entre 0 y ${max}, por ejemplo 2,5.`);

const pesosField = z
  .string()
  .refine(
    (v) => parsePesos(v) !== null,
    'Escriba un valor en pesos, sin centavos, por ejemplo 200.000.',
  );

const themeMode = (mode: ThemeModeName) =>
  z.object(
    Object.fromEntries(
      COLOUR_KEYS.map((k) => [k, z.string().trim().regex(HEX_COLOUR, colourMessage(mode, k))]),
    ) as Record<ColourKey, z.ZodString>,
  );

/** The page's checks, with the rules of the shared request schema where they are the same. */
export const ConfigFormSchema = z.object({
  theme: z.object({ light: themeMode('light'), dark: themeMode('dark') }),
  extraPercentage: z.object(
    Object.fromEntries(CLIENT_TYPES.map((t) => [t, percentField(100)])) as Record<
      ClientType,
      ReturnType<typeof percentField>
    >,
  ),
  minimumPurchase: pesosField,
  quoteValidityDays: z
    .string()
    .refine(
      (v) => /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 365,
      'Escriba un número de días entre 1 y 365.',
    ),
  icon: ImageUrlSchema,
  logo: ImageUrlSchema,
  smtp: z.object({
    host: SmtpPatchSchema.shape.host.unwrap(),
    port: z.string().refine((v) => {
      const n = Number(v.trim());
      return /^\d+$/.test(v.trim()) && n >= 1 && n <= 65535;
    }, SMTP_MESSAGES.port),
    user: z.string().trim(),
    pass: z.string(),
    clearPassword: z.boolean(),
    secure: z.boolean(),
    from: SmtpPatchSchema.shape.from.unwrap(),
  }),
  notificationEmail: ConfigDataSchema.shape.notificationEmail.unwrap(),
}) satisfies z.ZodType<ConfigFormValues>;

/** The stored settings as the page shows them: fractions as percentages, pesos with points. */
export function toFormValues(config: AdminConfig): ConfigFormValues {
  const percent = (fraction: number) => percentText.format(fractionToPercent(fraction));
  return {
    theme: { light: { ...config.theme.light }, dark: { ...config.theme.dark } },
    extraPercentage: Object.fromEntries(
      CLIENT_TYPES.map((t) => [t, percent(config.extraPercentage[t])]),
    ) as Record<ClientType, string>,
    minimumPurchase: formatPesos(config.minimumPurchase),
    quoteValidityDays: String(config.quoteValidityDays),
    icon: config.icon,
    logo: config.logo,
    smtp: {
      host: config.smtp.host,
      port: String(config.smtp.port),
      user: config.smtp.user,
      pass: '',
      clearPassword: false,
      secure: config.smtp.secure,
      from: config.smtp.from,
    },
    notificationEmail: config.notificationEmail,
  };
}

/** Only the keys whose value differs from the stored one; undefined when none does. */
function changed<T extends Record<string, unknown>>(
  typed: T,
  stored: { [K in keyof T]?: unknown },
): Partial<T> | undefined {
  const diff = Object.fromEntries(
    Object.entries(typed).filter(([key, value]) => value !== stored[key]),
  ) as Partial<T>;
  return Object.keys(diff).length ? diff : undefined;
}

const percentsToFractions = <K extends string>(values: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([k, v]) => [k, percentToFraction(parsePercent(v) ?? 0)]),
  ) as Record<K, number>;

/** The SMTP fields that differ from the stored ones; the password only when typed or cleared. */
export function smtpChanges(
  config: AdminConfig,
  smtp: ConfigFormValues['smtp'],
): SmtpPatch | undefined {
  const { pass, clearPassword, port, ...rest } = smtp;
  const typed: SmtpPatch = { ...rest, port: Number(port) };
  if (clearPassword && config.smtp.hasPassword) typed.pass = '';
  else if (pass !== '') typed.pass = pass;
  return changed(typed, config.smtp);
}

/**
 * Whether the typed SMTP fields move the stored password to another host, port or user (and it is
 * not being removed): then the password must be typed again, as the API requires. True while it is
 * typed too, so the page keeps saying why the field is required.
 */
export const smtpPasswordRequired = (config: AdminConfig, smtp: ConfigFormValues['smtp']) =>
  smtpPasswordMustBeTyped(config.smtp, smtpChanges(config, { ...smtp, pass: '' }));

/** The page's checks for these stored settings: the fixed ones and the SMTP password's rule. */
export const configFormSchema = (config: AdminConfig) =>
  ConfigFormSchema.superRefine(({ smtp }, ctx) => {
    if (smtp.pass === '' && smtpPasswordRequired(config, smtp))
      ctx.addIssue({ code: 'custom', path: ['smtp', 'pass'], message: SMTP_MESSAGES.passRequired });
  });

/**
 * What PATCH /api/config gets: only the fields the admin changed
 * (docs/architecture.md, "Contract: API calls").
 */
export function configChanges(config: AdminConfig, values: ConfigFormValues): ConfigData {
  const light = changed(values.theme.light, config.theme.light);
  const dark = changed(values.theme.dark, config.theme.dark);
  const data: ConfigData = {
    ...(light || dark ? { theme: { ...(light && { light }), ...(dark && { dark }) } } : {}),
    extraPercentage: changed(percentsToFractions(values.extraPercentage), config.extraPercentage),
    ...changed(
      {
        minimumPurchase: parsePesos(values.minimumPurchase) ?? 0,
        quoteValidityDays: Number(values.quoteValidityDays.trim()),
        icon: values.icon,
        logo: values.logo,
        notificationEmail: values.notificationEmail,
      },
      config,
    ),
    smtp: smtpChanges(config, values.smtp),
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as ConfigData;
}
