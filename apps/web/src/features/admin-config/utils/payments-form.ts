import {
  ONLINE_PAYMENT_HOURS,
  onlinePaymentHoursField,
  WOMPI_ENVIRONMENT_LABELS,
  WOMPI_ENVIRONMENTS,
  WOMPI_KEY_ARTICLES,
  WOMPI_KEY_LABELS,
  WOMPI_KEY_NAMES,
  WOMPI_KEY_PREFIXES,
  WOMPI_MESSAGES,
  wompiKeyProblem,
  type AdminConfig,
  type ConfigData,
  type WompiEnvironment,
  type WompiKeyName,
  type WompiPatch,
} from '@shop/shared';

/** 'Pagos' as typed: the keys are never the stored ones, only what replaces them. */
export interface PaymentsFormValues {
  environment: WompiEnvironment;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Ticked: the stored key goes, and with it online payments. */
  clear: Record<WompiKeyName, boolean>;
  onlinePaymentHours: string;
}

export type PaymentsFormField = WompiKeyName | 'environment' | 'onlinePaymentHours';
export type PaymentsFormErrors = Partial<Record<PaymentsFormField, string>>;

/** Whether the stored settings hold this key (`hasPublicKey`…). */
export const hasKey = (config: AdminConfig, key: WompiKeyName): boolean =>
  config.wompi[`has${key[0]!.toUpperCase()}${key.slice(1)}` as `has${Capitalize<WompiKeyName>}`];

export const toPaymentsFormValues = (config: AdminConfig): PaymentsFormValues => ({
  environment: config.wompi.environment,
  publicKey: '',
  privateKey: '',
  integritySecret: '',
  eventsSecret: '',
  clear: { publicKey: false, privateKey: false, integritySecret: false, eventsSecret: false },
  onlinePaymentHours: String(config.onlinePaymentHours),
});

const KEY_TEXT = /^\w*$/;
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * Why a key cannot be saved as the form holds it: a typed one must carry the chosen
 * environment's prefix (the API refuses it otherwise, WOMPI_KEY_MISMATCH); a stored one that is
 * neither replaced nor removed must too, so a switch of environment asks for the new keys.
 */
function keyProblem(config: AdminConfig, values: PaymentsFormValues, key: WompiKeyName) {
  const typed = values[key].trim();
  const { environment } = values;
  if (typed) {
    if (!KEY_TEXT.test(typed) || typed.length > 200) return WOMPI_MESSAGES.keyFormat;
    return wompiKeyProblem(environment, key, typed);
  }
  const stays = hasKey(config, key) && !values.clear[key];
  if (stays && environment !== config.wompi.environment) {
    const stored = WOMPI_ENVIRONMENT_LABELS[config.wompi.environment];
    const chosen = WOMPI_ENVIRONMENT_LABELS[environment];
    const article = WOMPI_KEY_ARTICLES[key];
    const kept = article === 'la' ? 'guardada' : 'guardado';
    return `${capital(article)} ${WOMPI_KEY_LABELS[key]} ${kept} es de ${stored}: escriba ${article} de ${chosen}, que empieza por ${WOMPI_KEY_PREFIXES[environment][key]}, o quite ${article} ${kept}.`;
  }
  return null;
}

/** The form's checks, by field; empty when it may be sent. */
export function paymentsFormErrors(
  config: AdminConfig,
  values: PaymentsFormValues,
): PaymentsFormErrors {
  const errors: PaymentsFormErrors = {};
  if (!WOMPI_ENVIRONMENTS.includes(values.environment))
    errors.environment = WOMPI_MESSAGES.environment;
  else
    for (const key of WOMPI_KEY_NAMES) {
      const problem = keyProblem(config, values, key);
      if (problem) errors[key] = problem;
    }
  const hours = values.onlinePaymentHours.trim();
  const parsed = onlinePaymentHoursField.safeParse(/^\d{1,4}$/.test(hours) ? Number(hours) : NaN);
  if (!parsed.success)
    errors.onlinePaymentHours =
      /^\d+$/.test(hours) && hours.length <= 4
        ? (parsed.error.issues[0]?.message ?? HOURS_HELP)
        : 'Escriba las horas de reserva como un número entero, por ejemplo 24.';
  return errors;
}

export const HOURS_HELP = `Entre ${ONLINE_PAYMENT_HOURS.min} y ${ONLINE_PAYMENT_HOURS.max} horas (7 días).`;

/**
 * What PATCH /api/config gets (`{ wompi, onlinePaymentHours }`): the environment if it changed,
 * each key typed, '' for each stored key removed, the hours if they changed. Empty: nothing to do.
 */
export function paymentsChanges(config: AdminConfig, values: PaymentsFormValues): ConfigData {
  const wompi: WompiPatch = {};
  if (values.environment !== config.wompi.environment) wompi.environment = values.environment;
  for (const key of WOMPI_KEY_NAMES) {
    const typed = values[key].trim();
    if (typed) wompi[key] = typed;
    else if (values.clear[key] && hasKey(config, key)) wompi[key] = '';
  }
  const hours = Number(values.onlinePaymentHours.trim());
  return {
    ...(Object.keys(wompi).length > 0 && { wompi }),
    ...(hours !== config.onlinePaymentHours && { onlinePaymentHours: hours }),
  };
}

/** A field of the form named by an issue of the API ('configData.wompi.privateKey'). */
export function paymentsFieldOf(path: string): PaymentsFormField | null {
  const field = path.replace(/^configData\.(wompi\.)?/, '');
  return field === 'environment' ||
    field === 'onlinePaymentHours' ||
    (WOMPI_KEY_NAMES as readonly string[]).includes(field)
    ? (field as PaymentsFormField)
    : null;
}
