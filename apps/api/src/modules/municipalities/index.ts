import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createMunicipalityRepository } from './repository';
import { municipalityRoutes } from './routes';
import { createMunicipalityService } from './service';

export function municipalitiesModule({ db }: Pick<Platform, 'db'>) {
  const municipalities = createMunicipalityService(createMunicipalityRepository(db));
  return {
    routes: [municipalityRoutes(municipalities)],
    ports: {
      /** Whether a DANE code names a municipality we know (registration, profile). */
      municipalities,
    },
  } satisfies ShopModule;
}
