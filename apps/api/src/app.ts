import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { RUT_MAX_BYTES } from '@shop/shared';
import type { Db } from './db/client';
import { transactional } from './db/transactional';
import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './lib/address-limits';
import { createMemoryLimiter, createRedisLimiter } from './lib/attempt-limiter';
import { servedInProcess } from './lib/in-process';
import {
  createPasswordHasher,
  type HashingLimits,
  type PasswordHasher,
} from './lib/password-hasher';
import { internal, rateLimited } from './lib/errors';
import { createLocalStorage, type FileStorage } from './lib/storage';
import { createAdminClientRepository } from './modules/account/admin-repository';
import { adminClientRoutes } from './modules/account/admin-routes';
import { createAdminClientService } from './modules/account/admin-service';
import { accountRoutes } from './modules/account/routes';
import { customerSnapshotPort } from './modules/account/customer-snapshot';
import { buyerTaxProfilePort } from './modules/account/buyer-tax-profile';
import { createTaxRuleRepository } from './modules/taxes/repository';
import { createTaxRuleService } from './modules/taxes/service';
import { createUnitIvaPort } from './modules/taxes/unit-iva';
import { taxRulesAdminRoutes } from './modules/taxes/admin-routes';
import { createTaxRulesAdminService } from './modules/taxes/admin-service';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { createAuditRepository } from './platform/audit/repository';
import { createAuditService, type AuditService } from './platform/audit/service';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService, type LoginLimits } from './modules/auth/service';
import { createTokenService, type TokenService } from './lib/session/tokens';
import { createDeviceCookies } from './lib/session/device-cookie';
import { createConfigRepository } from './modules/config/repository';
import { configAdminRoutes } from './modules/config/admin-routes';
import { createConfigAdminService } from './modules/config/admin-service';
import { configRoutes } from './modules/config/routes';
import { createConfigService, sellerProfileOf } from './modules/config/service';
import { fileRoutes } from './modules/rut/routes';
import { createRutRepository } from './modules/rut/repository';
import { createRutService } from './modules/rut/service';
import { scheduleRutSweep } from './modules/rut/sweep';
import { createMailer, sendDirect, type MailSettingsPort } from './platform/mail/mailer';
import { mailHtml } from './platform/mail/layout';
import { createOutboxRepository } from './platform/mail/repository';
import {
  createOutboxService,
  type OutboxService,
  type OutboxWorkerOptions,
} from './platform/mail/service';
import { createMunicipalityRepository } from './modules/municipalities/repository';
import { municipalityRoutes } from './modules/municipalities/routes';
import { createMunicipalityService } from './modules/municipalities/service';
import { createRegistrationRepository } from './modules/registration/repository';
import { registrationRoutes } from './modules/registration/routes';
import { createRegistrationService } from './modules/registration/service';
import { createRoleRepository } from './modules/roles/repository';
import { roleRoutes } from './modules/roles/routes';
import { createRoleAdministratorsGuard, createRoleService } from './modules/roles/service';
import { WEB_DIST_DIR } from './config/paths';
import { createBrandRepository } from './modules/brands/repository';
import { brandRoutes } from './modules/brands/routes';
import { brandAdminRoutes } from './modules/brands/admin-routes';
import { createBrandService } from './modules/brands/service';
import { createCategoryRepository } from './modules/categories/repository';
import { categoryRoutes } from './modules/categories/routes';
import { categoryAdminRoutes } from './modules/categories/admin-routes';
import { createCategoryService } from './modules/categories/service';
import { createContentsRepository } from './modules/contents/repository';
import { contentRoutes } from './modules/contents/routes';
import { contentAdminRoutes } from './modules/contents/admin-routes';
import { createContentsAdminService } from './modules/contents/admin-service';
import { createContentsService } from './modules/contents/service';
import { imageRoutes } from './modules/product-images/file-routes';
import { createProductAdminRepository } from './modules/product-admin/repository';
import { productAdminRoutes } from './modules/product-admin/routes';
import { createProductAdminService } from './modules/product-admin/service';
import { createProductImageRepository } from './modules/product-images/repository';
import { productImageRoutes } from './modules/product-images/routes';
import { createProductImageService } from './modules/product-images/service';
import { createProductImportRepository } from './modules/product-import/repository';
import { productImportRoutes } from './modules/product-import/routes';
import { createProductImportService } from './modules/product-import/service';
import { createProductRepository } from './modules/catalogue/repository';
import { createLowStockRepository } from './modules/stock/low-stock-repository';
import { lowStockRoutes } from './modules/stock/low-stock-routes';
import { createLowStockService } from './modules/stock/low-stock-service';
import { productRoutes } from './modules/catalogue/routes';
import { createProductService } from './modules/catalogue/service';
import { createSaleItemsService } from './modules/catalogue/sale-items-service';
import { createSaleItemsRepository } from './modules/catalogue/sale-items-repository';
import { createStockService } from './modules/stock/service';
import { createStockRepository } from './modules/stock/repository';
import { trmRoutes } from './modules/trm/routes';
import { cartRoutes } from './modules/cart/routes';
import { orderRoutes } from './modules/orders/routes';
import { createPasswordRepository } from './modules/passwords/repository';
import { passwordRoutes, type PasswordRouteLimits } from './modules/passwords/routes';
import { createPasswordService } from './modules/passwords/service';
import { documentPdfRoutes } from './modules/orders/pdf-routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { createOrderAdminService } from './modules/orders/admin-service';
import { createOrderRepository } from './modules/orders/repository';
import { createOrderService } from './modules/orders/service';
import { createCartRepository } from './modules/cart/repository';
import { createCartService } from './modules/cart/service';
import { createTrmRepository } from './modules/trm/repository';
import { createReportsRepository } from './modules/reports/repository';
import { reportRoutes } from './modules/reports/routes';
import { createReportsService } from './modules/reports/service';
import { createTrmService, type TrmService } from './modules/trm/service';
import { authPlugin } from './plugins/auth';
import { cacheControlPlugin } from './plugins/cache-control';
import { catalogueWritesPlugin } from './plugins/catalogue-writes';
import { CATALOGUE_WRITES } from './catalogue-writes';
import { createAnswerCache } from './lib/catalogue-cache/answer-cache';
import { cacheNamespace } from './lib/catalogue-cache/namespace';
import { perVersion } from './lib/catalogue-cache/per-version';
import { createRedisVersion } from './lib/catalogue-cache/redis-version';
import { createRedisAnswerStore } from './lib/catalogue-cache/shared-store';
import { createMemoryVersion } from './lib/catalogue-cache/version';
import { errorHandler, frameworkErrorAnswer } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

