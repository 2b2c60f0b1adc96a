import type { ShopModule } from '../../lib/shop-module';
import type { Platform } from '../../platform/context';
import { createTrmRepository } from './repository';
import { trmRoutes } from './routes';
import { createTrmService, type TrmService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's start refreshes it in the background (server.ts). */
    trm: TrmService;
  }
}

/** The official exchange rate, fetched in the background and served from the database. */
export function trmModule({ db, log, trmUrl }: Pick<Platform, 'db' | 'log'> & { trmUrl?: string }) {
  const trm = createTrmService(createTrmRepository(db), log, trmUrl);
  return {
    routes: [trmRoutes(trm)],
    ports: {
      trm,
      /** The TRM of the day as a document freezes it, or null when none is known. */
      documentTrm: async () => {
        const today = await trm.current();
        return today && { value: today.value, date: today.date };
      },
    },
  } satisfies ShopModule;
}
