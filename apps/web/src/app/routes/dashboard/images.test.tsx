import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productImagesApi } from '../../../testing/api/files';
import {
  always,
  apiError,
  fakeApi,
  queryOf,
  type Answer,
  type ApiCall,
} from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

const IMAGE = {
  url: '/api/files/product/3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f.png',
  name: '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f.png',
  size: 12_800,
  createdAt: '2026-11-24T15:00:00.000Z',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});
// Unmount first: a screen still mounted must never reach the real network once fetch is restored.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/files/product');

function renderImages(path = '/dashboard/admin-products/images', upload?: () => Answer) {
  const calls = fakeApi(productImagesApi({ images: [IMAGE], totalPages: 3, upload }));
  return { calls, ...renderDashboard(path, ['ADMIN_IMAGES']) };
}

const findGrid = () =>
  screen.findByRole('list', { name: 'Imágenes de productos' }, { timeout: 5000 });

describe("'Imágenes'", () => {
  it('asks for 15 per page of the address and shows each image with its size', async () => {
    const { calls } = renderImages('/dashboard/admin-products/images?page=2');
    const grid = await findGrid();

    expect(queryOf(listCalls(calls)[0])).toEqual({ offset: '1', limit: '15' });
    expect(within(grid).getByRole('img', { name: IMAGE.name })).toHaveAttribute('src', IMAGE.url);
    expect(within(grid).getByText(/12,5 KB/)).toBeVisible();
    expect(screen.getByText('Página 2 de 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subir imagen' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/images/upload',
    );
  });

  it("'Copiar URL' copies the absolute address and says so", async () => {
    const { user } = renderImages();
    await findGrid();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    await user.click(screen.getByRole('button', { name: `Copiar URL de ${IMAGE.name}` }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${IMAGE.url}`);
    expect(await screen.findByText('URL copiada al portapapeles.')).toBeVisible();
  });

  it("shows an icon and 'Error al cargar la imagen' when the picture cannot load", async () => {
    renderImages();
    const grid = await findGrid();
    fireEvent.error(within(grid).getByRole('img', { name: IMAGE.name }));
    expect(within(grid).getByText('Error al cargar la imagen')).toBeVisible();
  });
});

it("says 'Error al cargar las imágenes de productos' when the list cannot be read", async () => {
  fakeApi(always(() => apiError(500, 'INTERNAL_ERROR', 'x')));
  renderDashboard('/dashboard/admin-products/images', ['ADMIN_IMAGES']);
  await waitFor(
    () => expect(screen.getAllByText('Error al cargar las imágenes de productos')).toHaveLength(2),
    { timeout: 5000 },
  );
  expect(screen.getByRole('button', { name: /Reintentar/ })).toBeVisible();
});

describe("'Subir imagen'", () => {
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'router.png', {
    type: 'image/png',
  });
  const findPicker = () =>
    screen.findByLabelText('Imagen del producto', undefined, { timeout: 5000 });

  it('asks for an image before sending anything', async () => {
    const { calls, user } = renderImages('/dashboard/admin-products/images/upload');
    await findPicker();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(screen.getByText('Por favor seleccione una imagen.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("previews the picture, shows 'Subiendo…' while sending, then goes back to the list", async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const calls = fakeApi(
      productImagesApi({ images: [IMAGE], totalPages: 1, upload: () => pending }),
    );
    const { router, user } = renderDashboard('/dashboard/admin-products/images/upload', [
      'ADMIN_IMAGES',
    ]);
    await user.upload(await findPicker(), png);
    expect(screen.getByRole('img', { name: 'Vista previa de router.png' })).toHaveAttribute(
      'src',
      'blob:vista-previa',
    );

    await user.click(screen.getByRole('button', { name: 'Subir' }));
    const busy = await screen.findByRole('button', { name: 'Subiendo…' });
    expect(busy).toBeDisabled();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url.pathname).toBe('/api/files/product');
    expect((sent?.body as FormData).get('productImage')).toBe(png);

    answer(Response.json({ url: IMAGE.url }, { status: 201 }));
    expect(await screen.findByText('Imagen subida correctamente.')).toBeVisible();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/admin-products/images'),
    );
  });

  it("says 'Algo falló al subir el archivo.' with the server's reason", async () => {
    const reason =
      'El archivo no es una imagen JPEG, PNG o WebP. Exporte la imagen en uno de esos formatos y súbala de nuevo.';
    const { user } = renderImages('/dashboard/admin-products/images/upload', () =>
      apiError(400, 'IMAGE_INVALID', reason),
    );
    await user.upload(await findPicker(), png);
    await user.click(screen.getByRole('button', { name: 'Subir' }));

    expect(await screen.findByText(`Algo falló al subir el archivo. ${reason}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
  });
});
