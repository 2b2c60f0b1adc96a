import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/reliability/**'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          // A cheap scrypt cost keeps suites that hash many passwords quick; production uses 2^17.
          env: { SCRYPT_COST_LOG2: '10' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The reliability suites (docs/reliability.md): load, kills and hostile input, one file
        // at a time so their figures are not bent by the other suites sharing the two cores.
        test: {
          name: 'reliability',
          root: 'apps/api',
          include: ['test/reliability/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          env: { SCRYPT_COST_LOG2: '10' },
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The SPA's own Vite config, so tests compile JSX and CSS modules as the build does.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'wompi-standin',
          root: 'apps/wompi-standin',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
