import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/auth/{id}. */
  path: string;
  /** The path with every parameter filled in. */
  url: string;
  operation: OpenApiOperation;
}

export interface OpenApiOperation {
  parameters?: Array<{ in: 'path' | 'query' | 'header' | 'cookie'; name: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

const sample = (name: string) =>
  /uuid/i.test(name) ? randomUUID() : name === 'name' ? 'x.png' : '1';

/** Every operation the API documents: the whole route table, as /api/docs shows it. */
export async function routeTable(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{(\w+)\}/g, (_m, name: string) => sample(name)),
      operation,
    })),
  );
}
