import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SHELL = [
  'src/client/app/layouts/app-shell.tsx',
  'src/client/app/signed-in-routes.tsx',
  // The default layout (layout2); another one chosen in the customizer loads on its own.
  'src/client/app/layouts/side-menu-layout.tsx',
];

/**
 * The client modules (keys of Vite's manifest) a page renders first, by path: the sign-in pages'
 * own screens; every path outside the public ones renders the signed-in shell and its route
 * table (see src/client/app/routes.tsx), and the dashboard is where sign-in leads; the other
 * signed-in pages are in the modules' route table.
 */
const FIRST_MODULES: [RegExp, string[]][] = [
  [/^\/login\/?$/, ['src/client/features/auth/org-picker-page.tsx']],
  [/^\/login\/[^/]+\/?$/, ['src/client/features/auth/login-page.tsx']],
  [/^\/platform\/?$/, ['src/client/app/platform-console-route.tsx']],
  [/^\/(?:login|landing|session|email|kiosk)(?:\/|$)|^\/$/, []],
  [/^\/dashboard\/?$/, [...SHELL, 'src/client/app/dashboard/dashboard-page.tsx']],
  [/^\//, [...SHELL, 'src/client/app/module-routes.tsx']],
];

/** Every file a chunk pulls in statically, its own first. */
function chunkFiles(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
}

function preloadLinks(manifest: Manifest, modules: string[]): string {
  const loaded = new Set<string>();
  chunkFiles(manifest, 'index.html', loaded);
  const files = new Set<string>();
  for (const module of modules) chunkFiles(manifest, module, files);
  return [...files]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * The built index.html for a page, with `<link rel="modulepreload">` for the chunks its first
 * screen needs: the browser fetches them beside the entry instead of after running it. Reads
 * the build again when it changes (a rebuild while the server runs).
 */
export function createPageHtml(clientDir: string): (path: string) => string {
  const indexFile = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  let built: { at: string; html: string; manifest: Manifest; pages: Map<number, string> } | null =
    null;
  const load = () => {
    // Vite writes the two files one after the other: either changing means a new build.
    const at = `${statSync(indexFile).mtimeMs}/${statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs}`;
    if (built?.at === at) return built;
    let manifest: Manifest = {};
    try {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    } catch {
      // A build without a manifest still serves its pages, only without the preloads.
    }
    return {
      at,
      html: readFileSync(indexFile, 'utf8'),
      manifest,
      pages: new Map<number, string>(),
    };
  };
  return (path) => {
    try {
      built = load();
    } catch (error) {
      // A build in progress has emptied the folder: keep serving the last one meanwhile.
      if (!built) throw error;
    }
    const page = FIRST_MODULES.findIndex(([pattern]) => pattern.test(path));
    let html = built.pages.get(page);
    if (html === undefined) {
      const links = preloadLinks(built.manifest, FIRST_MODULES[page]?.[1] ?? []);
      html = built.html.replace('</head>', `${links}</head>`);
      built.pages.set(page, html);
    }
    return html;
  };
}
