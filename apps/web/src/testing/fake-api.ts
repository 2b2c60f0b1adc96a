import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: URL;
  /** A JSON body parsed; any other (a FormData) as sent. */
  body: unknown;
}

export type Answer = Response | Promise<Response>;

/** Answers the calls it knows (an answer may be left pending); undefined lets the next answer. */
export type Route = (call: ApiCall) => Answer | undefined;
/** One route made of several: the first that answers wins. */
export const anyOf =
  (...routes: Route[]): Route =>
  (call) =>
    routes.reduce<Answer | undefined>((answer, route) => answer ?? route(call), undefined);

/**
 * The API as the browser sees it, composed of the resources a test needs (testing/api/*): each
 * call goes to the first route that answers it (none: a 404) and every call is kept, in order,
 * for the test to read what was asked. Put a test's own `on(...)` first to override a resource.
 * Unstub with `vi.unstubAllGlobals()`.
 */
export function fakeApi(...routes: Route[]): ApiCall[] {
  const handler = anyOf(...routes);
  const calls: ApiCall[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(handler, calls));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), window.location.origin),
        body: bodyOf(init?.body),
      };
      calls.push(call);
      return handler(call) ?? notFound();
    }),
  );
  return calls;
}

/**
 * A route answering `method` (or any, with '*') on `path`, where a `:name` segment matches any one
 * segment (`/api/brand/:id`); the query is not matched.
 */
export const on =
  (method: string, path: string, answer: (call: ApiCall) => Answer): Route =>
  (call) =>
    (method === '*' || call.method === method) && matches(path, call.url.pathname)
      ? answer(call)
      : undefined;

function matches(pattern: string, pathname: string) {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === got[i])
  );
}

/** GET of each path in `bodies` answers its body: the reads of a resource, fixed for the test. */
export const reads = (bodies: Record<string, unknown>): Route =>
  anyOf(...Object.entries(bodies).map(([path, body]) => on('GET', path, () => json(body))));

/** A route answering every call, whatever its method and path. */
export const always =
  (answer: (call: ApiCall) => Answer): Route =>
  (call) =>
    answer(call);

export const json = (body: unknown, status = 200) => Response.json(body, { status });

export const noContent = () => new Response(null, { status: 204 });

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error body as the API's error handler writes it, with the fields' `issues` if given. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  issues?: { path: string; message: string }[],
) =>
  json(
    {
      statusCode: status,
      error: STATUS_TEXT[status] ?? 'Error',
      code,
      message,
      ...(issues && { issues }),
    },
    status,
  );

const notFound = () => apiError(404, 'NOT_FOUND', 'No encontrado.');

/**
 * The same API for the one call that goes through XMLHttpRequest (an upload with progress): the
 * whole body counts as sent at once, then the handler's answer arrives.
 */
function fakeXhr(handler: Route, calls: ApiCall[]) {
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
        body: bodyOf(body),
      };
      calls.push(call);
      const answer = handler(call) ?? notFound();
      void (async () => {
        const response = await answer;
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

const bodyOf = (body: unknown) =>
  typeof body === 'string' ? JSON.parse(body) : (body ?? undefined);

/** An API call's query as a plain object, to compare whole. */
export const queryOf = (call: ApiCall | undefined) =>
  Object.fromEntries(call ? call.url.searchParams : []);
