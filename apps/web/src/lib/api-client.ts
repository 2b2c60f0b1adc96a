import type { ErrorCode } from '@shop/shared';

export interface ApiIssue {
  path: string;
  message: string;
}

/** Codes the client gives to failures without a usable server answer. */
type ClientErrorCode = 'UNKNOWN' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** What a failed call throws: the server's machine `code` and Spanish `message` (shown as-is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly issues: ApiIssue[];

  constructor(
    status: number,
    code: ErrorCode | ClientErrorCode,
    message: string,
    issues: ApiIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 4xx says what the person can fix; anything else (5xx, network) gets the caller's fallback. */
export function clientErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/** Anything with zod's `parse`: responses are checked against the shared schemas. */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

/**
 * A schema fetched with the first answer it checks. The storefront's first screen names its
 * schemas this way so zod and the shared schemas stay out of its first download (the initial JS
 * budget of issue 15); they load while the request is in flight.
 */
export interface LazyParser<T> {
  load: () => Promise<Parser<T>>;
}

export const lazyParser = <T>(load: () => Promise<Parser<T>>): LazyParser<T> => ({ load });

type AnyParser<T> = Parser<T> | LazyParser<T>;

const parserOf = async <T>(schema: AnyParser<T>): Promise<Parser<T>> =>
  'load' in schema ? schema.load() : schema;

// Failures are rare; their messages and schema load with the first one.
const shared = () => import('./first-screen-schemas');

const NETWORK_ERROR =
  'No fue posible conectar con el servidor. Revise su conexión e inténtelo de nuevo.';

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const readJson = async (response: Response): Promise<unknown> => parseJson(await response.text());

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { ErrorResponseSchema, errorMessage, isErrorCode, MESSAGES } = await shared();
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data;
    // A code this build does not know still shows the server's message.
    const known = isErrorCode(code) ? code : 'UNKNOWN';
    return new ApiError(status, known, errorMessage(code, message), issues);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN', MESSAGES.internal);
}

interface SendOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Extra headers, e.g. `Idempotency-Key` on the calls that create orders. */
  headers?: Record<string, string> | undefined;
  accept?: string;
}

/**
 * How requests leave: the browser's fetch, or, when the server draws a first view
 * (entry-server.tsx), the shop's own routes called in process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (next: typeof fetch) => {
  transport = next;
};

/** One call: the response when it is a 2xx, an ApiError (with the server's message) otherwise. */
async function send(url: string, options: SendOptions): Promise<Response> {
  const { method = 'GET', body, signal, accept = 'application/json' } = options;
  // The session is an HttpOnly cookie; the server's CSRF check wants X-Requested-With on writes.
  const headers = new Headers({ Accept: accept, 'X-Requested-With': 'fetch' });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR);
  }
  if (!response.ok) throw await toApiError(response.status, await readJson(response));
  return response;
}

async function parseAnswer<T>(status: number, data: unknown, schema: AnyParser<T>): Promise<T> {
  const parser = await parserOf(schema);
  try {
    return parser.parse(data);
  } catch {
    throw new ApiError(status, 'INVALID_RESPONSE', (await shared()).MESSAGES.internal);
  }
}

async function request<T>(url: string, schema: AnyParser<T>, options: SendOptions = {}) {
  // A lazy schema starts loading beside the request, not after it (the module loads once).
  if ('load' in schema) schema.load().catch(() => undefined);
  const response = await send(url, options);
  return parseAnswer(response.status, await readJson(response), schema);
}

/**
 * A multipart POST that reports how much of its body has left (0 to 1): fetch cannot tell, so
 * this one call goes through XMLHttpRequest, with the same headers and error answers as `send`.
 */
function upload<T>(
  url: string,
  body: FormData,
  schema: AnyParser<T>,
  onProgress: (sent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'fetch');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR)));
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) parseAnswer(xhr.status, data, schema).then(resolve, reject);
      else toApiError(xhr.status, data).then(reject, reject);
    });
    xhr.send(body);
  });
}

/** A file's type first; an error answer still comes as JSON. */
const fileAccept = (accept: string) => `${accept}, application/json;q=0.5`;

interface WriteOptions {
  headers?: Record<string, string> | undefined;
}

export const apiClient = {
  get: <T>(url: string, schema: AnyParser<T>, signal?: AbortSignal) =>
    request(url, schema, { signal }),
  post: <T>(url: string, body: unknown, schema: AnyParser<T>, options: WriteOptions = {}) =>
    request(url, schema, { method: 'POST', body, ...options }),
  patch: <T>(url: string, body: unknown, schema: AnyParser<T>, options: WriteOptions = {}) =>
    request(url, schema, { method: 'PATCH', body, ...options }),
  /** A whole replacement (PUT /api/tax-rules). */
  put: <T>(url: string, body: unknown, schema: AnyParser<T>, options: WriteOptions = {}) =>
    request(url, schema, { method: 'PUT', body, ...options }),
  upload,
  /** A write that answers nothing (204): resolves once the server agreed. */
  delete: async (url: string, options: WriteOptions = {}): Promise<void> => {
    await send(url, { method: 'DELETE', ...options });
  },
  /** A file (a PDF): its bytes; a failure still arrives as JSON and becomes an ApiError. */
  file: async (url: string, accept: string, signal?: AbortSignal): Promise<Blob> => {
    const response = await send(url, { accept: fileAccept(accept), signal });
    try {
      return await response.blob();
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR);
    }
  },
  /** A file the server writes from a JSON body (the row report of an upload preview). */
  postFile: async (url: string, body: unknown, accept: string): Promise<Blob> => {
    const response = await send(url, { method: 'POST', body, accept: fileAccept(accept) });
    try {
      return await response.blob();
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR);
    }
  },
  /**
   * A file as it arrives (a streamed report): the 2xx response, whose body the caller reads to
   * show progress; a failure becomes an ApiError as for `file`.
   */
  stream: (url: string, accept: string, signal?: AbortSignal): Promise<Response> =>
    send(url, { accept: fileAccept(accept), signal }),
};
