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

/** Who chooses images from the library: the images screen and the forms with an image picker. */
const IMAGE_CHOOSERS = ['ADMIN_IMAGES', 'ADMIN_BRANDS', 'ADMIN_CONTENTS', 'ADMIN_CONFIG'] as const;
/** Who uploads: the choosers, and the product form, which uploads without browsing. */
const IMAGE_UPLOADERS = [...IMAGE_CHOOSERS, 'ADMIN_PRODUCTS'] as const;

/**
 * The dashboard's image library: the upload and the list. Besides the images screen, the product
 * form uploads, and the brand, content and settings forms choose from the list or upload in place
 * (issue 34, item 12), so each of their permissions opens these routes.
 */
export const productImageRoutes =
  (service: ProductImageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/files/product',
      {
        // The product form uploads its pictures before saving the product (docs/architecture.md, "Contract: validation and messages").
        preValidation: requirePermission(...IMAGE_UPLOADERS),
        config: {
          catalogue: 'untouched',
          errors: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
        },
        schema: {
          tags: ['files'],
          summary:
            'Upload a product image (multipart field productImage; JPEG, PNG or WebP judged by its bytes, at most 5 MB; ADMIN_IMAGES, ADMIN_PRODUCTS, ADMIN_BRANDS, ADMIN_CONTENTS or ADMIN_CONFIG). Stored under a new name, served for a year as immutable',
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
        preValidation: requirePermission(...IMAGE_CHOOSERS),
        schema: {
          tags: ['files'],
          summary:
            'The image library: every product and brand picture, the uploaded ones and those seeded with the demo catalogue (SVG, dated with it), newest first, 15 per page (ADMIN_IMAGES, ADMIN_BRANDS, ADMIN_CONTENTS or ADMIN_CONFIG)',
          querystring: ImageListQuerySchema,
          response: { 200: ImageListSchema },
        },
      },
      async (request) => service.list(request.query),
    );
  };
