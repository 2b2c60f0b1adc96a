import fc from 'fast-check';
import type { JsonSchema } from '../sample-body';

/**
 * What the fuzz suite sends: fast-check arbitraries of hostile values and of whole malformed
 * requests, built from one route's description (its documented parameters and body schema and a
 * base request that would pass). Pure generation: nothing here talks to the application.
 */

/** A request body's shape: JSON with its schema (when documented), or one file in a multipart form. */
export type BaseBody =
  | { kind: 'json'; value: unknown; schema?: JsonSchema }
  | { kind: 'multipart'; field: string; filename: string; contentType: string; data: Buffer };

export interface RouteTarget {
  /** `METHOD /openapi/path`, as the route table names it. */
  key: string;
  method: string;
  /** The OpenAPI path, e.g. /api/brand/{id}. */
  path: string;
  /** A value that exists for each path parameter. */
  params: Record<string, string>;
  /** Documented query parameters with a value that passes (only those the base request sends). */
  query: Record<string, string>;
  queryNames: string[];
  /** Documented header parameters (idempotency-key). */
  headerNames: string[];
  body?: BaseBody;
}

export interface FuzzRequest {
  /** The kind of damage done, for the figures and for a failure's report. */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Mass-assignment fields put into the body, as dotted paths. */
  massFields: string[];
}

/** Fields a caller must never set for themselves, with values that would pay off if taken. */
export const MASS_ASSIGNMENT = {
  price: 13,
  unitPrice: 13,
  total: 13,
  stock: 987_654,
  roles: ['Administrador'],
  permissions: ['ADMIN_CONFIG', 'ADMIN_ROLES', 'ADMIN_CLIENTS'],
  clientStatus: 'ACTIVE',
  clientType: 'GOVERMENT',
  userId: 1,
  id: 1,
  isAdmin: true,
  admin: true,
  role: 'ADMIN',
  status: 'COMPLETED',
  passwordHash: 'x',
  extraPercentage: 0,
  discount: 100,
  createdAt: '2000-01-01T00:00:00.000Z',
  customId: 'ORD-2026-00001',
  __proto__: { isAdmin: true },
  constructor: { prototype: { isAdmin: true } },
} as Record<string, unknown>;

/** Own enumerable property even for `__proto__`, so JSON.stringify writes it as a field. */
export function withKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const MASS_ENTRIES = Object.getOwnPropertyNames(MASS_ASSIGNMENT).map(
  (key) => [key, Object.getOwnPropertyDescriptor(MASS_ASSIGNMENT, key)!.value] as const,
);

/** Text that has broken shops before: control characters, direction marks, combining marks, astral planes. */
const NASTY_TEXT = [
  '',
  ' ',
  '\t\r\n',
  'a\u0000b',
  '\u0000',
  '%00',
  '\u202Eﬁnal\u202C',
  'שלום عربي ١٢٣',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'Z\u0335\u0322\u031B\u0316\u0317\u0318\u0319\u031C\u031D\u031E\u031F\u0320\u0345',
  '𝕳𝖔𝖑𝖆 😀👨‍👩‍👧‍👦🇨🇴',
  '\u200B\u200C\u200D\uFEFF',
  '\uD800',
  'a\uDFFFb',
  '\uFFFE\uFFFF',
  'İstanbul ß ﬀ ǅ',
  '１２３',
  '٣٤٥',
  '𝟏𝟐𝟑',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '%s%s%s%n%x',
  'Cliente\r\nBcc: todos@example.com',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  'true',
  '[]',
  '{}',
  '__proto__',
];

/** Lengths just past the field limits (20,000 for a description, 100,000 for a page) and under the 1 MB body limit. */
const HUGE_TEXT = [
  'x'.repeat(20_001),
  'ñ'.repeat(20_001),
  '😀'.repeat(50_001),
  'a'.repeat(100_001),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
  { arbitrary: fc.constantFrom(...HUGE_TEXT), weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e20,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind for most fields. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      Array.from({ length: 5_000 }, (_, i) => i),
      JSON.parse('['.repeat(2_000) + ']'.repeat(2_000)),
    ),
    weight: 1,
  },
);

