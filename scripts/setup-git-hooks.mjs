// `npm ci` and `npm install` run this (the `prepare` script): inside this repository's own git
// work tree it points core.hooksPath at .githooks (the commit-msg subject check). Anywhere else (a
// tarball, a CI copy without .git, no git installed) it does nothing, and it never fails.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

try {
  // Only this repository's own work tree, never one it happens to sit inside.
  if (realpathSync(git('rev-parse', '--show-toplevel').trim()) === realpathSync(root)) {
    git('config', 'core.hooksPath', '.githooks');
    console.info('Git hooks: core.hooksPath = .githooks');
  }
} catch {
  // Not a git work tree, or no git: nothing to set up.
}
