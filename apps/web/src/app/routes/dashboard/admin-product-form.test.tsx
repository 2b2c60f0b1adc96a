import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bogotaDate,
  COLOMBIAN_TAX_RULES,
  formatCop,
  IVA_CLASS_LABELS,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_INPUT_MESSAGES,
} from '@shop/shared';
import { brandsApi } from '../../../testing/api/brands';
import { categoriesApi } from '../../../testing/api/categories';
import { adminProductApi } from '../../../testing/api/products';
import { taxRulesApi } from '../../../testing/api/tax-rules';
import { fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const STORED = {
  id: 9,
  name: 'Router hEX',
  model: 'RB750Gr3',
  sku: 'MT-HEX',
  description: '<p>Router</p>',
  caracteristics: ['5 puertos', 'PoE pasivo'],
  price: 289_900,
  vat: 0.19,
  ivaClass: 'GENERAL',
  stock: 12,
  minimumStock: 0,
  system: 'Router hEX',
  brand: 3,
  brandName: 'MikroTik',
  categories: [1, 4],
  categoryNames: ['Redes', 'Routers'],
  available: true,
  dataSheetURL: null,
  images: { product_url: '/api/files/product/hex.webp', views_url: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** Brands, both category levels, the stored product and the writes. */
function catalogueApi(): ApiCall[] {
  return fakeApi(
    brandsApi({ options: [{ id: 3, name: 'MikroTik' }] }),
    categoriesApi({
      level1: [
        { id: 1, name: 'Redes', level: 1, parentCategoryId: null },
        { id: 2, name: 'Seguridad', level: 1, parentCategoryId: null },
      ],
      level2: [
        { id: 4, name: 'Routers', level: 2, parentCategoryId: 1 },
        { id: 5, name: 'Cámaras IP', level: 2, parentCategoryId: 2 },
      ],
    }),
    adminProductApi(STORED),
    taxRulesApi({
      view: {
        ...COLOMBIAN_TAX_RULES,
        uvt: [{ year: Number(bogotaDate().slice(0, 4)), value: 52_374, source: 'Resolución' }],
        reteIca: [],
        warnings: [],
        updatedAt: null,
      },
    }),
    on('POST', '/api/files/product', () => json({ url: '/api/files/product/nuevo.webp' }, 201)),
    on('POST', '/api/products', (call) =>
      json({ ...STORED, id: 12, ...(call.body as object) }, 201),
    ),
    on('PATCH', '/api/products/9', (call) => json({ ...STORED, ...(call.body as object) })),
  );
}

const writes = (calls: ApiCall[]) =>
  calls.filter((c) => c.method !== 'GET' && c.url.pathname.startsWith('/api/products'));

describe('/dashboard/admin-products/create', () => {
  it('marks each missing field and says the form is incomplete, without calling the API', async () => {
    const calls = catalogueApi();
    const { user } = renderDashboard('/dashboard/admin-products/create', ['ADMIN_PRODUCTS']);
    await user.click(
      await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 5000 }),
    );

    expect(await screen.findByText(PRODUCT_INPUT_MESSAGES.incomplete)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByRole('combobox', { name: 'Marca' })).toBeInvalid();
    // A product may go without a picture (the storefront shows its placeholder).
    expect(screen.queryByText(PRODUCT_INPUT_MESSAGES.productUrl)).toBeNull();
    expect(writes(calls)).toEqual([]);
    expect(calls.some((c) => c.url.pathname === '/api/tax-rules')).toBe(false);
  });

  it('states the cap of a smartphone in pesos of the year from the stored rules (ADMIN_CONFIG)', async () => {
    catalogueApi();
    const { user } = renderDashboard('/dashboard/admin-products/create', [
      'ADMIN_PRODUCTS',
      'ADMIN_CONFIG',
    ]);
    const ivaClass = await screen.findByRole(
      'combobox',
      { name: 'Clase de IVA' },
      { timeout: 5000 },
    );
    expect(ivaClass).not.toHaveAccessibleDescription();
    await user.selectOptions(ivaClass, IVA_CLASS_LABELS.SMART_MOBILE);
    const year = bogotaDate().slice(0, 4);
    // 22 UVT × $ 52.374 = $ 1.152.228, exact (the cap is not rounded per art. 868).
    await waitFor(() =>
      expect(ivaClass).toHaveAccessibleDescription(
        `Excluido si el precio antes de IVA no supera 22 UVT (${formatCop(1_152_228)} en ${year}); por encima paga IVA 19 %.`,
      ),
    );
  });

  it('uploads the image first, then sends the product with its characteristics split', async () => {
    const calls = catalogueApi();
    const { user, router } = renderDashboard('/dashboard/admin-products/create', [
      'ADMIN_PRODUCTS',
    ]);
    await screen.findByRole('option', { name: 'MikroTik' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Router nuevo');
    await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'RB5009');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'MT-5009');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marca' }), 'MikroTik');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Redes');
    const sub = screen.getByRole('combobox', { name: 'Subcategoría (opcional)' });
    expect(screen.queryByRole('option', { name: 'Cámaras IP' })).toBeNull();
    await user.selectOptions(sub, 'Routers');
    await user.type(screen.getByRole('textbox', { name: 'Precio base (COP)' }), '1.150.000');
    const ivaClass = screen.getByRole('combobox', { name: 'Clase de IVA' });
    expect(ivaClass).toHaveValue('GENERAL');
    await user.selectOptions(ivaClass, IVA_CLASS_LABELS.COMPUTER);
    // Without ADMIN_CONFIG the rules are not read: the cap in UVT only.
    expect(ivaClass).toHaveAccessibleDescription(
      'Excluido si el precio antes de IVA no supera 50 UVT; por encima paga IVA 19 %.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '7');
    await user.click(screen.getByRole('textbox', { name: 'Descripción' }));
    await user.paste('Router de borde');
    await user.type(
      screen.getByRole('textbox', { name: 'Características' }),
      ' 9 puertos, SFP+ ,, PoE ',
    );
    await user.upload(
      screen.getByLabelText('Elegir imagen'),
      new File(['x'], 'router.webp', { type: 'image/webp' }),
    );
    await screen.findByRole('button', { name: 'Quitar la imagen principal' });
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const upload = calls.findIndex((c) => c.url.pathname === '/api/files/product');
    expect(upload).toBeGreaterThan(-1);
    expect(upload).toBeLessThan(calls.indexOf(writes(calls)[0]!));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Router nuevo',
      model: 'RB5009',
      sku: 'MT-5009',
      price: 1_150_000,
      vat: 0.19,
      ivaClass: 'COMPUTER',
      stock: 7,
      minimumStock: 0,
      description: '<p>Router de borde</p>',
      caracteristics: ['9 puertos', 'SFP+', 'PoE'],
      brand: 3,
      categories: [1, 4],
      available: true,
      dataSheetURL: null,
      images: { product_url: '/api/files/product/nuevo.webp', views_url: [] },
    });
    expect(await screen.findByText(PRODUCT_ADMIN_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/admin-products/12'),
    );
  });
});

