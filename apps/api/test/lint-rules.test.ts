import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The wiring rules of eslint.config.js and eslint.boundaries.js, run on code that keeps or breaks
// them (docs/architecture.md, "Dependency rules and their lint").
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

/** The messages ESLint gives `code` as if it were the file at `path` (from apps/api/src). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/api/src/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const BUILDS_ORDERS = `import type { Db } from '../../db/client';
import { createOrderRepository } from '../orders/repository';

export const quotes = (db: Db) => createOrderRepository(db);
`;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('where repositories are built', () => {
  it("lets a module's index.ts build its own repository", async () => {
    const code = BUILDS_ORDERS.replace('../orders/repository', './repository');
    expect(await problems('modules/orders/index.ts', code)).toEqual([]);
  });

  it("refuses a module's index.ts building another module's repository", async () => {
    expect(await problems('modules/quotes/index.ts', BUILDS_ORDERS)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*no por su repositorio/),
    ]);
  });

  it('refuses a service, a route or app.ts building a repository', async () => {
    const own = BUILDS_ORDERS.replace('../orders/repository', './repository');
    for (const file of ['modules/orders/service.ts', 'modules/orders/routes.ts'])
      expect(await problems(file, own)).toContainEqual(
        expect.stringMatching(/^no-restricted-syntax: .*index\.ts de su módulo/),
      );
    const inApp = own
      .replace('../../db/client', './db/client')
      .replace('./repository', './modules/orders/repository');
    expect(await problems('app.ts', inApp)).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: .*index\.ts de su módulo/),
    );
  });
});

describe('which way dependencies point', () => {
  it('refuses the platform, lib and plugins importing a module', async () => {
    const code = "export { createCartService } from '../modules/cart/service';\n";
    const deep = code.replace('../modules', '../../modules');
    expect(await problems('platform/mail/layout.ts', deep)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*La plataforma/),
    ]);
    expect(await problems('lib/fold.ts', code)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\//),
    ]);
    expect(await problems('plugins/auth.ts', code)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*Un plugin/),
    ]);
  });

  it("lets a module use another's ports through its index.ts", async () => {
    const code = "export type { DocumentStore } from '../orders';\n";
    expect(await problems('modules/quotes/routes.ts', code)).toEqual([]);
  });
});