/** Percent-encoding of the text's UTF-8 bytes; a lone surrogate goes as U+FFFD, as a browser sends it. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Odd values for an id in a path: traversal, other bases, overflow, other scripts' digits. */
const ODD_IDS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..;/..;/',
  '1e9',
  '1e3',
  '-1',
  '0',
  '-0',
  '0x10',
  '0b11',
  '0o17',
  '1.0',
  '1.5',
  '+1',
  ' 1',
  '1 ',
  '00000000000000000001',
  '12345678901234567890',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '١٢٣',
  '１２３',
  '𝟏𝟐𝟑',
  '²',
  '1%00',
  '%00',
  '1%0d%0aX-Injected:%201',
  "1'%20OR%20'1'='1",
  '%E2%80%AE1',
  'e%CC%81',
  '%F0%9F%98%80',
  '%',
  '%zz',
  '%C0%AE%C0%AE%2F',
  '%ff%fe',
  'a'.repeat(101),
  '1'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x.png',
  '.png',
  '..png',
  'a.svg%00.png',
  'con.png',
];

/** A path segment: an odd constant, a number past the id range, or any text percent-encoded. */
const oddPathValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_IDS), weight: 4 },
  {
    arbitrary: fc
      .oneof(fc.integer({ min: -(2 ** 40), max: 0 }), fc.integer({ min: 10_000_000, max: 2 ** 40 }))
      .map(String),
    weight: 2,
  },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 300))), weight: 3 },
);

/** A query value: mostly encoded hostile text, sometimes raw bytes that are not valid encoding. */
const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 2_000))), weight: 4 },
  { arbitrary: hostileNumber.map(String), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_IDS), weight: 2 },
  { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '', 'a=b=c', '%26%3D'), weight: 1 },
);

/** Junk query pairs that name no parameter or name one in forms parsers treat specially. */
const oddQueryPair = (names: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...(names.length ? names : ['q'])), oddQueryValue)
      .map(([name, value]) => `${name}=${value}`),
    fc.constantFrom(...(names.length ? names : ['limit'])).map((n) => `${n}=1&${n}=2`),
    fc.constantFrom(...(names.length ? names : ['limit'])).map((n) => `${n}[]=1`),
    fc.constantFrom(...(names.length ? names : ['limit'])).map((n) => `${n}[a][b]=1`),
    fc.constantFrom(
      '__proto__[isAdmin]=true',
      'constructor[prototype][isAdmin]=true',
      'isAdmin=true',
      'userId=1',
      'price=13',
      '=',
      '&&&',
      '?',
      '#',
      'a'.repeat(5_000) + '=1',
      'q=' + 'b'.repeat(20_000),
    ),
  );

/** Malformed JSON text: truncated, single-quoted, trailing commas, comments, BOM, NUL, non-UTF-8. */
const BAD_JSON: Array<string | Buffer> = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  '{"a":1}}',
  '{"a":1} trailing',
  '// comment\n{}',
  '\uFEFF{}',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '{"a":"\\u12"}',
  '{"a":"\u0000"}',
  '{"a":1e99999}',
  ' ',
  '\u0000',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  '['.repeat(20_000),
  '{"a":'.repeat(10_000),
];

/** Content types the routes do not take, or take under another guise. */
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/octet-stream',
  '*/*',
  'json',
  'application/json\u0000',
  ';',
  'application/x-www-form-urlencoded; charset=utf-8',
];

/** One body a little past the 1 MB limit, built once. */
const OVERSIZED = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });

/** One-file multipart form (the field, name and type chosen by the caller), with optional damage. */
export function multipartBody(
  parts: Array<{ field: string; filename?: string; contentType?: string; data: Buffer | string }>,
  boundary = 'fuzzBoundary7MA4YWxkTrZu0gW',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every property path a schema documents (arrays as index 0), down to a few levels. */
export function schemaPaths(schema: JsonSchema | undefined, depth = 4): Array<Array<string | 0>> {
  if (!schema || depth === 0) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own: Array<Array<string | 0>> = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    own.push([name]);
    for (const rest of schemaPaths(property, depth - 1)) own.push([name, ...rest]);
  }
  if (schema.items) {
    own.push([0]);
    for (const rest of schemaPaths(schema.items, depth - 1)) own.push([0, ...rest]);
  }
  return [...own, ...nested.flatMap((option) => schemaPaths(option, depth))];
}

/**
 * Whether a body may carry a field at `path` (dotted, array items as 0): the schema documents it,
 * or an object on the way takes any key on purpose (`additionalProperties: {}`, a looseObject
 * whose extra keys are dropped, which the suite checks by reading the records back).
 */
export function allowsField(schema: JsonSchema | undefined, path: string): boolean {
  const walk = (s: JsonSchema | undefined, keys: string[]): boolean => {
    if (!s) return false;
    const options = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    if (options.some((option) => walk(option, keys))) return true;
    if (keys.length === 0) return true;
    const [key, ...rest] = keys;
    if (key === '0' && s.items) return walk(s.items, rest);
    if (s.properties && key! in s.properties) return walk(s.properties[key!], rest);
    const extra = (s as { additionalProperties?: unknown }).additionalProperties;
    return typeof extra === 'object' && extra !== null;
  };
  return walk(schema, path.split('.'));
}

