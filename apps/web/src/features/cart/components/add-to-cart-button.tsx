import { toast } from '../../../lib/toast';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useAddToCart } from '../api/add-to-cart';
import { toastAddition } from '../utils/addition-toast';
import { CART_MESSAGES } from '../utils/messages';

interface AddToCartButtonProps {
  productId: number;
  viewer: Viewer;
  disabled?: boolean;
  className?: string | undefined;
}

/** 'Agregar al carrito' for one unit, where there is no quantity box (the wishlist). */
export function AddToCartButton({ productId, viewer, disabled, className }: AddToCartButtonProps) {
  const add = useAddToCart(viewer);
  return (
    <Button
      className={className}
      icon={<ShoppingCart size={18} aria-hidden="true" />}
      isLoading={add.isPending}
      disabled={disabled}
      onClick={() =>
        add.mutate(
          { items: [{ productId, quantity: 1 }] },
          {
            onSuccess: (answer) => toastAddition(answer),
            onError: (error) => toast.error(clientErrorMessage(error, CART_MESSAGES.addFailed)),
          },
        )
      }
    >
      Agregar al carrito
    </Button>
  );
}