// Zod's own messages (type errors, unknown keys) in Spanish; our schemas carry the spec's texts.
z.config(z.locales.es());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    outbox: OutboxService;
    /** The audit log every admin write records itself in, inside its own transaction. */
    audit: AuditService;
    storage: FileStorage;
    /** Cookies get the Secure flag when the shop is served over HTTPS. */
    secureCookies: boolean;
    trm: TrmService;
  }
}

export interface AppOptions {
  db: Db;
  /**
   * Connections for the reads every visitor makes (the catalogue, categories, brands and contents,
   * the session behind a request, the settings and tax rules that price an answer), which commits
   * cannot take (db/client.ts). Default: `db`.
   */
  readDb?: Db;
  dataDir: string;
  jwtSecret: string;
  /** Absolute address of the shop: links in mails, the allowed Origin, Secure cookies. */
  publicUrl?: string;
  redisUrl?: string;
  /**
   * The prefix of every Redis key of this shop. Processes of one shop share it; another shop (or
   * test run) on the same Redis must not. Default: the database's server and name.
   */
  redisPrefix?: string;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  limits?: Partial<Omit<Limits, 'perAddress'>> & { perAddress?: Partial<AddressLimits> };
  webRoot?: string;
  /** Exchange-rate provider; without one the TRM is served from the database only. */
  trmUrl?: string;
  /** The mail outbox worker's timing (tests shorten it). */
  mail?: Partial<OutboxWorkerOptions>;
  /** Replaces the bounded scrypt hasher (tests count the passwords really checked). */
  passwordHasher?: PasswordHasher;
}

