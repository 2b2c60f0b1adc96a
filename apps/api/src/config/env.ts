import { z } from 'zod';
import { CREDIT_REMINDER_DAYS } from '@shop/shared';
import { DEFAULT_ADDRESS_LIMITS } from '../lib/address-limits';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  PUBLIC_URL: z.url().optional(),
  TRM_URL: z.url().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().min(1).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().optional(),
  /**
   * How long a worker holds a mail it is sending before another may take it over (its process
   * died mid-send). Longer than the SMTP timeouts; the crash test shortens it.
   */
  MAIL_CLAIM_LEASE_MS: z.coerce.number().int().min(100).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: bool.default(true),
  TRUST_PROXY: bool.default(false),
  /** Per client address and minute (lib/address-limits.ts); the benchmarks lift them. */
  SEARCHES_PER_MINUTE: perMinute(DEFAULT_ADDRESS_LIMITS.searchesPerMinute),
  PDFS_PER_MINUTE: perMinute(DEFAULT_ADDRESS_LIMITS.pdfsPerMinute),
  REPORTS_PER_MINUTE: perMinute(DEFAULT_ADDRESS_LIMITS.reportsPerMinute),
  PAGES_PER_MINUTE: perMinute(DEFAULT_ADDRESS_LIMITS.pagesPerMinute),
  /** Where the payment gateway answers: Wompi's own addresses by the keys' environment unless set. */
  WOMPI_API_URL: z.url().optional(),
  WOMPI_CHECKOUT_URL: z.url().optional(),
  /**
   * The demo: start the Wompi stand-in (apps/wompi-standin) beside the shop, on this port, and
   * pay through it with sandbox keys of its own (docs/payments.md, "The stand-in").
   */
  WOMPI_STANDIN: bool.default(false),
  WOMPI_STANDIN_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  /** The payment sweeps' period and how old an open attempt is before it is asked about (tests shorten them). */
  PAYMENT_SWEEP_MS: z.coerce.number().int().min(50).optional(),
  PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(0).optional(),
  /** How many days before an order on credit is due its reminder is mailed (docs/payments.md). */
  CREDIT_REMINDER_DAYS: z.coerce
    .number()
    .int()
    .min(CREDIT_REMINDER_DAYS.min)
    .max(CREDIT_REMINDER_DAYS.max)
    .default(CREDIT_REMINDER_DAYS.default),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads process.env once; a bad variable stops the start with the list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
