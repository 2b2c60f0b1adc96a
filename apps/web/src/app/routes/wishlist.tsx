import { countOf } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { LoadProblem } from '../../components/errors/load-problem';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import {
  WishlistEmpty,
  WishlistGrid,
  WishlistSkeleton,
} from '../../features/wishlist/components/wishlist-grid';
import { WISHLIST_MESSAGES } from '../../features/wishlist/utils/messages';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useViewer } from './use-viewer';

/** /wishlist 'Lista de Deseos': saved products, each can go to the cart or leave the list. */
export function WishlistRoute() {
  const { viewer } = useViewer();
  const wishlist = useWishlist(viewer);
  useErrorToast(wishlist.isError && !wishlist.data, WISHLIST_MESSAGES.loadFailed);
  const count = wishlist.data?.products.length;

  return (
    <AccountPage
      title="Lista de Deseos"
      summary={count === undefined ? null : countOf(count, 'producto', 'productos')}
    >
      {wishlist.data ? (
        wishlist.data.products.length > 0 ? (
          <WishlistGrid
            products={wishlist.data.products}
            viewer={viewer}
            cartAction={(product) => (
              <AddToCartButton
                productId={product.id}
                viewer={viewer}
                disabled={!product.available}
              />
            )}
          />
        ) : (
          <WishlistEmpty />
        )
      ) : wishlist.isError ? (
        <LoadProblem
          message={WISHLIST_MESSAGES.loadFailed}
          onRetry={() => void wishlist.refetch()}
          isRetrying={wishlist.isFetching}
        />
      ) : (
        <WishlistSkeleton />
      )}
    </AccountPage>
  );
}
