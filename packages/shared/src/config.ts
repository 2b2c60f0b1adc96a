import { z } from 'zod';
import { CLIENT_TYPES } from './client-types';
import { COLOUR_KEYS } from './colour-keys';
import { lineText } from './fields';
import {
  BankAccountSchema,
  BankAccountsInputSchema,
  DEFAULT_DOCUMENT_TERMS,
  DOCUMENT_TERM_KEYS,
  documentTerm,
  DocumentTermsSchema,
  type DocumentTermKey,
} from './config-documents';
import { SellerProfilePatchSchema, TAX_MESSAGES } from './taxes/admin';
import { SellerProfileSchema } from './taxes/parties';
import { onlinePaymentHoursField } from './payments/online';
import { WompiPatchSchema, WompiViewSchema } from './payments/wompi-keys';

export { COLOUR_KEYS } from './colour-keys';
export * from './config-documents';

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

/**
 * What `GET /api/config` gives anyone (docs/architecture.md, departure 4): never SMTP data.
 * `taxes` and `retentionThreshold` keep the old shape but are read-only: today's ReteFuente rate,
 * the default municipal ReteICA and today's ReteFuente base in pesos, from the dated rules
 * (docs/taxes.md; departure 12).
 */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  icon: z.string(),
  logo: z.string(),
  theme: ThemeSchema,
  extraPercentage: ExtraPercentageSchema,
  taxes: TaxesSchema,
  minimumPurchase: PesosSchema,
  retentionThreshold: PesosSchema,
  /** The conditions every quote and order prints, shown on the pages that show them too. */
  documentTerms: DocumentTermsSchema,
  /**
   * Whether an SMTP server is set, and so whether the shop's mails can leave at all: the pages
   * promise a mail only when it is (no SMTP detail is answered). Absent from older answers.
   */
  mailConfigured: z.boolean().optional(),
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
  documentTerms: DEFAULT_DOCUMENT_TERMS,
};

// ---------------------------------------------------------------------------------------------
// The configuration page (ADMIN_CONFIG): the full settings, and what PATCH /api/config takes.

export const CONFIG_MESSAGES = {
  updated: 'Configuraciones actualizadas correctamente.',
  updateFailed: 'Hubo un problema al actualizar las configuraciones.',
  saveFailed: 'Error al guardar los cambios.',
  noChanges: 'No hay cambios para guardar.',
  testMailSent: (to: string) => `Correo de prueba enviado a ${to}.`,
} as const;

/** Spanish names of the theme's colour keys, for labels and messages. */
export const COLOUR_LABELS: Record<(typeof COLOUR_KEYS)[number], string> = {
  primary: 'Primario',
  secondary: 'Secundario',
  dark: 'Oscuro',
  text: 'Texto',
  fadedText: 'Texto atenuado',
  background: 'Fondo',
  section: 'Sección',
};
export const THEME_MODE_LABELS = { light: 'tema claro', dark: 'tema oscuro' } as const;
export type ThemeModeName = keyof typeof THEME_MODE_LABELS;

/**
 * `#` and 3 or 6 hex digits. The spec says "up to 6"; 1, 2, 4 or 5 digits are not colours a browser
 * draws the same way (or at all), so only the two CSS forms are taken.
 */
export const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const colourMessage = (mode: ThemeModeName, key: (typeof COLOUR_KEYS)[number]) =>
  `El color «${COLOUR_LABELS[key]}» del ${THEME_MODE_LABELS[mode]} debe ser # seguido de 3 o 6 dígitos hexadecimales, por ejemplo #188f4b.`;

const themePatch = (mode: ThemeModeName) =>
  z.strictObject(
    Object.fromEntries(
      COLOUR_KEYS.map((k) => [
        k,
        z
          .string({ error: colourMessage(mode, k) })
          .regex(HEX_COLOUR, colourMessage(mode, k))
          .optional(),
      ]),
    ) as Record<(typeof COLOUR_KEYS)[number], z.ZodOptional<z.ZodString>>,
  );

