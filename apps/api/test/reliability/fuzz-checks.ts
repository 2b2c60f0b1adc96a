import AjvCompiler, { type Ajv } from '@fastify/ajv-compiler';

/**
 * How the fuzz suite judges one answer: no 5xx, nothing of the server's insides in the body, the
 * status documented for the route and the body matching the documented schema (through the same
 * Ajv Fastify validates with), and every 4xx in the shop's error shape with a Spanish message.
 */

type Schema = Record<string, unknown>;
interface DocumentedAnswer {
  content?: Record<string, { schema?: Schema }>;
}
export interface OpenApiDocument {
  components?: { schemas?: Record<string, Schema> };
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The router's own answer to an address no route has (a path id holding `/` or `..`). */
const NO_SUCH_ROUTE = 'La ruta solicitada no existe.';

/** Signs of the server's insides: stack frames, file paths, SQL, driver and error class names. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat [\w$.<>]+ \(|\bat (?:file:|node:|\/)\S+:\d+:\d+|\n\s+at /],
  ['file path', /(?:\/work\/|\/home\/|\/usr\/lib|node_modules|file:\/\/|\.[cm]?[jt]s:\d+)/],
];
/** Only in error answers: a 2xx may well echo a product called «SELECT … FROM». */
const ERROR_LEAKS: Array<[string, RegExp]> = [
  [
    'error class',
    // TypeError, ZodError, DrizzleQueryError…, Fastify's and Node's codes (the spec's own
    // 'Error: el usuario…' is a message, not a class).
    /\b[A-Z][a-zA-Z]*Error\b|\bFST_\w+|\bERR_[A-Z_]+|\bE(?:CONNREFUSED|ADDRINUSE|NOTFOUND|TIMEDOUT)\b/,
  ],
  [
    'SQL text',
    /\b(?:select .+ from|insert into|update \S+ set|delete from)\b|failed query|\brelation "|violates .* constraint|\bSQLSTATE\b|\bpg_\w+/i,
  ],
];

/** English words a Spanish message would not hold; Spanish ones it would. */
const ENGLISH =
  /\b(?:the|must|should|expected|received|invalid|required|cannot|unexpected|is not|not found|unauthorized|forbidden|too large|unsupported|body|request|error occurred)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(?:el|la|los|las|de|del|un|una|no|es|en|o|y|por|para|que|se|su|debe|campo|este|esta|sin|con|use|escriba|elija|seleccione)\b/i;
export const isSpanish = (message: string) => SPANISH.test(message) && !ENGLISH.test(message);

/** OpenAPI 3.0 to the JSON Schema Ajv reads: components inlined, boolean exclusive bounds, nullable. */
function toJsonSchema(schema: unknown, components: Record<string, Schema>, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, components, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Schema) };
  if (typeof s.$ref === 'string' && depth < 20) {
    const name = s.$ref.replace('#/components/schemas/', '');
    return toJsonSchema(components[name], components, depth + 1);
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (s[flag] === true) {
      s[flag] = s[bound];
      delete s[bound];
    } else if (s[flag] === false) delete s[flag];
  }
  const nullable = s.nullable === true;
  delete s.nullable;
  const out = Object.fromEntries(
    Object.entries(s).map(([k, v]) => [
      k,
      k === 'properties' || k === 'patternProperties'
        ? Object.fromEntries(
            Object.entries(v as Schema).map(([p, ps]) => [p, toJsonSchema(ps, components, depth)]),
          )
        : toJsonSchema(v, components, depth),
    ]),
  );
  return nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

export function createAnswerChecker(document: OpenApiDocument) {
  const components = document.components?.schemas ?? {};
  // Fastify's own Ajv (through its compiler package), without the request-side coercion.
  let ajv: Ajv | undefined;
  AjvCompiler()(
    {},
    {
      customOptions: {
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        allErrors: false,
        strict: false,
      },
      onCreate: (instance) => {
        ajv = instance;
      },
    },
  );
  const compiled = new Map<Schema, ReturnType<Ajv['compile']>>();
  const validatorOf = (schema: Schema) => {
    if (!compiled.has(schema))
      compiled.set(schema, ajv!.compile(toJsonSchema(schema, components) as Schema));
    return compiled.get(schema)!;
  };
  const errorShape = validatorOf({ $ref: '#/components/schemas/ErrorResponse' });

  /** Everything wrong with one answer of a route documenting `responses`; empty when it is fine. */
  return function problemsOf(
    responses: Record<string, DocumentedAnswer>,
    answer: Answer,
  ): { problems: string[]; schemaMismatch: boolean } {
    const problems: string[] = [];
    let schemaMismatch = false;
    const status = answer.statusCode;
    const type = String(answer.headers['content-type'] ?? '');
    const isText = /json|text|html|xml/.test(type) || type === '';
    if (status >= 500) problems.push(`${status} answer`);
    if (isText) {
      for (const [what, pattern] of [...LEAKS, ...(status >= 400 ? ERROR_LEAKS : [])])
        if (pattern.test(answer.body)) problems.push(`${what} in the body`);
    }
    let body: unknown;
    if (type.includes('json')) {
      try {
        body = JSON.parse(answer.body);
      } catch {
        problems.push('body is not the JSON its content type says');
      }
    }
    if (status >= 400) {
      const error = body as { statusCode?: number; message?: string } | undefined;
      if (!errorShape(body)) {
        problems.push(`not the error shape: ${answer.body.slice(0, 200)}`);
        schemaMismatch = true;
      } else {
        if (error!.statusCode !== status)
          problems.push(`statusCode ${error!.statusCode} in a ${status}`);
        if (!isSpanish(error!.message!)) problems.push(`message not in Spanish: ${error!.message}`);
      }
      if (status === 404 && error?.message === NO_SUCH_ROUTE) return { problems, schemaMismatch };
    }
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
    if (!documented) {
      problems.push(`status ${status} not documented`);
      return { problems, schemaMismatch: true };
    }
    // A 204 has no body whatever its documented schema (null) says.
    if (status === 204) {
      if (answer.body !== '') problems.push('a body in a 204');
      return { problems, schemaMismatch };
    }
    const content = documented.content ?? {};
    const media = Object.keys(content).find((m) => type.startsWith(m.replace(/\*.*$/, '')));
    if (Object.keys(content).length && !media) {
      problems.push(`content type ${type || '(none)'} not documented for ${status}`);
      schemaMismatch = true;
    } else if (media && content[media]?.schema && type.includes('json') && body !== undefined) {
      const validate = validatorOf(content[media].schema);
      if (!validate(body)) {
        const [first] = validate.errors ?? [];
        problems.push(
          `body does not match the ${status} schema: ${first?.instancePath} ${first?.message}`,
        );
        schemaMismatch = true;
      }
    }
    return { problems, schemaMismatch };
  };
}
