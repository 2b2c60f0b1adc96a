import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Permission } from '@shop/shared';
import { permissionsWanted } from './auth';

/**
 * Fastify keeps the hooks a plugin added with addHook on its instance, under a symbol it does
 * not export. Only the documentation reads them: if Fastify renames the symbol, the OpenAPI test
 * fails while the routes keep their hooks.
 */
function contextPreValidation(instance: FastifyInstance): unknown[] {
  const key = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks');
  const hooks = key
    ? (instance as unknown as Record<symbol, Record<string, unknown[]>>)[key]
    : null;
  return hooks?.preValidation ?? [];
}

/**
 * What the route's requirePermission hook asks for: undefined for a public route, [] for any
 * signed-in caller, else the permissions of which the caller needs one. Read once the plugin
 * that declared the route has run (its addHook calls come after its routes).
 */
export function routePermissions(
  instance: FastifyInstance,
  route: RouteOptions,
): Permission[] | undefined {
  const hooks = [...contextPreValidation(instance), ...[route.preValidation ?? []].flat()];
  const wanted = hooks.map(permissionsWanted).filter((w) => w !== undefined);
  const asking = wanted.filter((w) => w.length > 0);
  // Two hooks asking for permissions would both have to pass: one list could not document that.
  if (asking.length > 1)
    throw new Error(`${route.method} ${route.url}: one requirePermission hook per route`);
  return asking[0] ?? wanted[0];
}

/**
 * Shows in the OpenAPI document who may call each route: `security` (a session) and
 * `x-permissions` (the caller needs one of them; none listed: any signed-in caller). The
 * authorization matrix test is generated from it, so no guarded route escapes the matrix.
 */
export function addPermissions(this: FastifyInstance, route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  this.after(() => {
    const wanted = routePermissions(this, route);
    if (!wanted) return;
    schema.security = [{ bearer: [] }];
    schema['x-permissions'] = wanted;
  });
}
