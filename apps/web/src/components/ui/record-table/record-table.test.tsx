import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RecordTable, type RecordColumn } from './record-table';
import { useRowSelection } from './use-row-selection';
import { useSortParam } from './use-sort-param';

interface Item {
  id: number;
  name: string;
  price: number;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Router hEX', price: 290_000 },
  { id: 2, name: 'Antena LiteBeam', price: 450_000 },
  { id: 3, name: 'Cámara G4', price: 120_000 },
];

const TITLE: RecordColumn<Item> = { header: 'Producto', sortKey: 'name', cell: (i) => i.name };
const COLUMNS: RecordColumn<Item>[] = [
  { header: 'Precio', sortKey: 'price', numeric: true, cell: (i) => String(i.price) },
  { header: 'Notas', cell: () => '—' },
];

function Address() {
  const location = useLocation();
  return <output aria-label="Dirección">{location.search}</output>;
}

function Items() {
  const { sort } = useSortParam(['name', 'price'] as const, { key: 'name', order: 'asc' });
  const selection = useRowSelection<string | number>();
  return (
    <>
      <RecordTable
        caption="Artículos"
        rows={ITEMS}
        rowKey={(i) => i.id}
        title={TITLE}
        columns={COLUMNS}
        sort={sort}
        selection={{ ...selection, labelOf: (i) => i.name }}
      />
      <output aria-label="Seleccionados">{[...selection.selected].join(',')}</output>
      <Address />
    </>
  );
}

let phone = false;
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  phone = false;
});

const renderAt = (url: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Items />
    </MemoryRouter>,
  );

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent;

describe('RecordTable, sortable headers', () => {
  it('marks the list order with aria-sort and writes a new sort into the address', async () => {
    const user = userEvent.setup();
    renderAt('/productos?page=3&brand=4');
    expect(header('Producto')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Precio')).not.toHaveAttribute('aria-sort');
    // A column without a sort key stays plain text.
    expect(within(header('Notas')).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Precio' }));
    expect(header('Precio')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Producto')).not.toHaveAttribute('aria-sort');
    // The filter stays, the page goes back to the first one.
    expect(address()).toBe('?brand=4&sort=price&order=asc');

    await user.click(screen.getByRole('button', { name: 'Precio' }));
    expect(header('Precio')).toHaveAttribute('aria-sort', 'descending');
    expect(address()).toBe('?brand=4&sort=price&order=desc');

    // Back to the list's own order: nothing left in the address.
    await user.click(screen.getByRole('button', { name: 'Producto' }));
    expect(address()).toBe('?brand=4');
    expect(header('Producto')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reads the sort of a link, and ignores a key the list does not sort by', () => {
    const { unmount } = renderAt('/productos?sort=price&order=desc');
    expect(header('Precio')).toHaveAttribute('aria-sort', 'descending');
    unmount();
    renderAt('/productos?sort=passwordHash&order=desc');
    expect(header('Producto')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('offers the same sort as one select on phones', async () => {
    phone = true;
    const user = userEvent.setup();
    renderAt('/productos');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Ordenar por' }),
      'Precio (descendente)',
    );
    expect(address()).toBe('?sort=price&order=desc');
  });
});

describe('RecordTable, selection', () => {
  it('ticks rows one by one, and the whole page from the header', async () => {
    const user = userEvent.setup();
    renderAt('/productos');
    const selected = () => screen.getByRole('status', { name: 'Seleccionados' }).textContent;
    const all = screen.getByRole('checkbox', { name: 'Seleccionar toda la página' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Antena LiteBeam' }));
    expect(selected()).toBe('2');
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    expect(selected()).toBe('2,1,3');
    expect(all).toBeChecked();

    await user.click(all);
    expect(selected()).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Router hEX' })).not.toBeChecked();
  });

  it('gives each card its checkbox on phones', async () => {
    phone = true;
    const user = userEvent.setup();
    renderAt('/productos');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Cámara G4' }));
    expect(screen.getByRole('status', { name: 'Seleccionados' }).textContent).toBe('3');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar toda la página' })).toBeVisible();
  });
});
