// The arrows of the house run down (docs/architecture.md), checked by `npm run lint`:
//   server: platform <- directory <- record engine <- modules <- composition root
//   client: components, lib <- engine (the record engine's UI) <- features <- app
// ESLint's no-restricted-imports keeps client, server and shared apart; this keeps the floors.

const SERVER_PLATFORM =
  '^src/server/(config[.]ts|db/|http/|plugins/|jobs/|audit/|mail/|notifications/|documents/|identity/|organization/|metrics/|packages/|workers/|files/[^/]+[.]repository[.]ts|files/store/)';
const SERVER_DIRECTORY = '^src/server/directory/';
const SERVER_ENGINE = '^src/server/(forms|records|approvals)/';
// Provisioning (tenancy/) sits with the seed: it gives an organisation what the demo's get.
const SERVER_ROOT =
  '^src/server/(app|server|serve|modules|migrate-database|recurring-work|worker-tasks)[.]ts$|^src/server/(seed|tenancy)/';
// A route plugin is the top of its folder: the root registers it, and it may use any module.
const ROUTES = '[.]routes[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: the files in it cannot be read or tested one without another.',
      severity: 'error',
      from: { path: '^(src|renderers)/' },
      to: { circular: true },
    },
    {
      name: 'engine-imports-no-module',
      comment:
        'The record engine (forms, records, approvals) sits below the modules built on it; ' +
        'what it needs of them comes in through RecordModules (src/server/modules.ts).',
      severity: 'error',
      from: { path: SERVER_ENGINE },
      to: {
        path: '^src/server/',
        pathNot: `${SERVER_ENGINE}|${SERVER_DIRECTORY}|${SERVER_PLATFORM}`,
      },
    },
    {
      name: 'directory-below-engine',
      comment:
        'The directory (who is who) reads only the platform: the engine and modules sit on it.',
      severity: 'error',
      from: { path: SERVER_DIRECTORY },
      to: { path: '^src/server/', pathNot: `${SERVER_DIRECTORY}|${SERVER_PLATFORM}` },
    },
    {
      name: 'platform-below-all',
      comment:
        'The platform (database, HTTP, sign-in, jobs, mail, notifications, metrics, files store) knows no record, ' +
        'person or module; app-deps.ts only names the types the root hands every plugin.',
      severity: 'error',
      from: { path: SERVER_PLATFORM, pathNot: `${ROUTES}|^src/server/http/app-deps[.]ts$` },
      to: { path: '^src/server/', pathNot: SERVER_PLATFORM },
    },
    {
      name: 'nothing-imports-the-root',
      comment:
        'The composition root (app, server, serve, modules, migrate-database, recurring-work, worker-tasks, seed, tenancy) ' +
        'is imported by nobody below it.',
      severity: 'error',
      from: { path: '^src/', pathNot: SERVER_ROOT },
      to: { path: SERVER_ROOT },
    },
    {
      name: 'feature-imports-no-feature',
      comment:
        'A client feature stands alone: what two features share moves down (components, lib, ' +
        'engine); a page that composes features lives in src/client/app.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-floors',
      comment: 'The engine UI, components and lib sit below the features and the app.',
      severity: 'error',
      from: { path: '^src/client/(engine|components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'components-below-engine',
      comment: 'Components and lib are the floor: the engine UI is built on them, not under.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/engine/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are arrows too: a type names what it depends on.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
