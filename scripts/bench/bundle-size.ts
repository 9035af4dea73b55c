// Prints the gzipped JavaScript each page loads, following dist/.vite/manifest.json (run after
// `npx vite build`): the entry's static imports plus the lazy chunks of the page's routes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const BUDGET_KB = 150;
const DIST = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const SHELL = 'src/client/app/layouts/app-shell.tsx';
// The signed-in route table loads beside the shell on every signed-in visit.
const ROUTE_TABLE = 'src/client/app/signed-in-routes.tsx';
const DEFAULT_LAYOUT = 'src/client/app/layouts/side-menu-layout.tsx';

// Budgeted pages, and (marked informational) what a first visit to /dashboard really loads.
const PAGES: { name: string; routes: string[]; budgeted: boolean }[] = [
  {
    name: 'login page (/login/:orgId)',
    routes: ['src/client/features/auth/login-page.tsx'],
    budgeted: true,
  },
  { name: 'shell + route table', routes: [SHELL, ROUTE_TABLE], budgeted: true },
  {
    name: 'shell + table + default layout2',
    routes: [SHELL, ROUTE_TABLE, DEFAULT_LAYOUT],
    budgeted: true,
  },
  {
    name: 'shell + table + layout2 + dashboard',
    routes: [
      SHELL,
      ROUTE_TABLE,
      DEFAULT_LAYOUT,
      'src/client/features/dashboard/dashboard-page.tsx',
    ],
    budgeted: false,
  },
];

/** Every file a chunk pulls in statically (its own file, its imports' files, their CSS). */
function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest; was it renamed?`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry in the manifest');

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

let overBudget = false;
for (const page of PAGES) {
  const files = new Set<string>();
  collect(entry, files);
  for (const route of page.routes) collect(route, files);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const within = total <= BUDGET_KB;
  if (!within && page.budgeted) overBudget = true;
  const verdict = !page.budgeted ? '(informational)' : within ? 'ok' : `OVER ${BUDGET_KB} KB`;
  console.log(
    `${page.name.padEnd(36)} ${total.toFixed(1).padStart(7)} KB gz in ${String(files.size).padStart(2)} files ${verdict}`,
  );
}
process.exitCode = overBudget ? 1 : 0;