/** A copy of `value` with `path` set (or removed when `replacement` is `REMOVE`), creating parents. */
export const REMOVE = Symbol('remove');
export function setAt(value: unknown, path: Array<string | 0>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : value && typeof value === 'object'
        ? { ...(value as object) }
        : head === 0
          ? []
          : {}
  ) as Record<string | number, unknown>;
  const next = setAt(container[head!], rest, replacement);
  if (next === REMOVE) delete container[head!];
  else withKey(container, String(head), next);
  return container;
}

/** A body is an object the mass-assignment fields can go into, at the top or one level down. */
function massTargets(value: unknown): Array<Array<string | 0>> {
  if (!value || typeof value !== 'object') return [[]];
  const paths: Array<Array<string | 0>> = [[]];
  for (const [key, child] of Object.entries(value)) {
    if (Array.isArray(child) && child[0] && typeof child[0] === 'object') paths.push([key, 0]);
    else if (child && typeof child === 'object' && !Array.isArray(child)) paths.push([key]);
  }
  return paths;
}

interface Built {
  mutation: string;
  path?: Record<string, string>;
  query?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
  massFields?: string[];
}

const json = (mutation: string, value: unknown, extra: Partial<Built> = {}): Built => ({
  mutation,
  payload: JSON.stringify(value),
  contentType: 'application/json',
  ...extra,
});

/** The damage that can be done to a JSON body whose passing form is `base`. */
function jsonBodyMutations(base: unknown, schema: JsonSchema | undefined): fc.Arbitrary<Built>[] {
  const paths = schemaPaths(schema);
  const required = (schema?.required ?? []).map((name) => [name]);
  const mutations: fc.Arbitrary<Built>[] = [
    fc
      .tuple(fc.constantFrom(...massTargets(base)), fc.subarray(MASS_ENTRIES, { minLength: 1 }))
      .map(([at, entries]) => {
        let body = base;
        for (const [key, value] of entries) body = setAt(body, [...at, key], value);
        return json('mass-assignment', body, {
          massFields: entries.map(([key]) => [...at, key].join('.')),
        });
      }),
    fc
      .dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
        hostileValue,
        {
          maxKeys: 4,
          minKeys: 1,
        },
      )
      .map((extra) => json('extra-fields', Object.assign({}, base, extra))),
    fc
      .constantFrom<unknown>(
        null,
        [],
        [base],
        'texto',
        0,
        true,
        {},
        Array.from({ length: 20_000 }, () => 0),
      )
      .map((value) => json('wrong-shape', value)),
    fc.constantFrom(...BAD_JSON).map((text) => ({
      mutation: 'bad-json',
      payload: text,
      contentType: 'application/json',
    })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({
      mutation: 'wrong-content-type',
      payload: JSON.stringify(base),
      contentType,
    })),
    fc.constant({
      mutation: 'oversized',
      payload: OVERSIZED,
      contentType: 'application/json',
    }),
  ];
  if (paths.length)
    mutations.push(
      fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, value]) => json('field-value', setAt(base, path, value))),
      fc
        .tuple(fc.constantFrom(...paths), hostileString)
        .map(([path, text]) => json('field-text', setAt(base, path, text))),
      fc
        .tuple(fc.constantFrom(...paths), fc.constantFrom(...paths), hostileValue)
        .map(([a, b, value]) => json('two-fields', setAt(setAt(base, a, value), b, value))),
    );
  if (required.length)
    mutations.push(
      fc.constantFrom(...required).map((path) => json('missing-field', setAt(base, path, REMOVE))),
    );
  mutations.push(
    fc.constantFrom('', 'null').map((payload) => ({
      mutation: 'empty-body',
      payload,
      contentType: 'application/json',
    })),
  );
  return mutations;
}

