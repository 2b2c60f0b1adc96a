import { z } from 'zod';
import {
  BankAccountsInputSchema,
  ConfigDataSchema,
  DOCUMENT_TERM_KEYS,
  formatNit,
  type AdminConfig,
  type BankAccountType,
  type ConfigData,
  type DocumentTermKey,
} from '@shop/shared';

/** An account as the page edits it: the type unset on a new row, the NIT with its digit. */
export interface BankAccountFormValues {
  bank: string;
  accountType: BankAccountType | '';
  number: string;
  holder: string;
  holderNit: string;
}

/** 'Documentos': the three conditions and the transfer accounts, as typed. */
export interface DocumentsFormValues {
  documentTerms: Record<DocumentTermKey, string>;
  bankAccounts: BankAccountFormValues[];
}

/** A new row: the shop's own NIT as the holder's, the usual case. */
export const emptyAccount = (config: AdminConfig): BankAccountFormValues => ({
  bank: '',
  accountType: '',
  number: '',
  holder: '',
  holderNit: config.seller.nit ? formatNit(config.seller.nit) : '',
});

/** The page's checks are the API's: the same schemas, the same Spanish messages. */
export const DocumentsFormSchema = z.object({
  documentTerms: ConfigDataSchema.shape.documentTerms.unwrap().required(),
  bankAccounts: BankAccountsInputSchema,
});

export function toDocumentsFormValues(config: AdminConfig): DocumentsFormValues {
  return {
    documentTerms: { ...config.documentTerms },
    bankAccounts: config.bankAccounts.map((account) => ({
      ...account,
      holderNit: formatNit(account.holderNit),
    })),
  };
}

/**
 * What PATCH /api/config gets: the texts that changed, and the whole list of accounts when any
 * part of it did (the API replaces it whole). Empty when nothing changed.
 */
export function documentsChanges(config: AdminConfig, values: DocumentsFormValues): ConfigData {
  const terms = Object.fromEntries(
    DOCUMENT_TERM_KEYS.filter(
      (key) => values.documentTerms[key].trim() !== config.documentTerms[key],
    ).map((key) => [key, values.documentTerms[key].trim()]),
  );
  const typed = values.bankAccounts.map((a) => ({
    ...a,
    bank: a.bank.trim(),
    number: a.number.trim(),
    holder: a.holder.trim(),
    holderNit: a.holderNit.trim(),
  }));
  const stored = toDocumentsFormValues(config).bankAccounts;
  const accountsChanged = JSON.stringify(typed) !== JSON.stringify(stored);
  return {
    ...(Object.keys(terms).length > 0 && { documentTerms: terms }),
    ...(accountsChanged && { bankAccounts: typed as NonNullable<ConfigData['bankAccounts']> }),
  };
}
