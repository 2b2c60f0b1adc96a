import { queryOptions, useQuery } from '@tanstack/react-query';
import { WishlistSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The signed-in customer's wishlist, priced for their client type. */
export const getWishlist = (signal?: AbortSignal) =>
  apiClient.get('/api/wishlists', WishlistSchema, signal);

export const wishlistQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.wishlist.detail(viewer),
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 0,
  });

export const useWishlist = (viewer: Viewer) => useQuery(wishlistQueryOptions(viewer));
