import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Municipality } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { CityCombobox } from './city-combobox';

const town = (municipality: string, department: string, code: string): Municipality => ({
  region: 'Andina',
  municipality,
  department,
  municipalityDaneCode: code,
  departmentDaneCode: code.slice(0, 2),
});

const MUNICIPALITIES = [
  town('BOGOTÁ, D.C.', 'BOGOTÁ, D.C.', '11001'),
  town('CALIFORNIA', 'SANTANDER', '68132'),
  town('CALIMA', 'VALLE DEL CAUCA', '76126'),
  town('SANTIAGO DE CALI', 'VALLE DEL CAUCA', '76001'),
];

function Harness({ initial }: { initial: string }) {
  const [code, setCode] = useState<string | undefined>(initial);
  return (
    <>
      <CityCombobox
        value={code}
        onChange={(m) => setCode(m.municipalityDaneCode)}
        onBlur={() => {}}
      />
      <output aria-label="Código elegido">{code}</output>
    </>
  );
}

function renderPicker(initial = '11001') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.municipalities.all, MUNICIPALITIES);
  return renderWithProviders(<Harness initial={initial} />, queryClient);
}

describe('CityCombobox', () => {
  it('replaces the chosen city with what is typed after a click, best match first', async () => {
    const { user } = renderPicker();
    const box = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(box).toHaveValue('BOGOTÁ, D.C.');

    await user.click(box);
    await user.keyboard('cali');

    expect(box).toHaveValue('cali');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'SANTIAGO DE CALI (VALLE DEL CAUCA)',
      'CALIFORNIA (SANTANDER)',
      'CALIMA (VALLE DEL CAUCA)',
    ]);
  });

  it('puts the chosen city in the box in place of the search text', async () => {
    const { user } = renderPicker();
    const box = screen.getByRole('combobox', { name: 'Ciudad' });

    await user.click(box);
    await user.keyboard('cali');
    await user.click(screen.getByRole('option', { name: 'SANTIAGO DE CALI (VALLE DEL CAUCA)' }));

    expect(box).toHaveValue('SANTIAGO DE CALI (VALLE DEL CAUCA)');
    expect(screen.getByRole('status', { name: 'Código elegido' })).toHaveTextContent('76001');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with the keyboard: tab in, type and Enter picks the best match', async () => {
    const { user } = renderPicker();
    const box = screen.getByRole('combobox', { name: 'Ciudad' });

    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('califor');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('CALIFORNIA (SANTANDER)');
    expect(screen.getByRole('status', { name: 'Código elegido' })).toHaveTextContent('68132');
  });

  it('gives the chosen city back when the search is abandoned with Escape', async () => {
    const { user } = renderPicker();
    const box = screen.getByRole('combobox', { name: 'Ciudad' });

    await user.click(box);
    await user.keyboard('zzz');
    expect(screen.getByText('No encontramos ciudades con ese nombre.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(box).toHaveValue('BOGOTÁ, D.C.');
  });
});
