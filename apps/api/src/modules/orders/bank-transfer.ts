import {
  DEFAULT_DOCUMENT_TERMS,
  type BankTransfer,
  type DocumentTerms,
  type PayMethod,
} from '@shop/shared';
import type { SiteConfigRow } from '../config/service';

/**
 * How an order paid by bank transfer is paid, from today's config rather than a copy frozen with
 * the order: a customer paying later must pay into the accounts the shop uses now. Null for a
 * card payment. The receipt goes to the shop's billing address (Configuración › Impuestos).
 */
export function bankTransferOf(payMethod: PayMethod, config: SiteConfigRow): BankTransfer | null {
  if (payMethod !== 'BANK_TRANSFER') return null;
  return { accounts: config.bankAccounts, receiptEmail: config.shopEmail };
}

/** The delivery time, warranty and payment terms documents print, over their defaults. */
export const documentTermsOf = (config: SiteConfigRow): DocumentTerms => ({
  ...DEFAULT_DOCUMENT_TERMS,
  ...config.documentTerms,
});
