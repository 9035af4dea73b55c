import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests in Node, client tests in jsdom with msw, API tests against the
// real server and a real PostgreSQL (tests/api/setup starts one per database target).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/client/**', 'tests/unit/renderers/**'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: [
            'tests/unit/client/**/*.test.{ts,tsx}',
            'tests/unit/renderers/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/unit/client/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // One file at a time (the files share the two databases' CPU), in one process that
          // loads the server's modules once instead of once a file (~6 s each).
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
