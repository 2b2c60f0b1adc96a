import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductUploadResult } from '@shop/shared';
import { saveFile } from '../../../lib/save-file';
import { productUploadApi } from '../../../testing/api/products';
import { apiError, fakeApi, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const PATH = '/dashboard/admin-products/upload';

const WITH_ERRORS: ProductUploadResult = {
  created: 120,
  updated: 380,
  unchanged: 0,
  errorRows: 3,
  errors: [
    {
      row: 11,
      sku: 'A-10',
      column: 'Precio (COP)',
      reason: 'El precio debe ser un valor en pesos.',
    },
    { row: 201, sku: 'A-200', column: 'Marca', reason: 'La marca «Fantasma» no existe.' },
    { row: 451, sku: 'A-450', column: 'Subcategoría', reason: 'La subcategoría «X» no existe.' },
  ],
  rows: [],
  rowsLeftOut: 0,
};
const CLEAN: ProductUploadResult = {
  created: 20,
  updated: 0,
  unchanged: 0,
  errorRows: 0,
  errors: [],
  rows: [],
  rowsLeftOut: 0,
};
/** One row of each kind, as the API words them. */
const CHANGES: ProductUploadResult = {
  created: 1,
  updated: 1,
  unchanged: 1,
  errorRows: 0,
  errors: [],
  rows: [
    {
      row: 2,
      sku: 'RB750',
      name: 'Router hEX',
      kind: 'update',
      changes: [
        { field: 'price', label: 'Precio (COP)', before: '$ 120.000', after: '$ 135.000' },
        { field: 'stock', label: 'Stock', before: '8', after: '12' },
        {
          field: 'dataSheetURL',
          label: 'Ficha técnica (URL)',
          before: '',
          after: 'https://x.co/f.pdf',
        },
      ],
    },
    { row: 3, sku: 'SW-8', name: 'Switch 8 puertos', kind: 'unchanged', changes: [] },
    { row: 4, sku: 'AP-1', name: 'Punto de acceso', kind: 'new', changes: [] },
  ],
  rowsLeftOut: 0,
};

const excel = (name = 'productos.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const serve = (preview: ProductUploadResult) => fakeApi(productUploadApi(preview, CLEAN));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
});

describe('Excel bulk upload page', () => {
  it('states the limits and asks for a file before sending anything', async () => {
    const calls = serve(CLEAN);
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    expect(
      await screen.findByRole('heading', { name: 'Carga masiva de productos' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/hasta 10 MB/)).toBeVisible();
    expect(screen.getByText(/Hasta 20\.000 productos/)).toBeVisible();
    expect(screen.getByLabelText('Archivo Excel')).toHaveAttribute('accept', '.xlsx,.xls');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findAllByText('Por favor seleccione un archivo Excel.')).not.toHaveLength(
      0,
    );
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/products'))).toEqual([]);
  });

  it('refuses a file that is not .xlsx or .xls', async () => {
    serve(CLEAN);
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    const input = await screen.findByLabelText('Archivo Excel');
    await userEvent.upload(input, excel('productos.pdf'), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(
      await screen.findAllByText('Por favor seleccione un archivo Excel válido (.xlsx o .xls)'),
    ).not.toHaveLength(0);
  });

  it('previews counts and bad rows, downloads the row report, and cannot confirm', async () => {
    const calls = serve(WITH_ERRORS);
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    await userEvent.upload(await screen.findByLabelText('Archivo Excel'), excel());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(
      await screen.findByText('120 nuevos, 380 actualizados, 3 filas con errores'),
    ).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText('La marca «Fantasma» no existe.')).toBeVisible();
    expect(within(table).getByText('451')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar carga' })).toBeNull();
    const upload = calls.find((c) => c.url.pathname === '/api/products/upload')!;
    expect(upload.url.search).toBe('?dryRun=true');

    await userEvent.click(screen.getByRole('button', { name: 'Descargar reporte de errores' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const report = calls.find((c) => c.url.pathname === '/api/products/upload/report')!;
    expect(report.body).toEqual({ errors: WITH_ERRORS.errors });
  });

  it('lists what each row does: the changed columns by their label, old value to new', async () => {
    serve(CHANGES);
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    await userEvent.upload(await screen.findByLabelText('Archivo Excel'), excel());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(
      await screen.findByText(
        '1 nuevo, 1 actualizado, 0 filas con errores, 1 producto sin cambios',
      ),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Cambios por fila' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['SKU', 'Fila', 'Producto', 'Resultado', 'Cambios']);
    expect(rows).toHaveLength(3);
    const [updated, unchanged, created] = rows;
    expect(within(updated!).getByRole('rowheader')).toHaveTextContent('RB750');
    expect(within(updated!).getByText('Actualiza')).toBeVisible();
    // The arrow is read out as words; an empty old value still says something.
    expect(
      within(updated!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Precio (COP): $ 120.000 → pasa a $ 135.000',
      'Stock: 8 → pasa a 12',
      'Ficha técnica (URL): (vacío) → pasa a https://x.co/f.pdf',
    ]);
    expect(within(unchanged!).getByText('Sin cambios')).toBeVisible();
    expect(within(created!).getByText('Nuevo')).toBeVisible();
    expect(within(created!).getByText('Se crea el producto.')).toBeVisible();
    // The machine's field names never reach the screen.
    expect(table.textContent).not.toMatch(/price|stock|dataSheetURL/);
    expect(screen.queryByText(/Filas mostradas/)).toBeNull();
  });

  it('says how many rows a long preview left out', async () => {
    serve({ ...CHANGES, unchanged: 101, rowsLeftOut: 100 });
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    await userEvent.upload(await screen.findByLabelText('Archivo Excel'), excel());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(
      await screen.findByText(
        'Filas mostradas: 3 de 103, primero las que crean o cambian un producto; al confirmar se guarda el archivo completo.',
      ),
    ).toBeVisible();
  });

  it('confirms a clean preview by sending the file again, with the success toast', async () => {
    const calls = serve(CLEAN);
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    await userEvent.upload(await screen.findByLabelText('Archivo Excel'), excel());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('20 nuevos, 0 actualizados, 0 filas con errores')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar carga' }));
    expect(await screen.findAllByText('Archivo Excel subido correctamente.')).not.toHaveLength(0);
    const uploads = calls.filter((c) => c.url.pathname === '/api/products/upload');
    expect(uploads.map((c) => c.url.search)).toEqual(['?dryRun=true', '']);
  });

  it('shows the server refusal of the file as it says it', async () => {
    fakeApi(
      on('POST', '/api/products/upload', () =>
        apiError(
          413,
          'PRODUCT_FILE_TOO_MANY_ROWS',
          'El archivo tiene más de 20.000 productos. Divídelo en archivos más pequeños.',
        ),
      ),
    );
    renderDashboard(PATH, ['ADMIN_PRODUCTS']);
    await userEvent.upload(await screen.findByLabelText('Archivo Excel'), excel());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(
      await screen.findAllByText(
        'El archivo tiene más de 20.000 productos. Divídelo en archivos más pequeños.',
      ),
    ).not.toHaveLength(0);
  });
});
