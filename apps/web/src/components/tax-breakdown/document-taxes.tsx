import type { ReactNode } from 'react';
import {
  formatCop,
  missingTrmText,
  type BankTransfer,
  type DocumentCondition,
  type QuoteSummary,
  type TaxBreakdown,
} from '@shop/shared';
import { Modal } from '../ui/modal/modal';
import { formatCopWithCents, formatDate } from '../../utils/format';
import { DocumentNotes } from './document-notes';
import { TaxBreakdownView } from './tax-breakdown';
import styles from './document-taxes.module.css';

/** The figures a document issued before the tax engine stored, shown as they were. */
export interface LegacyTotals {
  subtotal: number;
  totalVAT: number;
  reteFuente: number;
  reteICA: number;
  total: number;
}

/** A document's breakdown; one issued before the tax engine shows the totals it stored. */
export function DocumentTotals({
  taxes,
  legacy,
}: {
  taxes: TaxBreakdown | null;
  legacy: LegacyTotals;
}) {
  if (taxes) return <TaxBreakdownView taxes={taxes} />;
  const rows: [string, number][] = [
    ['Subtotal', legacy.subtotal],
    ['IVA', legacy.totalVAT],
    ['ReteFuente', legacy.reteFuente],
    ['ReteICA', legacy.reteICA],
  ];
  return (
    <div className={styles.legacy}>
      <dl className={styles.legacyFigures}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCop(value)}</dd>
          </div>
        ))}
        <div className={styles.legacyTotal}>
          <dt>Total</dt>
          <dd>{formatCop(legacy.total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Documento emitido antes del desglose tributario detallado.</p>
    </div>
  );
}

/**
 * 'TRM del día de emisión': '$ 4.012,35 (14 de agosto de 2026)', or why there is none (the
 * provider could not be read that day, or the document predates the TRM), as the PDF says it.
 */
export function trmText(doc: Pick<QuoteSummary, 'trm' | 'taxes'>): string {
  const { trm } = doc;
  return trm ? `${formatCopWithCents(trm.value)} (${formatDate(trm.date)})` : missingTrmText(doc);
}

/** What the dialog shows of one quote or order. */
export interface DocumentTaxes {
  /** 'Desglose de la cotización': the code goes in the facts, where it does not break a line. */
  title: string;
  /** Date, TRM, validity…: shown above the breakdown. */
  facts: readonly { label: string; value: ReactNode }[];
  taxes: TaxBreakdown | null;
  legacy: LegacyTotals;
  /** Its commercial conditions, as the PDF prints them (documentConditions()). */
  conditions: readonly DocumentCondition[];
  /** An order paid by transfer: the accounts to pay into. */
  bankTransfer?: BankTransfer | null;
}

/**
 * A document's facts (its code first), its frozen breakdown, and what it says besides (not an
 * invoice, its conditions, the accounts to pay into); closed while null.
 */
export function DocumentTaxesDialog({
  document,
  onClose,
}: {
  document: DocumentTaxes | null;
  onClose: () => void;
}) {
  return (
    <Modal open={document !== null} onClose={onClose} title={document?.title ?? ''}>
      {document ? (
        <div className={styles.body}>
          <dl className={styles.facts}>
            {document.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <DocumentTotals taxes={document.taxes} legacy={document.legacy} />
          <DocumentNotes conditions={document.conditions} bankTransfer={document.bankTransfer} />
        </div>
      ) : null}
    </Modal>
  );
}
