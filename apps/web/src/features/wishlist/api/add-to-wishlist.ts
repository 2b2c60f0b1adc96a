import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WishlistSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Adds a product to the wishlist (once; adding it again changes nothing). */
export const addToWishlist = (productId: number) =>
  apiClient.patch(`/api/wishlists/add/${productId}`, undefined, WishlistSchema);

export function useAddToWishlist(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(queryKeys.wishlist.detail(viewer), wishlist),
  });
}
