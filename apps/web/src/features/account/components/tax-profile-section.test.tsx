import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_BUYER, NATURAL_BUYER } from '../../../testing/taxes';
import { TaxProfileSection } from './tax-profile-section';

const rows = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("the profile's 'Perfil tributario'", () => {
  it('tells a natural person it withholds nothing unless the shop marks it (art. 368-2)', () => {
    render(<TaxProfileSection profile={NATURAL_BUYER} />);
    const section = within(screen.getByRole('region', { name: 'Perfil tributario' }));
    expect(rows()).toEqual([
      ['Tipo de persona', 'Persona natural'],
      [
        'Agente de retención',
        'NoUna persona natural no retiene nada, salvo que la tienda la marque como agente de retención (art. 368-2 E.T.).',
      ],
      ['Gran contribuyente', 'No'],
      ['Autorretenedor', 'NoInformativo: no cambia las retenciones de sus compras.'],
    ]);
    expect(section.getByText('Para corregir estos datos, escríbanos.')).toBeVisible();
    // Read-only: the customer cannot change what staff keep.
    expect(section.queryByRole('button')).toBeNull();
    expect(section.queryByRole('checkbox')).toBeNull();
  });

  it('adds the IVA responsibility and declarante once the RUT gave them', () => {
    render(
      <TaxProfileSection
        profile={{ ...COMPANY_BUYER, ivaRegime: 'RESPONSABLE_IVA', incomeTaxDeclarant: false }}
      />,
    );
    expect(rows().slice(-2)).toEqual([
      ['Responsabilidad de IVA', 'Responsable de IVA'],
      ['Declarante de renta', 'No'],
    ]);
  });

  it('shows a natural person the shop marked as agent as one', () => {
    render(<TaxProfileSection profile={{ ...NATURAL_BUYER, withholdingAgent: true }} />);
    expect(rows()[1]).toEqual([
      'Agente de retención',
      'SíLa tienda registró esta cuenta como agente de retención (art. 368-2 E.T.).',
    ]);
  });

  it('shows a company gran contribuyente as agent and its flags', () => {
    render(<TaxProfileSection profile={{ ...COMPANY_BUYER, autorretenedor: true }} />);
    expect(rows()).toEqual([
      ['Tipo de persona', 'Persona jurídica'],
      ['Agente de retención', 'SíLas personas jurídicas retienen (art. 368 E.T.).'],
      ['Gran contribuyente', 'Sí'],
      ['Autorretenedor', 'SíInformativo: no cambia las retenciones de sus compras.'],
    ]);
  });
});
