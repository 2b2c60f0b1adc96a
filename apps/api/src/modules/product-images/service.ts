import { randomUUID } from 'node:crypto';
import {
  IMAGE_MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_MAX_SIDE,
  pageWindow,
  type ImageList,
  type PageRequest,
  type ProductImageUploadResponse,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { AppError, fieldError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { AuditService } from '../../platform/audit/service';
import { IMAGE_CONTENT_TYPES, sniffImage } from './image-sniff';
import type { ProductImageRepository, ProductImageRow } from './repository';

interface Deps {
  images: Transactional<ProductImageRepository>;
  audit: AuditService;
  storage: FileStorage;
}

export const productImageUrl = (name: string) => `/api/files/product/${name}`;

const asImage = (row: ProductImageRow) => ({
  url: productImageUrl(row.name),
  name: row.name,
  size: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/** Product pictures uploaded from the dashboard: checked by content, named by the server. */
export function createProductImageService({ images, audit, storage }: Deps) {
  return {
    /**
     * Stores a JPEG, PNG or WebP under a new `product/<uuid>.<ext>` and records who uploaded it
     * (row and audit entry in one transaction). The file goes first: should the transaction fail,
     * the file is removed again, so no row ever names a missing file.
     */
    async upload(data: Buffer, actorUserId: number): Promise<ProductImageUploadResponse> {
      if (data.length > PRODUCT_IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
      const image = sniffImage(data);
      if (!image || image.width < 1 || image.height < 1) {
        throw fieldError('IMAGE_INVALID', 'productImage', IMAGE_MESSAGES.notImage);
      }
      const { kind, width, height } = image;
      if (
        Math.max(width, height) > PRODUCT_IMAGE_MAX_SIDE ||
        width * height > PRODUCT_IMAGE_MAX_PIXELS
      ) {
        throw fieldError(
          'IMAGE_INVALID',
          'productImage',
          IMAGE_MESSAGES.tooManyPixels(width, height),
        );
      }
      const name = `${randomUUID()}.${kind}`;
      const key = `product/${name}`;
      await storage.put(key, data);
      try {
        await images.inTransaction(async (repo, tx) => {
          const row = await repo.insert({
            name,
            contentType: IMAGE_CONTENT_TYPES[kind],
            sizeBytes: data.length,
            uploadedBy: actorUserId,
          });
          await audit.record(tx, {
            actorUserId,
            entity: 'image',
            entityId: name,
            action: 'create',
            before: null,
            after: {
              url: productImageUrl(name),
              contentType: row.contentType,
              size: row.sizeBytes,
            },
          });
        });
      } catch (err) {
        await storage.remove(key);
        throw err;
      }
      return { url: productImageUrl(name) };
    },

    /** One page of the library (uploads and the demo's pictures), newest first. */
    async list(page: PageRequest): Promise<ImageList> {
      const window = pageWindow(page);
      const { rows, total } = await images.repo.page(window);
      return { images: rows.map(asImage), totalPages: window.totalPages(total) };
    },
  };
}
export type ProductImageService = ReturnType<typeof createProductImageService>;
