import { ProductImageUploadResponseSchema, type ProductImageUploadResponse } from '@shop/shared';
import { apiClient } from './api-client';

/**
 * Sends one picture (field productImage) to POST /api/files/product; the server judges its bytes
 * and names it. The images screen, the image picker of the brand, content and settings forms, and
 * the product form (whose images go up first: docs/architecture.md, "Contract: validation and
 * messages") upload through here.
 */
export function uploadProductImage(file: File): Promise<ProductImageUploadResponse> {
  const body = new FormData();
  body.append('productImage', file);
  return apiClient.post('/api/files/product', body, ProductImageUploadResponseSchema);
}
