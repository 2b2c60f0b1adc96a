import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES } from '@shop/shared';
import { productImagesApi } from '../../../testing/api/files';
import { apiError, fakeApi, json, queryOf, type Answer } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ImagePickerField } from './image-picker-field';

const image = (name: string) => ({
  url: `/api/files/product/${name}`,
  name,
  size: 2048,
  createdAt: '2026-11-24T15:00:00.000Z',
});
const LIBRARY = [image('logo-cisco.svg'), image('access-point.svg')];
const OLD_LOGO = 'https://cdn.example.com/marca.png';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The picker in a form like the brand form's: the stored value and whether it is dirty. */
function Harness({ initial }: { initial: string }) {
  const { control, formState } = useForm({ defaultValues: { logo: initial } });
  const logo = useWatch({ control, name: 'logo' });
  return (
    <>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <ImagePickerField label="Logo" optional value={field.value} onChange={field.onChange} />
        )}
      />
      <output aria-label="Valor del formulario">{logo}</output>
      <output aria-label="Cambios sin guardar">{formState.isDirty ? 'sí' : 'no'}</output>
    </>
  );
}

function renderPicker({
  initial = OLD_LOGO,
  upload,
}: { initial?: string; upload?: () => Answer } = {}) {
  const calls = fakeApi(productImagesApi({ images: LIBRARY, totalPages: 2, upload }));
  return { calls, ...renderWithProviders(<Harness initial={initial} />) };
}

const stored = () => screen.getByRole('status', { name: 'Valor del formulario' });
const dirty = () => screen.getByRole('status', { name: 'Cambios sin guardar' });
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('ImagePickerField', () => {
  it('shows the current image, an https address from before included, and no URL box', () => {
    renderPicker();
    const group = screen.getByRole('group', { name: 'Logo' });
    expect(within(group).getByRole('img', { name: 'Logo: imagen actual' })).toHaveAttribute(
      'src',
      OLD_LOGO,
    );
    expect(within(group).getByText('marca.png')).toBeVisible();
    expect(within(group).queryByRole('textbox')).toBeNull();
  });

  it('sets the value to the address of the picture chosen in the library, dirtying the form', async () => {
    const { user, calls } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Elegir de la biblioteca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo: elegir de la biblioteca' });
    expect(await within(dialog).findByText('Página 1 de 2')).toBeVisible();
    expect(queryOf(calls.find((c) => c.url.pathname === '/api/files/product'))).toEqual({
      offset: '0',
      limit: '15',
    });

    await user.click(within(dialog).getByRole('button', { name: 'access-point.svg' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toHaveTextContent('/api/files/product/access-point.svg');
    expect(dirty()).toHaveTextContent('sí');
    expect(screen.getByRole('img', { name: 'Logo: imagen actual' })).toHaveAttribute(
      'src',
      '/api/files/product/access-point.svg',
    );
  });

  it('pages the library in the dialog', async () => {
    const { user, calls } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Elegir de la biblioteca' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Siguiente/ }));
    expect(await within(dialog).findByText('Página 2 de 2')).toBeVisible();
    const asked = calls.filter((c) => c.url.pathname === '/api/files/product').map(queryOf);
    expect(asked.at(-1)).toEqual({ offset: '1', limit: '15' });
  });

  it('uploads a file in place and sets the value to the address the server answers', async () => {
    const { user, calls } = renderPicker({
      initial: '',
      upload: () => json({ url: '/api/files/product/0b7a.png' }, 201),
    });
    await user.upload(screen.getByLabelText('Logo: archivo para subir'), png());
    await waitFor(() => expect(stored()).toHaveTextContent('/api/files/product/0b7a.png'));
    expect(dirty()).toHaveTextContent('sí');
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('productImage') as File).name).toBe('logo.png');
    expect(await screen.findByText(IMAGE_MESSAGES.uploaded)).toBeVisible();
  });

  it("says the server's refusal in Spanish and keeps the value", async () => {
    const { user } = renderPicker({
      upload: () => apiError(400, 'IMAGE_INVALID', IMAGE_MESSAGES.notImage),
    });
    await user.upload(screen.getByLabelText('Logo: archivo para subir'), png());
    const group = screen.getByRole('group', { name: 'Logo' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.notImage);
    expect(stored()).toHaveTextContent(OLD_LOGO);
    expect(dirty()).toHaveTextContent('no');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { user, calls } = renderPicker();
    await user.upload(screen.getByLabelText('Logo: archivo para subir'), png(5 * 1024 * 1024 + 1));
    const group = screen.getByRole('group', { name: 'Logo' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooLarge);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("'Quitar' leaves the field without an image", async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Quitar logo' }));
    expect(stored()).toHaveTextContent('');
    expect(dirty()).toHaveTextContent('sí');
    expect(screen.getByRole('img', { name: 'Logo: sin imagen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quitar logo' })).toBeNull();
  });
});
