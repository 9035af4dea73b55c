import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Layers (ARCHITECTURE.md): shared <- renderers <- client; shared <- server. Client and server
// never import each other; shared imports neither, nor React, the DOM-only libraries or node:*.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([pattern, message]) => ({ group: [pattern], message })) },
  ],
});
const SERVER = ['**/server/**', 'The client side must not import server code.'];
const CLIENT = ['**/client/**', 'The server must not import client code.'];
const RENDERERS = ['**/renderers/**', 'Only the client may use renderers.'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: 'error',
    },
  },
  {
    files: ['src/client/**', 'renderers/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: forbid(
      SERVER,
      CLIENT,
      RENDERERS,
      ['node:*', 'Shared code runs in the browser too.'],
      ['react', 'Shared code has no React.'],
      ['react-dom', 'Shared code has no React.'],
    ),
  },
  { files: ['renderers/**'], rules: forbid(SERVER, CLIENT) },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  // Plain Node scripts (the start, which runs before any TypeScript could compile).
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  { files: ['src/client/**'], rules: forbid(SERVER) },
  { files: ['src/server/**'], rules: forbid(CLIENT, RENDERERS) },
);
