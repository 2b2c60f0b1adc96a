import {
  BANK_ACCOUNT_TYPE_LABELS,
  DOCUMENT_TERM_LABELS,
  type BankAccount,
  type BankTransfer,
  type DocumentTerms,
} from './config-documents';
import { formatNit } from './nit';
import { PAY_METHOD_LABELS, type PayMethod } from './payments';

/**
 * What quotes and orders say about themselves wherever they are shown: the PDF, the customer's
 * pages and the mails. One wording, so a purchasing department reads the same on each.
 */

/**
 * A quote or an order is a commercial document, not the DIAN's factura electrónica de venta,
 * which the shop issues on its own when it bills: said on each so none is booked as one.
 */
export const NOT_AN_INVOICE = 'Este documento no es una factura de venta.';

/**
 * Why a document carries no TRM. Documents issued since the tax engine record the TRM the shop
 * knew that day, so none means the provider could not be read (and no earlier rate was stored);
 * older documents (no breakdown) were issued before the TRM was recorded at all.
 */
export function missingTrmText(doc: { taxes: unknown }): string {
  return doc.taxes === null
    ? 'TRM no registrada: documento anterior al registro de la TRM.'
    : 'TRM no disponible: no se pudo consultar la tasa del día.';
}

/** One labelled paragraph of a document's conditions: 'Garantía: …'. */
export interface DocumentCondition {
  label: string;
  text: string;
}

const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone });
const inBogota = longDate('America/Bogota');
const asWritten = longDate('UTC');

/** '17 de marzo de 2026': an instant as the day it was in Bogotá, a bare '2026-03-17' as written. */
const dayOf = (value: Date | string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? asWritten.format(new Date(value))
    : inBogota.format(new Date(value));

/**
 * How to pay an order by transfer. With accounts, into one of them; without, the customer asks
 * for them at the shop's address. Either way the receipt is uploaded on the order, where staff
 * confirm it (docs/payments.md, "Bank transfer"); the address still takes it by mail.
 */
export function transferInstructions(customId: string, transfer: BankTransfer): string {
  const to = transfer.receiptEmail || 'nuestro correo de ventas';
  return transfer.accounts.length > 0
    ? `Pago anticipado a una de las cuentas indicadas. Suba el comprobante de la transferencia en la orden ${customId}, en la sección Órdenes de su cuenta, o envíelo a ${to}; el despacho se programa al confirmar el pago.`
    : `Pago anticipado. Solicite los datos de la cuenta bancaria a ${to} indicando la orden ${customId}; después suba el comprobante de la transferencia en la orden, en la sección Órdenes de su cuenta. El despacho se programa al confirmar el pago.`;
}

/** How an order on company credit is paid: by its due date (docs/payments.md, "Company credit"). */
export function creditInstructions(customId: string, dueOn: string): string {
  return `Pago a crédito: la orden ${customId} vence el ${dayOf(dueOn)}; pague su saldo a más tardar ese día citando la orden. Le enviaremos un recordatorio por correo unos días antes.`;
}

/** 'Bancolombia · Cuenta corriente N.º 123-456789-01 · Titular: Redes S.A.S. · NIT 900.544.472-2'. */
export function bankAccountLine(account: BankAccount): string {
  const type = BANK_ACCOUNT_TYPE_LABELS[account.accountType];
  return `${account.bank} · ${type} N.º ${account.number} · Titular: ${account.holder} · NIT ${formatNit(account.holderNit)}`;
}

/** What a quote or an order is, for its conditions. */
export type ConditionsOf =
  | { kind: 'quote'; validUntil: Date | string }
  | {
      kind: 'order';
      customId: string;
      payMethod: PayMethod;
      bankTransfer: BankTransfer | null;
      /** On company credit, the day it is due ('YYYY-MM-DD'). */
      dueOn?: string | null;
    };

/**
 * The conditions a quote or an order prints, in order: how long a quote holds or how an order is
 * paid, then the shop's payment terms, delivery time and warranty (a text left empty is left out).
 * An order on company credit leaves out the shop's payment terms: they speak of paying before
 * dispatch, and its line of credit already says when it is paid.
 */
export function documentConditions(doc: ConditionsOf, terms: DocumentTerms): DocumentCondition[] {
  const first: DocumentCondition =
    doc.kind === 'quote'
      ? {
          label: 'Vigencia',
          text: `Precios en pesos colombianos, válidos hasta el ${dayOf(doc.validUntil)} y sujetos a la disponibilidad de inventario al momento de confirmar la orden. La orden se genera desde la sección Cotizaciones de su cuenta.`,
        }
      : {
          label: PAY_METHOD_LABELS[doc.payMethod],
          text:
            doc.payMethod === 'BANK_TRANSFER'
              ? transferInstructions(doc.customId, doc.bankTransfer ?? NO_ACCOUNTS)
              : doc.payMethod === 'COMPANY_CREDIT' && doc.dueOn
                ? creditInstructions(doc.customId, doc.dueOn)
                : `El despacho se programa cuando la entidad financiera confirme el pago de la orden ${doc.customId}.`,
        };
  const onCredit = doc.kind === 'order' && doc.payMethod === 'COMPANY_CREDIT';
  const order: (keyof DocumentTerms)[] = [
    ...(onCredit ? [] : (['paymentTerms'] as const)),
    'deliveryTime',
    'warranty',
  ];
  return [
    first,
    ...order
      .filter((key) => terms[key].trim() !== '')
      .map((key) => ({ label: DOCUMENT_TERM_LABELS[key], text: terms[key].trim() })),
  ];
}

const NO_ACCOUNTS: BankTransfer = { accounts: [], receiptEmail: '' };
