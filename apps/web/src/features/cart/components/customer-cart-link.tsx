import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '../../../lib/query-keys';
import { cartQueryOptions } from '../api/get-cart';
import { CartLink } from './cart-link';

/**
 * The header's cart with the units a signed-in customer has in it. Its own chunk, loaded only for
 * a customer: the cart's answer is checked with the shared zod schema, which must stay out of the
 * storefront's first download (the initial JS budget, and zod's eval probe under the CSP).
 */
export function CustomerCartLink({ viewer }: { viewer: Viewer }) {
  const units =
    useQuery({
      ...cartQueryOptions(viewer),
      // The count follows the cart's own answers (every change writes them to the cache). Were
      // this late-loading link to ask again on mounting, its answer could land over a quantity
      // the cart page has just sent, showing the old one.
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    }).data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  return <CartLink units={units} />;
}
