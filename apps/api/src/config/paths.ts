import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of apps/api: the nearest one above this file holding the migrations. The source sits
 * in src/config/ and the bundle in dist/ (or another folder build.mjs writes), so the root is
 * looked for rather than counted.
 */
function apiRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle')) && existsSync(join(dir, 'package.json'))) return `${dir}/`;
    if (dirname(dir) === dir) throw new Error('apps/api (the folder with drizzle/) not found');
  }
}

export const API_ROOT = apiRoot();
export const MIGRATIONS_DIR = `${API_ROOT}drizzle`;
export const SEED_DATA_DIR = `${API_ROOT}seed-data`;
export const WEB_DIST_DIR = join(API_ROOT, '../web/dist');
/** The Wompi stand-in's bundle (npm run build), which the demo starts when WOMPI_STANDIN asks. */
export const WOMPI_STANDIN_ENTRY = join(API_ROOT, '../wompi-standin/dist/main.js');
