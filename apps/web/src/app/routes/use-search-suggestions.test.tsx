import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPanelProvider } from '../../features/auth/components/login-panel-provider';
import { queryKeys } from '../../lib/query-keys';
import { fakeApi, reads } from '../../testing/fake-api';
import { createTestQueryClient } from '../../testing/render';
import { TEST_CUSTOMER } from '../../testing/session-user';
import { useSearchSuggestions } from './use-search-suggestions';

afterEach(() => vi.unstubAllGlobals());

const product = {
  id: 12,
  name: 'Cámara IP domo 4 MP',
  model: 'DS-2CD1143G2-I',
  sku: 'HIK-1143',
  brand: { id: 3, name: 'Hikvision' },
  categories: [{ id: 7, name: 'Cámaras IP', level: 1 }],
  images: { product_url: 'camera-dome.svg', views_url: [] },
  available: true,
  inStock: true,
  vat: 0.19,
  ivaClass: 'GENERAL',
};

const API = reads({
  '/api/products': { products: [product], total: 1, totalPages: 1, page: 1 },
  '/api/brand': [
    { id: 3, name: 'Hikvision', title: '', description: '', logo: '' },
    { id: 4, name: 'Dahua', title: '', description: '', logo: '' },
  ],
  '/api/category': [
    { id: 7, name: 'Cámaras IP', level: 1, parentCategoryId: null },
    { id: 8, name: 'Grabadores', level: 1, parentCategoryId: null },
  ],
});

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, TEST_CUSTOMER);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPanelProvider>{children}</LoginPanelProvider>
    </QueryClientProvider>
  );
}

describe('what the header search suggests', () => {
  it('asks once the typing pauses, for the products of the search and the names that hold the text', async () => {
    const calls = fakeApi(API);
    const { result, rerender } = renderHook(({ typed }) => useSearchSuggestions(typed), {
      wrapper,
      initialProps: { typed: 'c' },
    });
    expect(result.current).toEqual([]);
    for (const typed of ['ca', 'cam', 'cama']) rerender({ typed });
    await waitFor(() => expect(result.current).toHaveLength(2));
    // One search for the text as it stood when the typing paused, none for each keystroke.
    const searches = calls.filter((call) => call.url.pathname === '/api/products');
    expect(searches.map((call) => call.url.searchParams.get('searchTerm'))).toEqual(['cama']);
    expect(searches[0]!.url.searchParams.get('offset')).toBe('0');
    expect(result.current).toEqual([
      {
        label: 'Productos',
        options: [
          {
            key: 'product-12',
            label: 'Cámara IP domo 4 MP',
            detail: 'Hikvision · DS-2CD1143G2-I',
            href: '/product/12/camara-ip-domo-4-mp',
          },
        ],
      },
      // 'cama' finds 'Cámaras IP' without its accent; no brand holds it.
      {
        label: 'Categorías',
        options: [{ key: 'category-7', label: 'Cámaras IP', href: '/categories/7/camaras-ip' }],
      },
    ]);
  });

  it('suggests brands by name and nothing below two characters', async () => {
    const calls = fakeApi(API);
    const { result, rerender } = renderHook(({ typed }) => useSearchSuggestions(typed), {
      wrapper,
      initialProps: { typed: 'dah' },
    });
    await waitFor(() =>
      expect(result.current.find((group) => group.label === 'Marcas')?.options).toEqual([
        { key: 'brand-4', label: 'Dahua', href: '/brand/4/dahua' },
      ]),
    );
    rerender({ typed: 'd' });
    expect(result.current).toEqual([]);
    expect(calls.filter((call) => call.url.pathname === '/api/products')).toHaveLength(1);
  });
});
