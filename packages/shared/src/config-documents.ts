import { z } from 'zod';
import { lineText } from './fields';
import { nitCheckDigit } from './nit';

/**
 * The parts of the site config (`configData.documentTerms`, `configData.bankAccounts`, composed
 * into ConfigDataSchema in config.ts) that quotes and orders print besides their figures
 * (Configuración › Documentos): the delivery time, warranty and payment terms, and the accounts a
 * customer pays a bank transfer into.
 */

/** The longest text of a condition: a paragraph on the PDF, a few lines on the page. */
export const DOCUMENT_TERM_MAX = 600;
/** Enough for the usual two or three accounts of a distributor, few enough to print on an order. */
export const BANK_ACCOUNTS_MAX = 4;

export const DOCUMENT_TERM_LABELS = {
  deliveryTime: 'Tiempo de entrega',
  warranty: 'Garantía',
  paymentTerms: 'Forma de pago',
} as const;
export type DocumentTermKey = keyof typeof DOCUMENT_TERM_LABELS;
export const DOCUMENT_TERM_KEYS = Object.keys(DOCUMENT_TERM_LABELS) as DocumentTermKey[];

/** A condition as typed: several lines allowed, bounded; '' leaves it off the documents. */
export const documentTerm = (key: DocumentTermKey) =>
  z
    .string({ error: `Escriba el texto de «${DOCUMENT_TERM_LABELS[key]}».` })
    .trim()
    .max(
      DOCUMENT_TERM_MAX,
      `«${DOCUMENT_TERM_LABELS[key]}» no puede superar ${DOCUMENT_TERM_MAX} caracteres; resúmalo.`,
    )
    .refine(
      (v) => ![...v].some((c) => (c.charCodeAt(0) < 32 && c !== '\n') || c.charCodeAt(0) === 127),
      `«${DOCUMENT_TERM_LABELS[key]}» contiene caracteres no permitidos; use solo texto y saltos de línea.`,
    );

export const DocumentTermsSchema = z.object({
  deliveryTime: z.string(),
  warranty: z.string(),
  paymentTerms: z.string(),
});
export type DocumentTerms = z.infer<typeof DocumentTermsSchema>;

/** What the three conditions say until staff write their own: a telecom distributor's usual ones. */
export const DEFAULT_DOCUMENT_TERMS: DocumentTerms = {
  deliveryTime:
    'Productos en inventario: despacho dentro de los 2 días hábiles siguientes a la confirmación del pago; la transportadora entrega en 1 a 8 días hábiles según el destino. Productos bajo pedido: el plazo se confirma por escrito antes de aprobar la orden.',
  warranty:
    'Garantía del fabricante contra defectos de fabricación, por el plazo que indica la ficha técnica de cada producto (de uno a tres años en la mayoría de equipos de red y videovigilancia). No cubre descargas eléctricas, humedad, golpes, instalaciones sin polo a tierra ni manipulación por personal no autorizado. Para solicitarla, indique el número de la orden y el serial del equipo.',
  paymentTerms:
    'Pago de contado y anticipado: el despacho se programa cuando el pago está confirmado. El flete no está incluido; se informa antes de despachar.',
};

export const BANK_ACCOUNT_TYPES = ['AHORROS', 'CORRIENTE'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  AHORROS: 'Cuenta de ahorros',
  CORRIENTE: 'Cuenta corriente',
};

export const BANK_ACCOUNT_MESSAGES = {
  bank: 'Escriba el nombre del banco, por ejemplo Bancolombia.',
  accountType: 'Seleccione si la cuenta es de ahorros o corriente.',
  number: 'Escriba el número de la cuenta: de 6 a 20 dígitos, con guiones si el banco los usa.',
  holder: 'Escriba el titular de la cuenta, como figura en el banco.',
  holderNit: 'Escriba el NIT del titular con su dígito de verificación, por ejemplo 900.544.472-2.',
  holderNitDigit: 'El dígito de verificación no corresponde al NIT del titular.',
  tooMany: `Registre como máximo ${BANK_ACCOUNTS_MAX} cuentas bancarias.`,
  repeated: 'Esa cuenta ya está en la lista: cada número de cuenta va una sola vez por banco.',
} as const;

/** An account as the documents print it; `holderNit` is the base digits, printed with formatNit. */
export const BankAccountSchema = z.object({
  bank: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  number: z.string(),
  holder: z.string(),
  holderNit: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** A bank account as staff type it: the NIT with its check digit, stored without it. */
export const BankAccountInputSchema = z.strictObject({
  bank: lineText(60).min(2, BANK_ACCOUNT_MESSAGES.bank),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: BANK_ACCOUNT_MESSAGES.accountType }),
  number: z
    .string({ error: BANK_ACCOUNT_MESSAGES.number })
    .trim()
    .refine((v) => /^\d[\d-]*\d$/.test(v) && /^\d{6,20}$/.test(v.replaceAll('-', '')), {
      error: BANK_ACCOUNT_MESSAGES.number,
    }),
  holder: lineText(120).min(3, BANK_ACCOUNT_MESSAGES.holder),
  holderNit: z
    .string({ error: BANK_ACCOUNT_MESSAGES.holderNit })
    .trim()
    .regex(/^[\d.]{8,19}-\d$/, { error: BANK_ACCOUNT_MESSAGES.holderNit, abort: true })
    .refine((v) => {
      const [base, dv] = v.replaceAll('.', '').split('-');
      return nitCheckDigit(base!) === Number(dv);
    }, BANK_ACCOUNT_MESSAGES.holderNitDigit)
    .transform((v) => v.replaceAll('.', '').split('-')[0]!),
});
export type BankAccountInput = z.input<typeof BankAccountInputSchema>;

/** The whole list, in the order the documents print it; [] leaves only the receipt address. */
export const BankAccountsInputSchema = z
  .array(BankAccountInputSchema)
  .max(BANK_ACCOUNTS_MAX, BANK_ACCOUNT_MESSAGES.tooMany)
  .superRefine((accounts, ctx) => {
    const seen = new Set<string>();
    accounts.forEach((account, i) => {
      const key = `${account.bank.toLowerCase()}|${account.number.replaceAll('-', '')}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'number'],
          message: BANK_ACCOUNT_MESSAGES.repeated,
        });
      seen.add(key);
    });
  });

/**
 * How an order paid by bank transfer is paid: the shop's accounts (as configured when read) and
 * where the receipt goes. No account configured leaves the address to ask for them.
 */
export const BankTransferSchema = z.object({
  accounts: z.array(BankAccountSchema),
  receiptEmail: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransferSchema>;
