import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { contentAdminRoutes } from './admin-routes';
import { createContentsAdminService } from './admin-service';
import { createContentsRepository } from './repository';
import { contentRoutes } from './routes';
import { createContentsService } from './service';

/** The storefront's content sections and information pages; staff edit them on db. */
export function contentsModule({
  db,
  reads,
  audit,
}: Pick<Platform, 'db' | 'reads' | 'audit'>): ShopModule {
  const contents = transactional(db, createContentsRepository);
  return {
    routes: [
      contentRoutes(createContentsService(createContentsRepository(reads))),
      contentAdminRoutes(createContentsAdminService({ contents, audit })),
    ],
  };
}
