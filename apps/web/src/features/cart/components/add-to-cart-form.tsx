import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { ShoppingCart } from 'lucide-react';
import { CartItemInputSchema, MAX_QUANTITY } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useAddToCart } from '../api/add-to-cart';
import { toastAddition } from '../utils/addition-toast';
import { CART_MESSAGES } from '../utils/messages';
import styles from './add-to-cart-form.module.css';

// The shared rule, with its message: 'La cantidad debe ser un número entero entre 1 y 10.000.'
const QuantitySchema = CartItemInputSchema.pick({ quantity: true });

interface AddToCartFormProps {
  productId: number;
  viewer: Viewer;
  /** A product withdrawn from sale, or sold out, cannot be added. */
  disabled?: boolean;
}

/** The product page's 'Cantidad' (a whole number, 1 or more) and 'Agregar al carrito'. */
export function AddToCartForm({ productId, viewer, disabled = false }: AddToCartFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuantitySchema), defaultValues: { quantity: 1 } });
  const add = useAddToCart(viewer);

  const onSubmit = handleSubmit(({ quantity }) =>
    add.mutate(
      { items: [{ productId, quantity }] },
      {
        onSuccess: (answer) => {
          toastAddition(answer);
          reset({ quantity: 1 });
        },
        onError: (error) => toast.error(clientErrorMessage(error, CART_MESSAGES.addFailed)),
      },
    ),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Cantidad"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        fieldClassName={styles.field}
        disabled={disabled}
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      />
      <Button
        type="submit"
        className={styles.submit}
        icon={<ShoppingCart size={18} aria-hidden="true" />}
        isLoading={add.isPending}
        disabled={disabled}
      >
        Agregar al carrito
      </Button>
    </form>
  );
}
