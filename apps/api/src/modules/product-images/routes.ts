import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_MESSAGES,
  ImageListQuerySchema,
  ImageListSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductImageUploadResponseSchema,
} from '@shop/shared';
import { readSingleFile } from '../../lib/multipart-file';
import { requirePermission } from '../../plugins/auth';
import type { ProductImageService } from './service';

/** The dashboard's product images: the upload the product form also uses, and the image list. */
export const productImageRoutes =
  (service: ProductImageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/files/product',
      {
        // The product form uploads its pictures before saving the product (docs/architecture.md, "Contract: validation and messages").
        preValidation: requirePermission('ADMIN_IMAGES', 'ADMIN_PRODUCTS'),
        config: {
          catalogue: 'untouched',
          errors: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
        },
        schema: {
          tags: ['files'],
          summary:
            'Upload a product image (multipart field productImage; JPEG, PNG or WebP judged by its bytes, at most 5 MB; ADMIN_IMAGES or ADMIN_PRODUCTS). Stored under a new name, served for a year as immutable',
          consumes: ['multipart/form-data'],
          response: { 201: ProductImageUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await readSingleFile(request, {
          field: 'productImage',
          maxBytes: PRODUCT_IMAGE_MAX_BYTES,
          messages: {
            required: IMAGE_MESSAGES.required,
            tooLarge: IMAGE_MESSAGES.tooLarge,
            onlyOne: IMAGE_MESSAGES.onlyOne,
          },
          codes: { required: 'IMAGE_REQUIRED', tooLarge: 'IMAGE_TOO_LARGE' },
        });
        return reply.status(201).send(await service.upload(data, request.auth!.user.id));
      },
    );

    app.get(
      '/files/product',
      {
        preValidation: requirePermission('ADMIN_IMAGES'),
        schema: {
          tags: ['files'],
          summary:
            'The uploaded product images, newest first, 15 per page (ADMIN_IMAGES). The pictures seeded with the demo catalogue are not listed',
          querystring: ImageListQuerySchema,
          response: { 200: ImageListSchema },
        },
      },
      async (request) => service.list(request.query),
    );
  };
