import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES, computeTaxes } from '@shop/shared';
import {
  breakdownOf,
  COMPANY_BUYER,
  MIXED_LINES,
  NATURAL_BUYER,
  SELLER,
} from '../../testing/taxes';
import { DocumentTotals } from './document-taxes';
import { TaxBreakdownView } from './tax-breakdown';

const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };
const terms = () =>
  screen.getAllByRole('term').map((term) => term.textContent?.replace(/\s+/g, ' ').trim());

describe('TaxBreakdownView', () => {
  it('lists the figures in the order an accountant reads them', () => {
    render(<TaxBreakdownView taxes={breakdownOf(undefined, COMPANY_BUYER)} />);
    expect(terms()).toEqual([
      'Subtotal',
      'IVA 19 % (base $ 2.400.000)',
      'IVA 5 % (base $ 300.000)',
      'Excluido de IVA',
      'Total (subtotal + IVA)',
      'ReteFuente (2,5 %)',
      'ReteIVA (15 %)',
      'ReteICA (11,04 ‰)',
      'Total a pagar',
    ]);
    expect(
      screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      '$ 5.200.000',
      '$ 456.000',
      '$ 15.000',
      '$ 2.500.000',
      '$ 5.671.000',
      '− $ 130.000',
      '− $ 70.650',
      '− $ 57.408',
      '$ 5.412.942',
    ]);
    // Each amount as formatCop writes it, with no-break spaces: it never wraps after '$' or '−'.
    for (const definition of screen.getAllByRole('definition'))
      expect(definition.textContent).toMatch(/^(−\u00a0)?\$\u00a0[\d.]+$/);
  });

  it('leaves out the rates and the excluded part with neither base nor amount', () => {
    const allGeneral = breakdownOf([{ unitPrice: 1_200_000, quantity: 2, ivaClass: 'GENERAL' }]);
    render(<TaxBreakdownView taxes={allGeneral} />);
    expect(terms().slice(0, 3)).toEqual([
      'Subtotal',
      'IVA 19 % (base $ 2.400.000)',
      'Total (subtotal + IVA)',
    ]);
    expect(screen.queryByText(/IVA 5 %/)).toBeNull();
    expect(screen.queryByText('Excluido de IVA')).toBeNull();
  });

  it('says "No aplica" for each withholding a natural person does not make, and why', () => {
    render(<TaxBreakdownView taxes={breakdownOf(undefined, NATURAL_BUYER)} />);
    expect(terms().slice(5, 8)).toEqual(['ReteFuente', 'ReteIVA', 'ReteICA']);
    expect(screen.getAllByText('No aplica')).toHaveLength(3);
    const legends = within(screen.getByRole('list', { name: /Retenciones/ }));
    // One reason for the three: said once.
    expect(legends.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ReteFuente, ReteIVA y ReteICA: No aplica: persona natural no agente de retención (art. 368 E.T.).',
    ]);
  });

  it('gives the legend of each withholding applied, or why not', () => {
    // A company that is not gran contribuyente: ReteFuente only (Bogotá's ICA: large and public).
    render(
      <TaxBreakdownView
        taxes={breakdownOf(undefined, { ...COMPANY_BUYER, granContribuyente: false })}
      />,
    );
    const legends = within(screen.getByRole('list', { name: /Retenciones/ }));
    expect(legends.getAllByRole('listitem')).toHaveLength(3);
    expect(
      legends.getByText(/en Bogotá, D\.C\. solo retienen ICA las entidades públicas/, asRead),
    ).toBeVisible();
    cleanup();
    render(<TaxBreakdownView taxes={breakdownOf(undefined, COMPANY_BUYER)} />);
    expect(
      screen.getByText(/2,5 % de \$ 5\.200\.000: compras de bienes desde 10 UVT/, asRead),
    ).toBeVisible();
    expect(screen.getByText(/15 % del IVA de \$ 471\.000/, asRead)).toBeVisible();
  });

  it('calls the untaxed part "Sin IVA (vendedor no responsable)" when the seller is not responsable', () => {
    const taxes = computeTaxes({
      lines: MIXED_LINES,
      buyer: COMPANY_BUYER,
      seller: { ...SELLER, regime: 'NO_RESPONSABLE_IVA' },
      date: '2026-03-02',
      rules: COLOMBIAN_TAX_RULES,
    });
    render(<TaxBreakdownView taxes={taxes} />);
    // No IVA rows at all: every line is untaxed, 2.400.000 + 2.500.000 + 300.000.
    expect(terms()[1]).toBe('Sin IVA (vendedor no responsable)');
    expect(screen.queryByText('Excluido de IVA')).toBeNull();
    expect(screen.queryByText(/IVA 19 %/)).toBeNull();
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('$ 5.200.000');
  });

  it('names the day and the UVT of the rules applied', () => {
    render(<TaxBreakdownView taxes={breakdownOf(undefined, COMPANY_BUYER, '2025-05-31')} />);
    expect(
      screen.getByText('Reglas vigentes el 31 de mayo de 2025 · UVT 2025: $ 49.799', asRead),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the year of the document has no UVT and another year’s was used', () => {
    render(<TaxBreakdownView taxes={breakdownOf(undefined, COMPANY_BUYER, '2027-01-04')} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Cifras con la UVT de otro año');
    expect(notice).toHaveTextContent(
      /La UVT de 2027 no está registrada: .* con la de 2026 \(\$\s52\.374/,
    );
  });
});

describe('DocumentTotals', () => {
  it('shows the stored totals of a document issued before the engine', () => {
    render(
      <DocumentTotals
        taxes={null}
        legacy={{
          subtotal: 1_000_000,
          totalVAT: 190_000,
          reteFuente: 25_000,
          reteICA: 9_660,
          total: 1_155_340,
        }}
      />,
    );
    expect(terms()).toEqual(['Subtotal', 'IVA', 'ReteFuente', 'ReteICA', 'Total']);
    expect(screen.getByText('$ 1.155.340', asRead)).toBeVisible();
    expect(screen.queryByText('Total a pagar')).toBeNull();
  });
});