describe('/dashboard/admin-products/update/{id}', () => {
  it('warns that nothing changed without calling the API', async () => {
    const calls = catalogueApi();
    const { user } = renderDashboard('/dashboard/admin-products/update/9', ['ADMIN_PRODUCTS']);
    await screen.findByRole('option', { name: 'Routers' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('No hubo cambios en el producto')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends only the fields that changed', async () => {
    const calls = catalogueApi();
    const { user } = renderDashboard('/dashboard/admin-products/update/9', ['ADMIN_PRODUCTS']);
    await screen.findByRole('option', { name: 'Routers' }, { timeout: 5000 });
    const price = screen.getByRole('textbox', { name: 'Precio base (COP)' });
    await user.clear(price);
    await user.type(price, '310000');
    await user.click(screen.getByRole('checkbox', { name: /Disponible para la venta/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PATCH',
      body: { price: 310_000, available: false },
    });
  });

  it('sends only the new IVA class when a router becomes a laptop (same nominal rate)', async () => {
    const calls = catalogueApi();
    const { user } = renderDashboard('/dashboard/admin-products/update/9', ['ADMIN_PRODUCTS']);
    await screen.findByRole('option', { name: 'Routers' }, { timeout: 5000 });
    const ivaClass = screen.getByRole('combobox', { name: 'Clase de IVA' });
    expect(ivaClass).toHaveValue('GENERAL');
    await user.selectOptions(ivaClass, IVA_CLASS_LABELS.COMPUTER);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({ ivaClass: 'COMPUTER' });
  });
});
