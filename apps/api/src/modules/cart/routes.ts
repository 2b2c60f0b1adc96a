import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAdditionSchema,
  CartItemsInputSchema,
  CartSchema,
  ProductIdParamsSchema,
  QuickOrderInputSchema,
  QuickOrderResultSchema,
  WishlistSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { CartService } from './service';

export const cartRoutes =
  (service: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/shopping-cart',
      {
        schema: {
          tags: ['cart'],
          summary: "The customer's cart, priced for their client type",
          response: { 200: CartSchema },
        },
      },
      async (request) => service.get(request.auth!.user),
    );

    app.patch(
      '/shopping-cart/add',
      {
        config: { catalogue: 'untouched', errors: ['PRODUCT_UNAVAILABLE', 'OUT_OF_STOCK'] },
        schema: {
          tags: ['cart'],
          summary:
            'Add quantities to the cart (a product already there has its quantity increased)',
          description:
            'A line holds at most the units in stock: a product with fewer units than asked gets those left and is listed in `shortfalls`; one with none left to add (sold out, or all of it already in the cart) answers 409 OUT_OF_STOCK naming it and adds nothing.',
          body: CartItemsInputSchema,
          response: { 200: CartAdditionSchema },
        },
      },
      async (request) => service.add(request.auth!.user, request.body),
    );

    app.patch(
      '/shopping-cart/quick-order',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['cart'],
          summary: 'Add products by their codes (a pasted list or a CSV file of "SKU cantidad")',
          description:
            'Each known code is added as /shopping-cart/add would, up to the units in stock (`shortfalls`). Unknown codes (`unknown`) and products withdrawn, sold out or already all in the cart (`unavailable`, with the reason) are reported, not refused: the rest is added.',
          body: QuickOrderInputSchema,
          response: { 200: QuickOrderResultSchema },
        },
      },
      async (request) => service.quickOrder(request.auth!.user, request.body),
    );

    app.patch(
      '/shopping-cart/remove',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['cart'],
          summary: 'Take quantities out of the cart; a product reaching zero leaves it',
          body: CartItemsInputSchema,
          response: { 200: CartSchema },
        },
      },
      async (request) => service.remove(request.auth!.user, request.body),
    );

    app.get(
      '/wishlists',
      {
        schema: {
          tags: ['cart'],
          summary: "The customer's wishlist",
          response: { 200: WishlistSchema },
        },
      },
      async (request) => service.wishlist(request.auth!.user),
    );

    app.patch(
      '/wishlists/add/:id',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['cart'],
          summary: 'Add a product to the wishlist (once)',
          params: ProductIdParamsSchema,
          response: { 200: WishlistSchema },
        },
      },
      async (request) => {
        await service.addToWishlist(request.auth!.user, request.params.id);
        return service.wishlist(request.auth!.user);
      },
    );

    app.patch(
      '/wishlists/remove/:id',
      {
        config: { catalogue: 'untouched' },
        schema: {
          tags: ['cart'],
          summary: 'Remove a product from the wishlist',
          params: ProductIdParamsSchema,
          response: { 200: WishlistSchema },
        },
      },
      async (request) => {
        await service.removeFromWishlist(request.auth!.user, request.params.id);
        return service.wishlist(request.auth!.user);
      },
    );
  };
