import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema } from './paging';

/** The largest product image the dashboard accepts (the product form and the images screen). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the browser's file picker offers; the server judges the bytes, not this list. */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Images per page of the dashboard grid (spec §9: offset = 15 * (page - 1) in rows). */
export const IMAGE_PAGE_SIZE = 15;

/** Spanish texts of the images screens and the upload route (spec §5, §8). */
export const IMAGE_MESSAGES = {
  required: 'Por favor selecciona una imagen.',
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB. Redúcela o comprímela y súbela de nuevo.',
  notImage:
    'El archivo no es una imagen JPEG, PNG o WebP. Exporta la imagen en uno de esos formatos y súbela de nuevo.',
  onlyOne: 'Envía una sola imagen a la vez.',
  uploaded: 'Imagen subida correctamente.',
  uploadFailed: 'Algo falló al subir el archivo.',
  listFailed: 'Error al cargar las imágenes de productos',
  loadFailed: 'Error al cargar la imagen',
  uploading: 'Subiendo...',
  copied: 'URL copiada al portapapeles.',
  copyFailed: 'No se pudo copiar la URL. Cópiala a mano desde la imagen.',
} as const;

export const ProductImageUploadResponseSchema = z.object({
  /** Where the image is served, relative to the shop: `/api/files/product/<uuid>.<ext>`. */
  url: z.string(),
});
export type ProductImageUploadResponse = z.infer<typeof ProductImageUploadResponseSchema>;

export const ProductImageSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ImageListQuerySchema = pageQuerySchema({ defaultLimit: IMAGE_PAGE_SIZE });
export type ImageListQuery = z.infer<typeof ImageListQuerySchema>;

export const ImageListSchema = pageResponseSchema('images', ProductImageSchema);
export type ImageList = z.infer<typeof ImageListSchema>;
