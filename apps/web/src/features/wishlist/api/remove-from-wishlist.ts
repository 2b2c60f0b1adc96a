import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WishlistSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

export const removeFromWishlist = (productId: number) =>
  apiClient.patch(`/api/wishlists/remove/${productId}`, undefined, WishlistSchema);

export function useRemoveFromWishlist(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(queryKeys.wishlist.detail(viewer), wishlist),
  });
}