/** The damage that can be done to a one-file multipart upload. */
function multipartMutations(base: Extract<BaseBody, { kind: 'multipart' }>): fc.Arbitrary<Built>[] {
  const form = (
    mutation: string,
    parts: Parameters<typeof multipartBody>[0],
    boundary?: string,
  ) => {
    const { payload, contentType } = multipartBody(parts, boundary);
    return { mutation, payload, contentType };
  };
  const file = { field: base.field, filename: base.filename, contentType: base.contentType };
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('%PDF-1.4\n%%EOF'),
      Buffer.from('%PDF-1.7\n1 0 obj << /JavaScript (app.alert(1)) >> endobj'),
      Buffer.from('PK\u0003\u0004' + '\u0000'.repeat(100)),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('\u0089PNG\r\n\u001a\n'),
      base.data.subarray(0, Math.floor(base.data.length / 2)),
      Buffer.concat([base.data, Buffer.from('<script>alert(1)</script>')]),
    ),
  );
  return [
    hostileString.map((name) =>
      form('file-name', [{ ...file, filename: name.replace(/["\r\n]/g, ''), data: base.data }]),
    ),
    fc
      .constantFrom('../../etc/passwd', '..\\..\\x.pdf', 'a\u0000.pdf', 'x.pdf.exe', '.htaccess')
      .map((name) => form('file-name', [{ ...file, filename: name, data: base.data }])),
    bytes.map((data) => form('file-content', [{ ...file, data }])),
    fc
      .tuple(hostileString, fc.constantFrom('image/png', 'application/pdf', 'text/html', ''))
      .map(([field, contentType]) =>
        form('file-field', [
          { ...file, field: field.replace(/["\r\n]/g, ''), contentType, data: base.data },
        ]),
      ),
    fc.constant(
      form('two-files', [
        { ...file, data: base.data },
        { ...file, data: base.data },
      ]),
    ),
    fc
      .dictionary(fc.constantFrom(...Object.keys(MASS_ASSIGNMENT)), fc.constant('1'), {
        minKeys: 1,
      })
      .map((fields) =>
        form('mass-assignment', [
          ...Object.entries(fields).map(([field, data]) => ({ field, data })),
          { ...file, data: base.data },
        ]),
      ),
    fc.constant(form('no-file', [{ field: 'x', data: 'y' }])),
    fc.constant({
      ...form('bad-boundary', [{ ...file, data: base.data }]),
      contentType: 'multipart/form-data; boundary=otra',
    }),
    fc.constant({
      mutation: 'truncated',
      payload: form('', [{ ...file, data: base.data }]).payload.subarray(0, 60),
      contentType: 'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW',
    }),
    fc.constant(form('oversized', [{ ...file, data: Buffer.alloc(6 * 1024 * 1024, 0x41) }])),
    fc
      .constantFrom(...WRONG_CONTENT_TYPES.filter((t) => !t.startsWith('multipart')))
      .map((contentType) => ({ mutation: 'wrong-content-type', payload: base.data, contentType })),
  ];
}

/** Every kind of malformed request one route can receive, as one arbitrary. */
export function malformedRequest(target: RouteTarget): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(target.params);
  const variants: fc.Arbitrary<Built>[] = [];
  if (names.length)
    variants.push(
      fc
        .tuple(fc.constantFrom(...names), oddPathValue)
        .map(([name, value]) => ({ mutation: 'path', path: { [name]: value } })),
    );
  variants.push(
    fc
      .array(oddQueryPair(target.queryNames), { minLength: 1, maxLength: 3 })
      .map((pairs) => ({ mutation: 'query', query: pairs.join('&') })),
    fc
      .record({
        name: fc.constantFrom(
          ...target.headerNames,
          'accept',
          'accept-language',
          'x-forwarded-for',
          'cookie',
          'origin',
          'if-none-match',
        ),
        value: hostileString.map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000)),
      })
      .map(({ name, value }) => ({ mutation: 'header', headers: { [name]: value } })),
  );
  const body = target.body;
  if (body?.kind === 'json') variants.push(...jsonBodyMutations(body.value, body.schema));
  else if (body?.kind === 'multipart') variants.push(...multipartMutations(body));
  else if (target.method !== 'GET')
    // A route documenting no body still gets one: it must be refused or ignored.
    variants.push(...jsonBodyMutations({}, undefined));
  return fc.oneof(...variants).map((built) => toRequest(target, built));
}

/** The base request of a route with one kind of damage applied. */
function toRequest(target: RouteTarget, built: Built): FuzzRequest {
  const params = { ...target.params, ...built.path };
  const path = target.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name]!);
  const base = new URLSearchParams(target.query).toString();
  const query = [base, built.query].filter(Boolean).join('&');
  const headers: Record<string, string> = { ...built.headers };
  let payload = built.payload;
  let contentType = built.contentType;
  if (payload === undefined && target.body) {
    // Damage elsewhere (path, query, header): the body is the one that passes.
    if (target.body.kind === 'json') {
      payload = JSON.stringify(target.body.value);
      contentType = 'application/json';
    } else {
      ({ payload, contentType } = multipartBody([{ ...target.body, data: target.body.data }]));
    }
  }
  if (payload !== undefined && contentType !== undefined) headers['content-type'] = contentType;
  return {
    mutation: built.mutation,
    method: target.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    massFields: built.massFields ?? [],
  };
}
