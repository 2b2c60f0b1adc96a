// Bundles the API into dist/server.js (and its worker threads). Workspace packages (@shop/*) are
// TypeScript sources, so they go into the bundle; every other package stays in node_modules, as installed by npm ci.
// `node build.mjs <outdir>` writes elsewhere (the crash suite bundles its own copy to restart fast); the
// folder must sit inside apps/api (src/config/paths.ts looks for the migrations above the bundle).
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';

await build({
  // Worker threads load their own file beside server.js (lib/worker-pool.ts).
  entryPoints: {
    server: 'src/server.ts',
    'pdf-worker': 'src/platform/pdf/pdf-worker.ts',
    'xlsx-worker': 'src/modules/reports/xlsx-worker.ts',
    'rut-text-worker': 'src/modules/rut/reading/rut-text-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
