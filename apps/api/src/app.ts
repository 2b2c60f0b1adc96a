import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RUT_MAX_BYTES } from '@shop/shared';
import { limitsOf } from './config/limits';
import { WEB_DIST_DIR } from './config/paths';
import { createPasswordHasher } from './lib/password-hasher';
import { createDeviceCookies } from './lib/session/device-cookie';
import { createTokenService } from './lib/session/tokens';
import type { ShopModule } from './lib/shop-module';
import { createLocalStorage } from './lib/storage';
import * as shop from './modules';
import type { AppOptions } from './platform/app-options';
import { auditLog } from './platform/audit';
import { decoratePlatform, type Platform } from './platform/context';
import { mailOutbox } from './platform/mail';
import { sharedState } from './platform/shared-state';
import { authPlugin } from './plugins/auth';
import { cacheControlPlugin } from './plugins/cache-control';
import { catalogueWritesPlugin } from './plugins/catalogue-writes';
import { compressionPlugin } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { serverOptions } from './plugins/server-options';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export type { AppOptions } from './platform/app-options';

// Zod's own messages (type errors, unknown keys) in Spanish; our schemas carry the contract's texts.
z.config(z.locales.es());

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const PAGE_WINDOW_MS = 60 * 1000;

/**
 * Builds the whole application without listening: the server and the tests both start here. Read
 * top to bottom it is the map of the system: what the processes share, the platform, the modules
 * (each wired by its own index.ts from the platform and the ports of the modules above it), the
 * plugins every request passes, the routes and the SPA.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(opts)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const shared = await sharedState(app, opts);
  const limits = limitsOf(opts.limits);
  const { db, publicUrl, trmUrl } = opts;
  // Links the shop hands out (mails, the gateway's return and events) need an address even when none is set.
  const siteUrl = publicUrl ?? 'http://localhost:3000';

  const base = { db, reads: opts.readDb ?? db, audit: auditLog(db), log: app.log, limits };
  const taxes = shop.taxesModule(base);
  const config = shop.configModule({ ...base, ...taxes.ports, publicUrl: siteUrl });
  const outbox = mailOutbox(app, { ...opts, settings: config.ports.mailSettings });
  const storage = createLocalStorage(`${opts.dataDir}/uploads`);
  const platform: Platform & typeof base = { ...base, outbox, storage };
  const security = {
    tokens: createTokenService(opts.jwtSecret),
    limiter: shared.limiter(LOGIN_WINDOW_MS),
    hasher: opts.passwordHasher ?? createPasswordHasher(limits.hashing),
    devices: createDeviceCookies(opts.jwtSecret),
  };
  const ports = { ...platform, ...security, ...config.ports, ...taxes.ports, publicUrl };

  const auth = shop.authModule(ports);
  const municipalities = shop.municipalitiesModule(ports);
  const roles = shop.rolesModule(ports);
  const rut = shop.rutModule({ ...ports, ...municipalities.ports });
  const companies = shop.companiesModule({ ...ports, ...auth.ports, ...municipalities.ports });
  const account = shop.accountModule({
    ...ports,
    ...municipalities.ports,
    ...roles.ports,
    ...rut.ports,
  });
  const catalogue = shop.catalogueModule({ ...ports, ...shared });
  const stock = shop.stockModule(ports);
  const cart = shop.cartModule({ ...ports, ...catalogue.ports, ...account.ports, ...stock.ports });
  const trm = shop.trmModule({ ...ports, trmUrl });
  const orders = shop.ordersModule({ ...ports, ...stock.ports });
  const credit = shop.creditModule({
    ...ports,
    ...orders.ports,
    creditReminders: opts.creditReminders,
  });
  const sale = { ...account.ports, ...cart.ports, ...stock.ports };
  const documents = {
    ...ports,
    ...sale,
    ...trm.ports,
    ...orders.ports,
    ...credit.ports,
    ...companies.ports,
  };
  const checkout = shop.checkoutModule(documents);
  const payments = shop.paymentsModule({
    ...documents,
    inspectPdf: rut.ports.inspectPdf,
    bumpCatalogue: shared.catalogueVersion.bump,
    publicUrl: siteUrl,
    wompi: opts.wompi,
    paymentSweeps: opts.paymentSweeps,
  });
  const modules: ShopModule[] = [
    auth,
    shop.passwordsModule({ ...ports, ...auth.ports }),
    account,
    companies,
    shop.registrationModule({
      ...ports,
      ...municipalities.ports,
      ...rut.ports,
      ...companies.ports,
    }),
    roles,
    rut,
    config,
    taxes,
    municipalities,
    shop.brandsModule(ports),
    shop.categoriesModule(ports),
    shop.contentsModule(ports),
    shop.productImagesModule(ports),
    catalogue,
    stock,
    shop.productAdminModule(ports),
    shop.productImportModule(ports),
    trm,
    cart,
    shop.quotesModule({ ...documents, ...checkout.ports }),
    checkout,
    orders,
    payments,
    credit,
    shop.reportsModule({ ...ports, ...credit.ports }),
    shop.taxRemindersModule(ports),
    shop.dashboardSummaryModule(ports),
  ];
  decoratePlatform(app, { ...platform, ...security, publicUrl });
  app.decorate('trm', trm.ports.trm);

  await app.register(errorHandler);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { publicUrl });
  await app.register(cacheControlPlugin);
  await app.register(catalogueWritesPlugin, { bump: shared.catalogueVersion.bump });
  await app.register(rateLimitPlugin, shared.rateLimitStore);
  await app.register(multipart, { limits: { fileSize: RUT_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(openApiPlugin);
  await app.register(authPlugin, { sessions: auth.ports.sessions });
  await app.register(
    async (api) => {
      for (const route of modules.flatMap((m) => m.routes)) await api.register(route);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, {
    root: opts.webRoot ?? WEB_DIST_DIR,
    answers: shared.catalogueAnswers,
    drawnPages: {
      limiter: shared.limiter(PAGE_WINDOW_MS),
      perMinute: limits.perAddress.pagesPerMinute,
    },
  });
  return app;
}
