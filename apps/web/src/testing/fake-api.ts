import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | undefined;

/**
 * The API as the browser sees it: `handler` answers each call (undefined is a 404) and every call
 * is kept, in order, for the test to read what was asked. Unstub with `vi.unstubAllGlobals()`.
 */
export function fakeApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), window.location.origin),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return (
        handler(call) ??
        Response.json(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No encontrado.' },
          { status: 404 },
        )
      );
    }),
  );
  return calls;
}

/** An API call's query as a plain object, to compare whole. */
export const queryOf = (call: ApiCall | undefined) =>
  Object.fromEntries(call ? call.url.searchParams : []);
