import type { FastifyRequest } from 'fastify';
import { servedInProcess } from './in-process';

/**
 * Requests per client address and minute on the routes where each one costs real work (a
 * search that misses the cache, a PDF, a workbook, a drawn page): far above what a shopper or an
 * admin does by hand, low enough that one address cannot keep the server busy for everyone.
 */
export interface AddressLimits {
  searchesPerMinute: number;
  pdfsPerMinute: number;
  reportsPerMinute: number;
  /** First views drawn on the server (plugins/spa.ts); past it the address gets the shell. */
  pagesPerMinute: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  searchesPerMinute: 120,
  pdfsPerMinute: 30,
  reportsPerMinute: 20,
  pagesPerMinute: 120,
};

/**
 * A route's `config.rateLimit` for `max` requests per address and minute (@fastify/rate-limit,
 * answered 429 in Spanish by app.ts); `counts` picks which requests of the route are counted.
 * The server's own reads (lib/in-process.ts) are never counted.
 */
export function perAddressPerMinute(
  max: number,
  counts: (request: FastifyRequest) => boolean = () => true,
) {
  return {
    max,
    timeWindow: '1 minute',
    allowList: (request: FastifyRequest) => servedInProcess() || !counts(request),
  };
}
