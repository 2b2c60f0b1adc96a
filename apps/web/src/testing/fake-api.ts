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
  vi.stubGlobal('XMLHttpRequest', fakeXhr(handler, calls));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), window.location.origin),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call) ?? notFound();
    }),
  );
  return calls;
}

const notFound = () =>
  Response.json(
    { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No encontrado.' },
    { status: 404 },
  );

/**
 * The same API for the one call that goes through XMLHttpRequest (an upload with progress): the
 * whole body counts as sent at once, then the handler's answer arrives.
 */
function fakeXhr(handler: Handler, calls: ApiCall[]) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    addEventListener(type: string, listener: () => void) {
      this.events.addEventListener(type, listener);
    }

    send(body?: unknown) {
      const call = {
        method: this.method,
        url: new URL(this.url, window.location.origin),
        body: typeof body === 'string' ? JSON.parse(body) : undefined,
      };
      calls.push(call);
      const response = handler(call) ?? notFound();
      void (async () => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 1 }),
        );
        this.status = response.status;
        this.responseText = await response.text();
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  };
}

/** An API call's query as a plain object, to compare whole. */
export const queryOf = (call: ApiCall | undefined) =>
  Object.fromEntries(call ? call.url.searchParams : []);
