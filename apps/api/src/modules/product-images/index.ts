import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { imageRoutes } from './file-routes';
import { createProductImageRepository } from './repository';
import { productImageRoutes } from './routes';
import { createProductImageService } from './service';

/** Product pictures: uploaded and listed by staff, served from the file storage to everyone. */
export function productImagesModule({
  db,
  audit,
  storage,
}: Pick<Platform, 'db' | 'audit' | 'storage'>): ShopModule {
  const images = transactional(db, createProductImageRepository);
  return {
    routes: [
      imageRoutes,
      productImageRoutes(createProductImageService({ images, audit, storage })),
    ],
  };
}
