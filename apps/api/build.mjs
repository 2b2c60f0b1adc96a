// Bundles the API into dist/server.js. Workspace packages (@shop/*) are TypeScript sources, so
// they go into the bundle; every other package stays in node_modules, as installed by npm ci.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
