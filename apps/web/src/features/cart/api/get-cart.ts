import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The signed-in customer's cart, priced for their client type. */
export const getCart = (signal?: AbortSignal) =>
  apiClient.get('/api/shopping-cart', CartSchema, signal);

export const cartQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.cart.detail(viewer),
    queryFn: ({ signal }) => getCart(signal),
    // Another tab may have changed it: the page asks again on every visit (showing the last copy).
    staleTime: 0,
  });

export const useCart = (viewer: Viewer) => useQuery(cartQueryOptions(viewer));
