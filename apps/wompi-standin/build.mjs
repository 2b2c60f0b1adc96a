// Bundles the stand-in into dist/main.js, so the demo runs it with plain `node` and no tsx. It uses
// node built-ins only, so everything it imports goes into the one file.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
});
