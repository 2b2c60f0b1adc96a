import { screen } from '@testing-library/react';
import { utils, write } from '@e965/xlsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickOrderResult } from '@shop/shared';
import { cartItemOf } from '../../../testing/cart';
import { renderWithProviders } from '../../../testing/render';
import { QuickOrderPanel } from './quick-order-panel';

const RESULT: QuickOrderResult = {
  items: [cartItemOf({ sku: 'DOMO-8' })],
  subtotal: 800_000,
  taxes: null,
  added: [{ productId: 4, sku: 'DOMO-8', name: 'Cámara domo', quantity: 8 }],
  shortfalls: [{ productId: 4, name: 'Cámara domo', available: 8, added: 8 }],
  unknown: ['NO-EXISTE'],
  unavailable: [
    { sku: 'ANT-0', name: 'Antena', reason: 'Antena está agotado; no se añadió al carrito.' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('Pedido rápido', () => {
  it('sends the pasted lines and says, code by code, what was added and what was not', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(RESULT, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<QuickOrderPanel viewer={7} />);
    await user.click(screen.getByText('Pedido rápido por código'));
    await user.type(
      screen.getByLabelText('Códigos y cantidades'),
      'DOMO-8 999{enter}NO-EXISTE 1{enter}ANT-0;2{enter}una línea suelta',
    );
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('Se añadió 1 producto al carrito.');
    expect(report).toHaveTextContent(
      'Solo hay 8 unidades disponibles de Cámara domo; se añadieron 8 al carrito.',
    );
    expect(report).toHaveTextContent('ANT-0: Antena está agotado; no se añadió al carrito.');
    expect(report).toHaveTextContent('No encontramos el código NO-EXISTE.');
    expect(report).toHaveTextContent(
      'Línea 4 («una línea suelta»): no tiene un código y una cantidad.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/shopping-cart/quick-order');
    expect(JSON.parse(String(init!.body))).toEqual({
      lines: [
        { sku: 'DOMO-8', quantity: 999 },
        { sku: 'NO-EXISTE', quantity: 1 },
        { sku: 'ANT-0', quantity: 2 },
      ],
    });
  });

  it('asks for a code and a quantity before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<QuickOrderPanel viewer={7} />);
    await user.click(screen.getByText('Pedido rápido por código'));
    await user.type(screen.getByLabelText('Códigos y cantidades'), 'solo texto');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(
      await screen.findByText(
        'Ninguna línea tiene un código y una cantidad (por ejemplo: AP-AC-LITE 2).',
      ),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads an Excel file into the box, header and all, before anything is sent', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(RESULT, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const book = utils.book_new();
    const rows = [['SKU', 'Cantidad'], ['DOMO-8', 12], ['NO-EXISTE', 1], [], ['ANT-0', 1000]];
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Pedido');
    const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const file = new File([bytes], 'pedido.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const { user } = renderWithProviders(<QuickOrderPanel viewer={7} />);
    await user.click(screen.getByText('Pedido rápido por código'));
    await user.upload(screen.getByLabelText('O cargue un archivo Excel o CSV'), file);
    const box = screen.getByLabelText('Códigos y cantidades');
    await vi.waitFor(() =>
      expect(box).toHaveValue('SKU\tCantidad\nDOMO-8\t12\nNO-EXISTE\t1\n\t\nANT-0\t1000'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      lines: [
        { sku: 'DOMO-8', quantity: 12 },
        { sku: 'NO-EXISTE', quantity: 1 },
        { sku: 'ANT-0', quantity: 1000 },
      ],
    });
  });

  it('says so when an Excel file cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = renderWithProviders(<QuickOrderPanel viewer={7} />);
    await user.click(screen.getByText('Pedido rápido por código'));
    const broken = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'roto.xlsx');
    await user.upload(screen.getByLabelText('O cargue un archivo Excel o CSV'), broken);
    expect(
      await screen.findByText(
        'No pudimos leer el archivo. Guárdelo como Excel (.xlsx) o CSV e inténtelo de nuevo.',
      ),
    ).toBeVisible();
  });
});
