import type { ProductSummary } from '@shop/shared';
import { fileUrl } from '../../../lib/file-url';

/** The main picture first, then the other views, each once and with a usable address. */
export function galleryImages(images: ProductSummary['images']): string[] {
  const all = [images.product_url, ...images.views_url]
    .filter(Boolean)
    .map((image) => fileUrl('product', image));
  return [...new Set(all)];
}
