import {
  bogotaDate,
  CART_STOCK_MESSAGES,
  computeTaxes,
  customerUnitPrice,
  MAX_QUANTITY,
  NOT_FOUND_MESSAGES,
  subtotalOf,
  type Cart,
  type CartAddition,
  type CartChange,
  type CartShortfall,
  type CartItemsInput,
  type QuickOrderInput,
  type QuickOrderResult,
  type BuyerTaxProfile,
  type SellerProfile,
  type SessionUser,
  type TaxRuleTable,
  type Wishlist,
} from '@shop/shared';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { accountOf } from '../../lib/buyer';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { SaleItem, SaleItemsService } from '../catalogue/sale-items-service';
import type { StockService } from '../stock/service';
import type { UnitIvaPort } from '../taxes/unit-iva';
import type { CartRepository } from './repository';

const TOO_MANY = `La cantidad máxima por producto en el carrito es ${MAX_QUANTITY.toLocaleString('es-CO')}.`;

/** Repeated products in one request count once, with their quantities summed (spec: merge by product). */
function merge(items: CartItemsInput['items']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of items)
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return merged;
}

interface Deps {
  carts: Transactional<CartRepository>;
  /** The catalogue's side of a cart line: name, price, stock (the products module's port). */
  saleItems: SaleItemsService;
  /** The units in stock: a cart line holds at most those (the stock module's port). */
  stock: Pick<StockService, 'availableUnits'>;
  /** The fraction a client type pays on top of the base price (the config's port). */
  extraFraction: (clientType: SessionUser['clientType']) => Promise<number>;
  /** The IVA each wishlist price carries today (the taxes module's port). */
  unitIva: UnitIvaPort;
  /** What the tax estimate needs: today's rules, the shop as seller, who the buyer is. */
  taxes: {
    rules: () => Promise<TaxRuleTable>;
    seller: () => Promise<SellerProfile>;
    buyer: (userId: number) => Promise<BuyerTaxProfile>;
  };
}

