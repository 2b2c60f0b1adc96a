import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { always, apiError, fakeApi, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the RUT viewer', () => {
  it('frames the PDF from an object URL, offers it for download and releases it on leaving', async () => {
    fakeApi(
      on(
        'GET',
        `/api/files/rut/${UUID}`,
        () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
      ),
    );
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rut-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = renderDashboard(`/dashboard/clients/rut/${UUID}`, ['ADMIN_CLIENTS']);

    const frame = await screen.findByTitle('RUT del cliente (PDF)', {}, { timeout: 5000 });
    expect(frame).toHaveAttribute('src', 'blob:rut-1');
    expect(screen.getByRole('link', { name: 'Descargar RUT' })).toHaveAttribute(
      'href',
      'blob:rut-1',
    );
    expect(create.mock.calls[0]?.[0]).toHaveProperty('type', 'application/pdf');

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:rut-1');
  });

  it("says in the page why the RUT could not be read, with the server's reason", async () => {
    fakeApi(always(() => apiError(404, 'NOT_FOUND', 'No encontramos el archivo RUT.')));
    renderDashboard(`/dashboard/clients/rut/${UUID}`, ['ADMIN_CLIENTS']);

    expect(
      await screen.findByText(
        'No se ha podido obtener el archivo RUT: No encontramos el archivo RUT.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByTitle('RUT del cliente (PDF)')).toBeNull();
  });
});
