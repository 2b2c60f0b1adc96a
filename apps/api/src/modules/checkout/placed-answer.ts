import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { leaveCatalogueAsIs } from '../../plugins/catalogue-writes';

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .max(100, 'La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .optional(),
});

/**
 * The 201 of a placed order (from the cart or a quote). A repeated Idempotency-Key gets the very
 * answer the first request got, marked as a replay. An order that left units of every product
 * keeps the cached catalogue answers: with orders among the traffic, dropping them all on each one
 * would have every page drawn again.
 */
export function placedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { replayed: boolean; catalogueChanged: boolean },
) {
  if (!outcome.catalogueChanged) leaveCatalogueAsIs(request);
  return (outcome.replayed ? reply.header('Idempotent-Replayed', 'true') : reply).status(201);
}