/** The percentage a fraction shows as (0.025 → 2.5), without float noise. */
export const fractionToPercent = (fraction: number) => Math.round(fraction * 1e5) / 1e3;
/** The fraction a typed percentage is stored as: ÷ 100, rounded to 5 decimals (2.5 → 0.025). */
export const percentToFraction = (percent: number) => Math.round(percent * 1e3) / 1e5;

/** Same-origin paths (uploaded files, the bundled /brand/ drawings) or https addresses. */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(500, 'La dirección no puede superar 500 caracteres.')
  .regex(
    /^(\/(?![/\\])[\w\-./%]*|https:\/\/[^\s"'<>\\]+)$/,
    'Use una dirección que empiece por /api/files/ (archivo subido) o por https://.',
  );

export const SMTP_MESSAGES = {
  host: 'Escriba el servidor SMTP sin espacios, por ejemplo smtp.gmail.com.',
  port: 'El puerto SMTP es un número entre 1 y 65535 (587 o 465 por lo general).',
  from: 'El remitente debe ser un correo válido, por ejemplo «Tienda <ventas@tienda.com>» o ventas@tienda.com.',
  notConfigured:
    'No hay un servidor SMTP configurado. Escriba el servidor y guarde antes de enviar el correo de prueba.',
  /** The stored password goes only with the host, port and user it was stored with. */
  passRequired:
    'Cambió el servidor, el puerto o el usuario: escriba de nuevo la contraseña SMTP o quite la guardada.',
} as const;

const FROM = /^([^<>"\r\n]{0,100}<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** SMTP fields as the page edits them; the password is write-only. */
export const SmtpPatchSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .max(253)
    .regex(/^([a-zA-Z0-9.-]*|\[[0-9a-fA-F:.]+\])$/, SMTP_MESSAGES.host)
    .optional(),
  port: z
    .number({ error: SMTP_MESSAGES.port })
    .int(SMTP_MESSAGES.port)
    .min(1, SMTP_MESSAGES.port)
    .max(65535, SMTP_MESSAGES.port)
    .optional(),
  user: lineText(254).optional(),
  /** Absent: unchanged; '' clears it. */
  pass: z.string().max(512).optional(),
  secure: z.boolean().optional(),
  from: z
    .string()
    .trim()
    .refine((v) => v === '' || FROM.test(v), SMTP_MESSAGES.from)
    .optional(),
});
export type SmtpPatch = z.infer<typeof SmtpPatchSchema>;

/** The fields the stored SMTP password belongs with: it is never sent anywhere else. */
export const SMTP_PASSWORD_BOUND_TO = ['host', 'port', 'user'] as const;

/**
 * Whether `patch` would use the stored password with another server, port or user than the ones
 * it was stored with: then the patch must carry its own `pass` (typed again, or '' to clear it).
 * Without a stored password there is nothing to protect, so relays without one are untouched.
 */
export function smtpPasswordMustBeTyped(
  stored: { host: string; port: number; user: string; hasPassword: boolean },
  patch: SmtpPatch | undefined,
): boolean {
  if (!stored.hasPassword || !patch || patch.pass !== undefined) return false;
  return SMTP_PASSWORD_BOUND_TO.some(
    (key) => patch[key] !== undefined && patch[key] !== stored[key],
  );
}

/** Only the fields that change; every part is optional and unknown keys are refused. */
export const ConfigDataSchema = z.strictObject({
  shopName: lineText(120).min(1, 'El nombre de la tienda no puede quedar vacío.').optional(),
  icon: ImageUrlSchema.optional(),
  logo: ImageUrlSchema.optional(),
  theme: z
    .strictObject({ light: themePatch('light').optional(), dark: themePatch('dark').optional() })
    .optional(),
  extraPercentage: z
    .strictObject(
      Object.fromEntries(CLIENT_TYPES.map((t) => [t, FractionSchema.optional()])) as Record<
        (typeof CLIENT_TYPES)[number],
        z.ZodOptional<typeof FractionSchema>
      >,
    )
    .optional(),
  /** Refused: withholdings are dated rules now (PUT /api/tax-rules), see TAX_MESSAGES.movedToRules. */
  taxes: z.never({ error: TAX_MESSAGES.movedToRules }).optional(),
  minimumPurchase: PesosSchema.optional(),
  retentionThreshold: z.never({ error: TAX_MESSAGES.movedToRules }).optional(),
  /** The shop as seller: NIT, regime, autorretenedor, address (Configuración › Impuestos). */
  seller: SellerProfilePatchSchema.optional(),
  quoteValidityDays: z
    .number()
    .int('Los días de vigencia son un número entero.')
    .min(1, 'La cotización debe valer al menos 1 día.')
    .max(365, 'La cotización no puede valer más de 365 días.')
    .optional(),
  smtp: SmtpPatchSchema.optional(),
  /** Delivery time, warranty and payment terms printed on quotes and orders; each optional. */
  documentTerms: z
    .strictObject(
      Object.fromEntries(DOCUMENT_TERM_KEYS.map((k) => [k, documentTerm(k).optional()])) as Record<
        DocumentTermKey,
        z.ZodOptional<ReturnType<typeof documentTerm>>
      >,
    )
    .optional(),
  /** The accounts for bank transfers, as a whole list that replaces the stored one. */
  bankAccounts: BankAccountsInputSchema.optional(),
  /** The online gateway's environment and keys (write-only). */
  wompi: WompiPatchSchema.optional(),
  /** How long an unpaid order paid online keeps its stock. */
  onlinePaymentHours: onlinePaymentHoursField.optional(),
  /** Where "nuevo registro" mails go; '' clears it. */
  notificationEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'El correo de notificaciones no es válido.',
    )
    .optional(),
});
export type ConfigData = z.infer<typeof ConfigDataSchema>;

/** The spec's name for the SMTP settings (`email: { host, port, user, pass }`). */
export const SpecEmailSchema = SmtpPatchSchema.pick({
  host: true,
  port: true,
  user: true,
  pass: true,
});

/**
 * PATCH /api/config, in the spec's shape (§7): `{ id: 1, configData }`. The spec's `email` block is
 * the SMTP settings under its old name: it is read as `smtp`, whose own fields win when both come.
 */
export const ConfigPatchSchema = z.strictObject({
  id: z.literal(1, 'El identificador de la configuración del sitio es siempre 1.'),
  configData: ConfigDataSchema.extend({ email: SpecEmailSchema.optional() }).transform(
    ({ email, ...data }): ConfigData =>
      email === undefined ? data : { ...data, smtp: { ...email, ...data.smtp } },
  ),
});
export type ConfigPatch = z.infer<typeof ConfigPatchSchema>;

/** The SMTP settings as an admin reads them: never the password, only whether one is stored. */
export const SmtpViewSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  secure: z.boolean(),
  from: z.string(),
  hasPassword: z.boolean(),
});
export type SmtpView = z.infer<typeof SmtpViewSchema>;

/** GET /api/config for ADMIN_CONFIG (and the PATCH answer): the public fields and the private ones. */
export const AdminConfigSchema = PublicConfigSchema.extend({
  smtp: SmtpViewSchema,
  notificationEmail: z.string(),
  quoteValidityDays: z.number().int(),
  seller: SellerProfileSchema,
  /** Printed on orders paid by bank transfer; never in the public answer. */
  bankAccounts: z.array(BankAccountSchema),
  wompi: WompiViewSchema,
  onlinePaymentHours: z.number().int(),
  updatedAt: z.string(),
});
export type AdminConfig = z.infer<typeof AdminConfigSchema>;

/** POST /api/config/test-mail: the stored settings, with any of them overridden for the test; no body is fine. */
export const TestMailSchema = z.strictObject({ smtp: SmtpPatchSchema.optional() }).nullish();
export type TestMail = z.infer<typeof TestMailSchema>;
