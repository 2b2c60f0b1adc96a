import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

// Module shape (issue 11 B): routes.ts → service.ts → repository.ts. SQL and table objects live
// only in repositories; types may still be imported anywhere (row types flow up to the services).
const SQL_ONLY_IN_REPOSITORIES = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
    allowTypeImports: true,
    message:
      'El SQL y las tablas van en el repository.ts del módulo; el servicio llama a sus funciones (solo se admite `import type`).',
  },
];
// Each module wires itself (docs/architecture.md, "Wiring"): its index.ts builds the module's own
// repositories once, binds them to the pool or a transaction (db/transactional.ts) and hands them
// to its services; the rest of the module's code gets the result and never the database.
const DATABASE_ONLY_FROM_APP = {
  group: ['**/db/client'],
  allowTypeImports: true,
  message:
    'Un módulo no abre la base de datos: su index.ts recibe la conexión y le entrega al servicio el repositorio (y la transacción con transactional()); solo se admite `import type`.',
};
const REPOSITORY_BUILT_OUTSIDE_INDEX = {
  selector: 'CallExpression[callee.name=/^create\\w+Repository$/]',
  message:
    'Los repositorios se construyen una vez, en el index.ts de su módulo: el servicio recibe el repositorio, o un Transactional<…> si abre transacciones.',
};
const ROUTES_WITHOUT_REPOSITORIES = {
  group: ['**/*repository'],
  message:
    'Una ruta no consulta ni importa repositorios: llama al servicio del módulo, que recibe el repositorio del index.ts.',
};
// The relational API (`db.query.users.findFirst()`, `app.db.query...`) needs no import, so the
// calls themselves are refused too; `db.transaction` stays allowed for services that open one.
const QUERY_CALL_OUTSIDE_REPOSITORY = {
  selector:
    "MemberExpression:matches([object.name=/^(db|tx)$/], [object.property.name='db'])[property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|with|\\$count)$/]",
  message: 'Las consultas van en el repository.ts del módulo, no en rutas ni servicios.',
};
// Issue 11 B: an error's status comes from its code (packages/shared ERRORS) through AppError and
// the error handler, so no API code picks an error status by hand.
const ERROR_STATUS_BY_HAND = [
  {
    selector:
      'NewExpression[callee.name="AppError"][arguments.0.type="Literal"][arguments.0.value=type(number)]',
    message:
      "AppError se construye con un código (ERRORS en packages/shared da el estado HTTP): usa badRequest, notFound, conflict… o new AppError('CÓDIGO', mensaje).",
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(status|code)$/][arguments.0.type="Literal"][arguments.0.raw=/^[45][0-9][0-9]$/]',
    message:
      'Las respuestas de error salen del manejador de errores: lanza un AppError con su código en vez de responder un 4xx/5xx a mano.',
  },
];
// Modules and the platform beside them (audit log, mail outbox, PDFs) share the module shape's rules.
const MODULE_CODE = ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/**/*.ts'];
// Where repositories are built: a module's (or platform part's) index.ts, and the seed, which writes
// the demo data through the modules' repositories as a composition root of its own.
const WIRING = [
  'apps/api/src/modules/*/index.ts',
  'apps/api/src/platform/*/index.ts',
  'apps/api/src/seed/**',
];
const NOT_REPOSITORIES_NOR_TESTS = ['**/*repository.ts', '**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/.tmp/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: [
      'apps/api/**',
      'apps/wompi-standin/**',
      'packages/**',
      'e2e/**',
      'scripts/**',
      'apps/web/scripts/**',
      '*.config.*',
      'eslint.boundaries.js',
      'bench/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/plugins/error-handler.ts', ...WIRING],
    rules: {
      'no-restricted-syntax': ['error', REPOSITORY_BUILT_OUTSIDE_INDEX, ...ERROR_STATUS_BY_HAND],
    },
  },
  {
    files: MODULE_CODE,
    ignores: NOT_REPOSITORIES_NOR_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SQL_ONLY_IN_REPOSITORIES, DATABASE_ONLY_FROM_APP] },
      ],
      // Replaces the list above for module code, so it repeats its rules.
      'no-restricted-syntax': [
        'error',
        QUERY_CALL_OUTSIDE_REPOSITORY,
        REPOSITORY_BUILT_OUTSIDE_INDEX,
        ...ERROR_STATUS_BY_HAND,
      ],
    },
  },
  {
    // A module's index.ts builds its own repositories; another module's it cannot even import
    // (eslint.boundaries.js).
    files: ['apps/api/src/modules/*/index.ts', 'apps/api/src/platform/*/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', QUERY_CALL_OUTSIDE_REPOSITORY, ...ERROR_STATUS_BY_HAND],
    },
  },
  {
    files: ['apps/api/src/modules/**/routes.ts', 'apps/api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SQL_ONLY_IN_REPOSITORIES,
            DATABASE_ONLY_FROM_APP,
            ROUTES_WITHOUT_REPOSITORIES,
          ],
        },
      ],
    },
  },
  {
    // The Wompi stand-in plays an outside service: it signs and checks on its own, so a bug in the
    // shop's code cannot hide behind shared code (eslint.boundaries.js refuses the relative paths).
    files: ['apps/wompi-standin/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/*'], message: 'El doble de Wompi no importa código de la tienda.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A static import would put the toast library back in the storefront's first download.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-toastify', 'react-toastify/unstyled'].map((name) => ({
            name,
            message: 'Use lib/toast: carga la biblioteca de avisos en su primer uso.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
  boundaries,
);