/** The cart and the wishlist of a signed-in customer, priced for their client type. */
export function createCartService({
  carts,
  saleItems,
  stock,
  extraFraction: extraFractionOf,
  unitIva,
  taxes: taxPorts,
}: Deps) {
  const repo = carts.repo;

  /** Each row with its product, in the rows' order; a row whose product is gone is left out. */
  const withProducts = async <T extends { productId: number }>(rows: T[], tx?: Tx) => {
    const found = await saleItems.byIds(
      rows.map((r) => r.productId),
      tx,
    );
    return rows.flatMap(({ productId, ...row }) => {
      const product = found.get(productId);
      return product ? [{ ...product, ...row }] : [];
    });
  };

  const cartOf = async (user: SessionUser): Promise<Cart> => {
    const extraFraction = await extraFractionOf(user.clientType);
    const items = (await withProducts(await repo.items(user.id))).map(({ basePrice, ...item }) => ({
      ...item,
      price: customerUnitPrice(basePrice, extraFraction),
    }));
    const lines = items.map((i) => ({
      unitPrice: i.price,
      quantity: i.quantity,
      ivaClass: i.ivaClass,
    }));
    const subtotal = subtotalOf(lines);
    // The estimate a quote made now would carry: the one tax engine, this buyer, today's rules.
    const taxes = lines.length
      ? computeTaxes({
          lines,
          buyer: await taxPorts.buyer(accountOf(user)),
          seller: await taxPorts.seller(),
          date: bogotaDate(),
          rules: await taxPorts.rules(),
        })
      : null;
    return { items, subtotal, taxes };
  };

  /**
   * Adds each product's quantity, up to the units in stock: one with fewer units than asked gets
   * those left (a shortfall); one with none left to add refuses the whole request (`refuse`, the
   * cart's add button) or is reported and skipped (`report`, a quick order).
   */
  const addUnits = (
    user: SessionUser,
    wanted: Map<number, number>,
    noneLeft: 'refuse' | 'report',
  ) =>
    carts.inTransaction(async (txRepo, tx) => {
      // In id order, so two requests adding the same products lock the rows in one order.
      const ids = [...wanted.keys()].sort((a, b) => a - b);
      // One addition of this customer at a time: what the cart holds is read, then added to.
      await lockAdvisory(tx, ADVISORY_LOCKS.customerCart, user.id);
      const units = await stock.availableUnits(tx, ids);
      const held = new Map((await txRepo.items(user.id)).map((r) => [r.productId, r.quantity]));
      // Only a line the stock cuts short is named: the add button's usual request reads no more.
      const nameOf = async (id: number) => (await saleItems.byIds([id], tx)).get(id)!.name;
      const added: { productId: number; quantity: number }[] = [];
      const shortfalls: CartShortfall[] = [];
      const none: { productId: number; reason: string }[] = [];
      for (const id of ids) {
        const inStock = units.get(id)!;
        const inCart = held.get(id) ?? 0;
        let quantity = wanted.get(id)!;
        if (inStock < MAX_QUANTITY && inCart + quantity > inStock) {
          const name = await nameOf(id);
          const reason =
            inStock === 0
              ? CART_STOCK_MESSAGES.outOfStock(name)
              : inCart >= inStock
                ? CART_STOCK_MESSAGES.allInCart(name, inStock)
                : null;
          if (reason !== null) {
            if (noneLeft === 'refuse') throw conflict('OUT_OF_STOCK', reason);
            none.push({ productId: id, reason });
            continue;
          }
          quantity = inStock - inCart;
          shortfalls.push({ productId: id, name, available: inStock, added: quantity });
        }
        if (!(await txRepo.add(user.id, id, quantity, MAX_QUANTITY))) throw badRequest(TOO_MANY);
        added.push({ productId: id, quantity });
      }
      return { added, shortfalls, none };
    });

  return {
    get: cartOf,

    /**
     * Adds the quantities, each up to the units in stock: a product with fewer units than asked
     * gets what is left and is named in `shortfalls`; one with none to add refuses the request.
     */
    async add(user: SessionUser, input: CartItemsInput): Promise<CartAddition> {
      const wanted = merge(input.items);
      const ids = [...wanted.keys()];
      const available = await saleItems.availableIds(ids);
      const missing = ids.find((id) => !available.has(id));
      if (missing !== undefined) {
        throw new AppError(
          'PRODUCT_UNAVAILABLE',
          `El producto ${missing} no existe o no está disponible para la venta.`,
        );
      }
      const { shortfalls } = await addUnits(user, wanted, 'refuse');
      return { ...(await cartOf(user)), shortfalls };
    },

    /**
     * Product codes and quantities, as a buyer pastes them: each known code is added as `add`
     * would, up to the stock; an unknown code, a product withdrawn from sale or one with no unit
     * left to add is reported instead of refusing the rest.
     */
    async quickOrder(user: SessionUser, input: QuickOrderInput): Promise<QuickOrderResult> {
      const found = await saleItems.bySkus(input.lines.map((l) => l.sku));
      const unknown: string[] = [];
      const withdrawn: SaleItem[] = [];
      const wanted = new Map<number, number>();
      const chosen = new Map<number, SaleItem>();
      for (const { sku, quantity } of input.lines) {
        const product = found.get(sku.toLowerCase());
        if (!product) {
          if (!unknown.includes(sku)) unknown.push(sku);
          continue;
        }
        if (!product.available && !chosen.has(product.id)) withdrawn.push(product);
        chosen.set(product.id, product);
        if (product.available) wanted.set(product.id, (wanted.get(product.id) ?? 0) + quantity);
      }
      const { added, shortfalls, none } = wanted.size
        ? await addUnits(user, wanted, 'report')
        : { added: [], shortfalls: [], none: [] };
      const named = (productId: number) => {
        const { sku, name } = chosen.get(productId)!;
        return { sku, name };
      };
      return {
        ...(await cartOf(user)),
        added: added.map((a) => ({ ...a, ...named(a.productId) })),
        shortfalls,
        unknown,
        unavailable: [
          ...withdrawn.map(({ sku, name }) => ({
            sku,
            name,
            reason: CART_STOCK_MESSAGES.notForSale(name),
          })),
          ...none.map((n) => ({ ...named(n.productId), reason: n.reason })),
        ],
      };
    },

    /** Takes quantities out; a product whose quantity reaches zero leaves the cart. */
    async remove(user: SessionUser, input: CartItemsInput): Promise<Cart> {
      const wanted = merge(input.items);
      await carts.inTransaction(async (txRepo) => {
        for (const id of [...wanted.keys()].sort((a, b) => a - b))
          await txRepo.takeOut(user.id, id, wanted.get(id)!);
      });
      return cartOf(user);
    },

    /** The cart's products as an order prices them, read inside the order's transaction. */
    checkoutItems: async (tx: Tx, userId: number) =>
      withProducts(await carts.within(tx).items(userId), tx),

    /** Products and quantities (a quote's lines) as an order prices them, read inside its transaction. */
    saleItemsOf: (tx: Tx, rows: { productId: number; quantity: number }[]) =>
      withProducts(rows, tx),

    /**
     * After an order: the ordered quantities leave the cart, so the same goods cannot be bought
     * twice; what the customer added beyond them (after the quote, or while the order was on its
     * way) stays (ADR 006).
     */
    async takeOut(
      tx: Tx,
      userId: number,
      lines: { productId: number | null; name: string; model: string; quantity: number }[],
    ): Promise<CartChange> {
      const txRepo = carts.within(tx);
      const removed: CartChange['removed'] = [];
      for (const line of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
        if (line.productId === null) continue;
        const quantity = await txRepo.takeOut(userId, line.productId, line.quantity);
        if (quantity)
          removed.push({ productId: line.productId, name: line.name, model: line.model, quantity });
      }
      return { emptied: await txRepo.isEmpty(userId), removed };
    },

    async wishlist(user: SessionUser): Promise<Wishlist> {
      const extraFraction = await extraFractionOf(user.clientType);
      const rows = (await withProducts(await repo.wishlist(user.id))).map((p) => ({
        ...p,
        price: customerUnitPrice(p.basePrice, extraFraction),
      }));
      const ivas = await unitIva(rows.map((p) => ({ unitPrice: p.price, ivaClass: p.ivaClass })));
      return {
        products: rows.map((p, i) => ({
          id: p.id,
          name: p.name,
          model: p.model,
          price: p.price,
          vat: p.vat,
          iva: ivas[i]!,
          images: p.images,
          available: p.available,
          inStock: p.stock > 0,
        })),
      };
    },

    async addToWishlist(user: SessionUser, productId: number): Promise<void> {
      if (!(await saleItems.availableIds([productId])).has(productId)) {
        throw notFound(NOT_FOUND_MESSAGES.product);
      }
      await repo.addToWishlist(user.id, productId);
    },

    async removeFromWishlist(user: SessionUser, productId: number): Promise<void> {
      await repo.removeFromWishlist(user.id, productId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
