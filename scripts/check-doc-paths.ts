// Every repository path a doc cites must exist (issue 31): paths under the repository's top
// folders (`apps/api/src/app.ts`, docs/decisions/, backticked or not) and relative Markdown links
// (`[ADR 003](decisions/003-money.md)`) in docs/**/*.md and README.md. Prints file:line and the
// missing path, and exits 1 when any is missing. Run with `npx tsx scripts/check-doc-paths.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages', 'docs', 'bench', 'scripts', 'e2e', '.githooks', '.ci'];
const rootedPath = new RegExp(`^(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/`);
const rootedWord = new RegExp(
  `(?<![\\w./@-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[^\\s\`'"()\\[\\],;]*)`,
  'g',
);
// Placeholders and globs name a family of files, not one: `modules/<name>/index.ts`, `*.test.ts`.
const PATTERN = /[<>*{}…]|\.\.\./;
// Build and run outputs exist only after a build or a run.
const GENERATED =
  /(^|\/)(dist|dist-server|node_modules|\.tmp|data|test-results|playwright-report)(\/|$)/;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** A cited path without what may follow it in prose: `:12` line numbers, `#anchors`, punctuation. */
const bare = (path: string) =>
  path
    .replace(/#.*$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/[.,;:)]+$/, '');

/** The repository paths a line cites, each relative to the repository's root. */
function citedPaths(line: string, docDir: string): string[] {
  const paths: string[] = [];
  for (const [, word] of line.matchAll(rootedWord))
    if (rootedPath.test(word!) && !PATTERN.test(word!)) paths.push(bare(word!));
  for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
    const path = bare(target!);
    if (path) paths.push(relative(root, resolve(root, docDir, path)));
  }
  return paths;
}

const docs = ['README.md', ...markdownFiles('docs')];
const missing: string[] = [];
for (const doc of docs) {
  const lines = readFileSync(join(root, doc), 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const path of citedPaths(line, dirname(doc)))
      if (!GENERATED.test(path) && !existsSync(join(root, path)))
        missing.push(`${doc}:${i + 1}: ${path}`);
  });
}

if (missing.length) {
  console.error(`Paths cited in the docs that do not exist (${missing.length}):`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.info(`Doc paths: every path cited in ${docs.length} files exists.`);
