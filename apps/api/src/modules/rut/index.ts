import type { Limits } from '../../config/limits';
import { transactional } from '../../db/transactional';
import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createRutRepository } from './repository';
import { fileRoutes } from './routes';
import { createRutService } from './service';
import { scheduleRutSweep } from './sweep';

/** RUT PDFs: uploaded before a registration claims them, swept when nobody does. */
export function rutModule(deps: Pick<Platform, 'db' | 'storage'> & { limits: Limits }) {
  const rut = createRutService(transactional(deps.db, createRutRepository), deps.storage);
  return {
    routes: [
      fileRoutes(rut, deps.limits.uploadsPerHour),
      async (app) => scheduleRutSweep(app, rut),
    ],
    ports: {
      /** Ties an uploaded RUT to the registration that names it, in the registration's transaction. */
      claimRut: rut.claim,
    },
  } satisfies ShopModule;
}
