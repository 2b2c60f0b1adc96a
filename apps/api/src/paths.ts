import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/server.js sit one folder below apps/api,
// so the same relative URL finds the package root in development and in production.
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = `${API_ROOT}drizzle`;
export const SEED_DATA_DIR = `${API_ROOT}seed-data`;
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
