import { toast } from '../../../lib/toast';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { WISHLIST_MESSAGES } from '../utils/messages';

interface AddToWishlistButtonProps {
  productId: number;
  viewer: Viewer;
  className?: string | undefined;
}

/** The product page's 'Agregar a favoritos'. */
export function AddToWishlistButton({ productId, viewer, className }: AddToWishlistButtonProps) {
  const add = useAddToWishlist(viewer);
  return (
    <Button
      variant="secondary"
      className={className}
      icon={<Heart size={18} aria-hidden="true" />}
      isLoading={add.isPending}
      onClick={() =>
        add.mutate(productId, {
          onSuccess: () => toast.success(WISHLIST_MESSAGES.added),
          onError: (error) => toast.error(clientErrorMessage(error, WISHLIST_MESSAGES.addFailed)),
        })
      }
    >
      Agregar a favoritos
    </Button>
  );
}
