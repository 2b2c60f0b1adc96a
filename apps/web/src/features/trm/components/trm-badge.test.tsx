import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trm } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { TRM_INVALID } from '../api/get-trm';
import { TrmBadge } from './trm-badge';

/** The API as the browser sees it: one answer for GET /api/trm. */
function answerTrm(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBadge(trm?: Trm) {
  const queryClient = createTestQueryClient();
  if (trm) queryClient.setQueryData(queryKeys.trm, trm);
  return renderWithProviders(
    <div data-testid="slot">
      <TrmBadge />
    </div>,
    queryClient,
  );
}

/* es-CO puts a no-break space after '$'; compare the text a person reads. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

describe('TrmBadge', () => {
  it("shows today's rate without a date", () => {
    renderBadge({ value: 4012.35, date: '2026-11-24', stale: false });
    expect(text(screen.getByText(/TRM/))).toBe('TRM: $ 4.012,35');
  });

  it('shows the last known rate with its day when today could not be read', async () => {
    answerTrm(200, { value: 3998.1, date: '2026-11-20', stale: true });
    renderBadge();
    const badge = await screen.findByText(/TRM del/);
    expect(text(badge)).toBe('TRM del 20/11/2026: $ 3.998,10');
    expect(badge).toHaveAttribute('title', expect.stringContaining('último valor conocido'));
  });

  it('leaves its slot empty and quiet when no rate was ever read', async () => {
    const fetchMock = answerTrm(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'TRM_UNAVAILABLE',
      message: 'No se logró obtener la TRM.',
    });
    const info = vi.spyOn(console, 'info');
    const { queryClient } = renderBadge();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Settled first, so the empty slot is the answer's rendering, not a render not yet done. 'No
    // rate' is an answer: a first view the server drew with it is not asked again.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.trm)?.status).toBe('success'));
    expect(queryClient.getQueryData(queryKeys.trm)).toBeNull();
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
    expect(info).not.toHaveBeenCalled();
  });

  it('notes an answer that is not a rate in the console only (docs/architecture.md, "Contract: validation and messages")', async () => {
    answerTrm(200, { value: -1, date: '2026-11-24', stale: false });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderBadge();
    await waitFor(() => expect(info).toHaveBeenCalledWith(TRM_INVALID));
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});
