// A table of routes matched by method and path, `:name` segments captured as params.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InputError, inputValidationError, sendJson } from './http';

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  handle(context: RouteContext): void | Promise<void>;
}

function compile(path: string): RegExp {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${pattern}$`);
}

export function createRouter(routes: Route[]) {
  const compiled = routes.map((route) => ({ ...route, pattern: compile(route.path) }));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    for (const route of compiled) {
      const match = route.method === req.method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      try {
        const params = Object.fromEntries(
          Object.entries(match.groups ?? {}).map(([name, value]) => [
            name,
            decodeURIComponent(value),
          ]),
        );
        await route.handle({ req, res, url, params });
      } catch (error) {
        if (res.headersSent) res.destroy();
        else if (error instanceof InputError) inputValidationError(res, error.messages);
        else sendJson(res, 500, { error: { type: 'INTERNAL_ERROR', reason: String(error) } });
      }
      return;
    }
    sendJson(res, 404, { error: { type: 'NOT_FOUND_ERROR', reason: 'La ruta no existe' } });
  };
}
