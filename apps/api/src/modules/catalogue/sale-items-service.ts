import type { Transactional } from '../../db/transactional';
import type { Tx } from '../../db/client';
import type { SaleItem, SaleItemsRepository } from './sale-items-repository';

export type { SaleItem };

/** What the cart and the wishlist read of the catalogue; with `tx`, inside the caller's transaction. */
export function createSaleItemsService(items: Transactional<SaleItemsRepository>) {
  const on = (tx?: Tx) => (tx ? items.within(tx) : items.repo);
  return {
    /** The products of `ids` by id; an id with no product is missing from the map. */
    async byIds(ids: number[], tx?: Tx): Promise<Map<number, SaleItem>> {
      return new Map((await on(tx).byIds(ids)).map((p) => [p.id, p]));
    },

    /** The products of `skus` by their code in lower case; an unknown code is missing. */
    async bySkus(skus: string[]): Promise<Map<string, SaleItem>> {
      return new Map((await items.repo.bySkus(skus)).map((p) => [p.sku.toLowerCase(), p]));
    },

    /** Those of `ids` that exist and are for sale. */
    availableIds: (ids: number[]) => items.repo.availableIds(ids),
  };
}
export type SaleItemsService = ReturnType<typeof createSaleItemsService>;
