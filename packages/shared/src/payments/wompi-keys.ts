import { z } from 'zod';

/**
 * The online gateway's keys (Configuración › Pagos), set like the SMTP password: write-only, never
 * answered back, audited. Wompi marks each key with its environment in a prefix, so a production
 * key typed into the sandbox (or the other way round) is caught before a customer meets it.
 */
export const WOMPI_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type WompiEnvironment = (typeof WOMPI_ENVIRONMENTS)[number];

export const WOMPI_ENVIRONMENT_LABELS: Record<WompiEnvironment, string> = {
  sandbox: 'pruebas (sandbox)',
  production: 'producción',
};

export const WOMPI_KEY_NAMES = [
  'publicKey',
  'privateKey',
  'integritySecret',
  'eventsSecret',
] as const;
export type WompiKeyName = (typeof WOMPI_KEY_NAMES)[number];

export const WOMPI_KEY_LABELS: Record<WompiKeyName, string> = {
  publicKey: 'llave pública',
  privateKey: 'llave privada',
  integritySecret: 'secreto de integridad',
  eventsSecret: 'secreto de eventos',
};

/** Wompi's prefixes (docs.wompi.co, "Ambientes y llaves"). */
export const WOMPI_KEY_PREFIXES: Record<WompiEnvironment, Record<WompiKeyName, string>> = {
  sandbox: {
    publicKey: 'pub_test_',
    privateKey: 'prv_test_',
    integritySecret: 'test_integrity_',
    eventsSecret: 'test_events_',
  },
  production: {
    publicKey: 'pub_prod_',
    privateKey: 'prv_prod_',
    integritySecret: 'prod_integrity_',
    eventsSecret: 'prod_events_',
  },
};

export const WOMPI_MESSAGES = {
  keyFormat:
    'Las llaves de Wompi solo tienen letras, números y guiones bajos: cópiela de nuevo desde el panel de Wompi.',
  environment: 'Seleccione el ambiente de Wompi: pruebas (sandbox) o producción.',
} as const;

/** The article of each key's label: 'la llave pública', 'el secreto de eventos'. */
export const WOMPI_KEY_ARTICLES: Record<WompiKeyName, 'la' | 'el'> = {
  publicKey: 'la',
  privateKey: 'la',
  integritySecret: 'el',
  eventsSecret: 'el',
};

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Why `value` cannot be the `key` of `environment`, or null when its prefix says it is. */
export function wompiKeyProblem(
  environment: WompiEnvironment,
  key: WompiKeyName,
  value: string,
): string | null {
  const prefix = WOMPI_KEY_PREFIXES[environment][key];
  if (value.startsWith(prefix) && value.length > prefix.length) return null;
  const other = environment === 'sandbox' ? 'production' : 'sandbox';
  const article = WOMPI_KEY_ARTICLES[key];
  const the = `${capitalized(article)} ${WOMPI_KEY_LABELS[key]}`;
  if (value.startsWith(WOMPI_KEY_PREFIXES[other][key]))
    return `${the} es de ${WOMPI_ENVIRONMENT_LABELS[other]} y el ambiente elegido es ${WOMPI_ENVIRONMENT_LABELS[environment]}: use ${article} de ${WOMPI_ENVIRONMENT_LABELS[environment]}, que empieza por ${prefix}.`;
  return `${the} de ${WOMPI_ENVIRONMENT_LABELS[environment]} empieza por ${prefix}: cópie${article === 'la' ? 'la' : 'lo'} de nuevo desde el panel de Wompi.`;
}

const keyText = z
  .string()
  .trim()
  .max(200, WOMPI_MESSAGES.keyFormat)
  .regex(/^\w*$/, WOMPI_MESSAGES.keyFormat);

/** `configData.wompi`: each key absent stays as stored, '' clears it. */
export const WompiPatchSchema = z.strictObject({
  environment: z.enum(WOMPI_ENVIRONMENTS, { error: WOMPI_MESSAGES.environment }).optional(),
  publicKey: keyText.optional(),
  privateKey: keyText.optional(),
  integritySecret: keyText.optional(),
  eventsSecret: keyText.optional(),
});
export type WompiPatch = z.infer<typeof WompiPatchSchema>;

/** The gateway as an admin reads it: which keys are stored, never a key itself. */
export const WompiViewSchema = z.object({
  environment: z.enum(WOMPI_ENVIRONMENTS),
  hasPublicKey: z.boolean(),
  hasPrivateKey: z.boolean(),
  hasIntegritySecret: z.boolean(),
  hasEventsSecret: z.boolean(),
  /** Every key stored: online methods are offered. */
  ready: z.boolean(),
  /** The address to paste as "URL de eventos" in Wompi's dashboard. */
  eventsUrl: z.string(),
});
export type WompiView = z.infer<typeof WompiViewSchema>;