/** Abuse limits; tests lift them to exercise other behaviour and lower them to check them. */
export interface Limits {
  login: LoginLimits;
  /** RUT uploads and registrations per IP and hour: both are open to anonymous callers. */
  uploadsPerHour: number;
  registrationsPerHour: number;
  passwords: PasswordRouteLimits;
  hashing: HashingLimits;
  /** Searches, PDFs, reports and drawn pages per address and minute. */
  perAddress: AddressLimits;
}

const DEFAULT_LIMITS: Limits = {
  login: { perIp: 30, perEmail: 8 },
  uploadsPerHour: 30,
  registrationsPerHour: 10,
  passwords: { requestsPerHour: 10, resetsPerWindow: 20, recoveryJitterMs: 2000 },
  // About 0.3 s per hash at the production cost: someone at the back of the line waits ~1.5 s.
  hashing: { concurrent: 2, queued: 8, perAddress: 3 },
  perAddress: DEFAULT_ADDRESS_LIMITS,
};

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const PAGE_WINDOW_MS = 60 * 1000;

/** Builds the whole application without listening: the server and the tests both start here. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // An unknown key in a request body is an error, not something to drop silently.
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: (err, request, reply) => {
      const answer = frameworkErrorAnswer(err);
      if (answer.statusCode >= 500) request.log.error({ err }, 'router error');
      void (reply as FastifyReply).status(answer.statusCode).send(answer);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Clients send `Content-Type: application/json` with no body on body-less actions such as
  // POST /api/quote (spec §7): that is "no body", and each route's schema decides whether it needs one.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      // A malformed body is the caller's mistake: the error handler answers it in Spanish.
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  });

  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  app.decorate('db', opts.db);
  const reads = opts.readDb ?? opts.db;
  app.decorate('tokens', createTokenService(opts.jwtSecret));
  const siteConfig = createConfigService(createConfigRepository(reads));
  const siteConfigRow = async () => {
    const row = await siteConfig.get();
    if (!row) throw internal('site_config row 1 is missing');
    return row;
  };
  // The catalogue version (docs/performance.md): cached catalogue answers and the catalogue's
  // shape are made again only after a write that changes them.
  const shared = redis && {
    redis,
    namespace: opts.redisPrefix ?? (await cacheNamespace(opts.db)),
  };
  const catalogueVersion = shared
    ? await createRedisVersion(shared.redis, shared.namespace, app.log)
    : createMemoryVersion();
  app.addHook('onClose', async () => catalogueVersion.close());
  const catalogueAnswers = createAnswerCache({
    version: catalogueVersion,
    ...(shared ? { shared: createRedisAnswerStore(shared.redis, shared.namespace) } : {}),
  });
  // Taxes (docs/taxes.md): the dated rules, the shop as seller and who a buyer is; orders, cart,
  // product reads and config read them.
  const taxRules = createTaxRuleService(createTaxRuleRepository(reads));
  const buyerTaxProfile = buyerTaxProfilePort(createAccountRepository);
  const sellerProfile = async () => sellerProfileOf(await siteConfigRow());
  const unitIva = createUnitIvaPort({ rules: taxRules.rules, seller: sellerProfile });
  const mailSettings: MailSettingsPort = async () => {
    const config = await siteConfig.get();
    return {
      smtp: config?.smtp?.host ? config.smtp : null,
      shopName: config?.shopName ?? 'Tienda',
    };
  };
  app.decorate(
    'outbox',
    createOutboxService({
      repo: createOutboxRepository(opts.db),
      mailer: createMailer(mailSettings, new URL(opts.publicUrl ?? 'http://localhost').hostname),
      log: app.log,
      options: opts.mail,
    }),
  );
  app.addHook('onReady', async () => app.outbox.start());
  // Mails handed over after an answer are written, and the batch in flight settled, before the
  // database closes; whatever is still pending goes out after the next start.
  app.addHook('onClose', async () => app.outbox.stop());
  app.decorate('audit', createAuditService(createAuditRepository(opts.db)));
  app.decorate('storage', createLocalStorage(`${opts.dataDir}/uploads`));
  app.decorate('secureCookies', opts.publicUrl?.startsWith('https://') ?? false);
  app.decorate('trm', createTrmService(createTrmRepository(opts.db), app.log, opts.trmUrl));

  await app.register(errorHandler);
  await app.register(cookie);
  // JSON and HTML answers over 1 KB in brotli or gzip; the built files come precompressed (spa.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A middle brotli level: most of the size gain for a fraction of level 11's time per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityPlugin, { publicUrl: opts.publicUrl });
  await app.register(cacheControlPlugin);
  await app.register(catalogueWritesPlugin, {
    writes: CATALOGUE_WRITES,
    bump: catalogueVersion.bump,
  });
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.namespace}:rate-limit:` } : {}),
    errorResponseBuilder: () => rateLimited(),
    // The server's own reads (first views) are never counted against 127.0.0.1.
    allowList: () => servedInProcess(),
  });
  await app.register(multipart, { limits: { fileSize: RUT_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(openApiPlugin);
  const authRepository = createAuthRepository(opts.db);
  await app.register(authPlugin, { sessions: createAuthRepository(reads) });

  const limits: Limits = {
    ...DEFAULT_LIMITS,
    ...opts.limits,
    perAddress: { ...DEFAULT_LIMITS.perAddress, ...opts.limits?.perAddress },
  };
  const memoryLimiter = shared ? undefined : createMemoryLimiter(LOGIN_WINDOW_MS);
  if (memoryLimiter) app.addHook('onClose', async () => memoryLimiter.close());
  const limiter =
    memoryLimiter ?? createRedisLimiter(shared!.redis, LOGIN_WINDOW_MS, shared!.namespace);
  const hasher = opts.passwordHasher ?? createPasswordHasher(limits.hashing);
  const auth = createAuthService({
    repo: authRepository,
    tokens: app.tokens,
    limiter,
    limits: limits.login,
    hasher,
    devices: createDeviceCookies(opts.jwtSecret),
  });
  const municipalities = createMunicipalityService(createMunicipalityRepository(opts.db));
  const rut = createRutService(transactional(opts.db, createRutRepository), app.storage);
  scheduleRutSweep(app, rut);

  await app.register(
    async (api) => {
      await api.register(authRoutes(auth));
      await api.register(
        passwordRoutes(
          createPasswordService({
            passwords: transactional(opts.db, createPasswordRepository),
            outbox: app.outbox,
            siteConfig,
            auth,
            limiter,
            hasher,
            maxWrongPasswords: limits.login.perEmail,
            siteUrl: opts.publicUrl ?? 'http://localhost:3000',
            recoveryJitterMs: limits.passwords.recoveryJitterMs,
          }),
          limits.passwords,
        ),
      );
      const accounts = transactional(opts.db, createAccountRepository);
      const roles = transactional(opts.db, createRoleRepository);
      const adminClients = createAdminClientService({
        roleAdministrators: createRoleAdministratorsGuard(roles),
        accounts,
        clients: transactional(opts.db, createAdminClientRepository),
        audit: app.audit,
        outbox: app.outbox,
        siteConfig,
      });
      await api.register(
        accountRoutes(
          createAccountService({ accounts, outbox: app.outbox, siteConfig, municipalities }),
          adminClients,
        ),
      );
      await api.register(adminClientRoutes(adminClients));
      await api.register(
        registrationRoutes(
          createRegistrationService({
            registrations: transactional(opts.db, createRegistrationRepository),
            outbox: app.outbox,
            hasher,
            siteConfig,
            municipalities,
            claimRut: rut.claim,
          }),
          limits.registrationsPerHour,
        ),
      );
      await api.register(
        roleRoutes(
          createRoleService({
            roles,
            audit: app.audit,
          }),
        ),
      );
      await api.register(fileRoutes(rut, limits.uploadsPerHour));
      const configAdmin = createConfigAdminService({
        config: transactional(opts.db, createConfigRepository),
        audit: app.audit,
        taxRules,
        send: sendDirect,
        mailHtml,
      });
      await api.register(configRoutes(siteConfig, configAdmin));
      await api.register(configAdminRoutes(configAdmin));
      await api.register(
        taxRulesAdminRoutes(
          createTaxRulesAdminService({
            rules: transactional(opts.db, createTaxRuleRepository),
            audit: app.audit,
          }),
        ),
      );
      await api.register(municipalityRoutes(municipalities));
      // The storefront's lists (every drawn page reads them) on the read connections; the
      // dashboard's writes on db.
      const brandsOn = (db: Db) =>
        createBrandService({ brands: transactional(db, createBrandRepository), audit: app.audit });
      await api.register(brandRoutes(brandsOn(reads)));
      await api.register(brandAdminRoutes(brandsOn(opts.db)));
      const categoriesOn = (db: Db) =>
        createCategoryService({
          categories: transactional(db, createCategoryRepository),
          audit: app.audit,
        });
      await api.register(categoryRoutes(categoriesOn(reads)));
      await api.register(categoryAdminRoutes(categoriesOn(opts.db)));
      await api.register(contentRoutes(createContentsService(createContentsRepository(reads))));
      await api.register(
        contentAdminRoutes(
          createContentsAdminService({
            contents: transactional(opts.db, createContentsRepository),
            audit: app.audit,
          }),
        ),
      );
      await api.register(imageRoutes);
      await api.register(
        productImageRoutes(
          createProductImageService({
            images: transactional(opts.db, createProductImageRepository),
            audit: app.audit,
            storage: app.storage,
          }),
        ),
      );
      const productRepository = createProductRepository(reads);
      await api.register(
        productRoutes(
          createProductService({
            products: productRepository,
            extraFraction: siteConfig.extraFraction,
            unitIva,
            shape: perVersion(catalogueVersion, productRepository.shape),
          }),
          catalogueAnswers,
          limits.perAddress.searchesPerMinute,
        ),
      );
      await api.register(lowStockRoutes(createLowStockService(createLowStockRepository(opts.db))));
      await api.register(
        productAdminRoutes(
          createProductAdminService({
            products: transactional(opts.db, createProductAdminRepository),
            audit: app.audit,
          }),
        ),
      );
      await api.register(
        productImportRoutes(
          createProductImportService({
            products: transactional(opts.db, createProductImportRepository),
            audit: app.audit,
          }),
          limits.perAddress.reportsPerMinute,
        ),
      );
      await api.register(trmRoutes(app.trm));
      const cart = createCartService({
        carts: transactional(opts.db, createCartRepository),
        saleItems: createSaleItemsService(transactional(opts.db, createSaleItemsRepository)),
        extraFraction: siteConfig.extraFraction,
        unitIva,
        taxes: {
          rules: taxRules.rules,
          seller: sellerProfile,
          buyer: (userId) => buyerTaxProfile(opts.db, userId),
        },
      });
      await api.register(cartRoutes(cart));
      const orderRepository = transactional(opts.db, createOrderRepository);
      const stock = createStockService(createStockRepository);
      const orders = createOrderService({
        orders: orderRepository,
        outbox: app.outbox,
        cart,
        config: siteConfigRow,
        extraFraction: siteConfig.extraFraction,
        customerSnapshot: customerSnapshotPort(createAccountRepository),
        buyerTaxProfile,
        taxRules,
        trm: async () => {
          const today = await app.trm.current();
          return today && { value: today.value, date: today.date };
        },
        stock,
      });
      await api.register(orderRoutes(orders));
      await api.register(documentPdfRoutes(orders, limits.perAddress.pdfsPerMinute));
      await api.register(
        reportRoutes(
          createReportsService(createReportsRepository(opts.db)),
          limits.perAddress.reportsPerMinute,
        ),
      );
      await api.register(
        orderAdminRoutes(
          createOrderAdminService({
            orders: orderRepository,
            outbox: app.outbox,
            audit: app.audit,
            config: siteConfigRow,
            stock,
          }),
        ),
      );
    },
    { prefix: '/api' },
  );

  const pageLimiter = shared ? undefined : createMemoryLimiter(PAGE_WINDOW_MS);
  if (pageLimiter) app.addHook('onClose', async () => pageLimiter.close());
  await app.register(spaPlugin, {
    root: opts.webRoot ?? WEB_DIST_DIR,
    answers: catalogueAnswers,
    drawnPages: {
      limiter: pageLimiter ?? createRedisLimiter(shared!.redis, PAGE_WINDOW_MS, shared!.namespace),
      perMinute: limits.perAddress.pagesPerMinute,
    },
  });
  return app;
}
