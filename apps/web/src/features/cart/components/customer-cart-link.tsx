import type { Viewer } from '../../../lib/query-keys';
import { useCart } from '../api/get-cart';
import { CartLink } from './cart-link';

/**
 * The header's cart with the units a signed-in customer has in it. Its own chunk, loaded only for
 * a customer: the cart's answer is checked with the shared zod schema, which must stay out of the
 * storefront's first download (the initial JS budget, and zod's eval probe under the CSP).
 */
export function CustomerCartLink({ viewer }: { viewer: Viewer }) {
  const units = useCart(viewer).data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  return <CartLink units={units} />;
}
