import { countOf, groupThousands } from '@shop/shared';

/**
 * "1 producto", "245 productos", or "Más de 1.000 productos" when the server stopped counting a
 * search or a price range (`totalCapped`).
 */
export function countText({ total, totalCapped }: { total: number; totalCapped?: true }): string {
  if (totalCapped) return `Más de ${groupThousands(total)} productos`;
  return countOf(total, 'producto', 'productos');
}
