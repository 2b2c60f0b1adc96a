import type { BankTransfer, DocumentCondition, DocumentLineView, TaxBreakdown } from '@shop/shared';
import { DocumentNotes } from '../tax-breakdown/document-notes';
import { DocumentTotals, type LegacyTotals } from '../tax-breakdown/document-taxes';
import { DocumentLines } from './document-lines';
import { DocumentSection } from './document-section';

interface DocumentBodyProps {
  /** 'Productos de la orden ORD-2026-00001', for assistive tech. */
  caption: string;
  lines: readonly DocumentLineView[];
  taxes: TaxBreakdown | null;
  legacy: LegacyTotals;
  conditions: readonly DocumentCondition[];
  bankTransfer?: BankTransfer | null;
}

/**
 * What a quote or an order says, as its PDF prints it: the lines, the frozen breakdown of its
 * taxes, and its conditions (not an invoice; for a transfer, the accounts to pay into).
 */
export function DocumentBody({
  caption,
  lines,
  taxes,
  legacy,
  conditions,
  bankTransfer,
}: DocumentBodyProps) {
  return (
    <>
      <DocumentSection title="Productos">
        <DocumentLines caption={caption} lines={lines} />
      </DocumentSection>
      <DocumentSection title="Impuestos y totales">
        <DocumentTotals taxes={taxes} legacy={legacy} />
      </DocumentSection>
      <DocumentNotes conditions={conditions} bankTransfer={bankTransfer} />
    </>
  );
}
