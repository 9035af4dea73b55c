import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type Plugin,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
} from 'vite';

// The API key is baked in at build time; the server checks it on every /api call.
const apiKey = process.env.API_KEY ?? 'hcm-demo-key';
const apiProxy = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * src/shared builds typebox schemas at module level beside the constants the client uses. The
 * client needs only their types, so mark those calls pure: tree-shaking then drops the unused
 * schemas and typebox's runtime from the bundle. (Build only; src/shared stays untouched.)
 */
function pureSharedSchemas(): Plugin {
  const schemaCall = /(?<![\w.])((?:Type|[A-Z_]+)\.(?:[A-Z]\w*|map)\()/g;
  return {
    name: 'hcm:pure-shared-schemas',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/]shared[\\/]/.test(id) || !code.includes('typebox')) return null;
      return { code: code.replace(schemaCall, '/* @__PURE__ */ $1'), map: null };
    },
  };
}

/**
 * Library modules whose top-level calls only build values, without saying so, are kept whole in
 * the entry chunk (they share modules with what it does use). Marking the calls pure lets
 * tree-shaking drop what no chunk uses. Zag, Ark and Chakra build every component's anatomy in
 * modules the used recipes import (~1.5 KB gz). React Router's one module creates its contexts
 * and components with unmarked calls and names each for the dev tools with an assignment, which
 * keeps `NavLink`, `Form`, `ScrollRestoration` and their helpers though the app has none (~2 KB
 * gz); production builds of React ignore `displayName` outside the dev tools.
 */
function pureLibraryCalls(): Plugin {
  const libraries: { file: RegExp; call: RegExp; drop?: RegExp }[] = [
    {
      file: /[\\/]node_modules[\\/](@zag-js|@ark-ui|@chakra-ui)[\\/].*anatomy\.m?js$/,
      call: /(?<==\s*)(?=[\w$]+(?:\.[\w$]+)?\()/g,
    },
    {
      file: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/,
      call: /(?<=slots:\s*)(?=[\w$]+\.keys\(\))/g,
    },
    {
      file: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/,
      call: /(?<==\s*)(?=React\d*\.(?:createContext|forwardRef|memo)\()/g,
      drop: /^[\w$]+\.displayName = "\w+";$/gm,
    },
  ];
  return {
    name: 'hcm:pure-library-calls',
    apply: 'build',
    transform(code, id) {
      const library = libraries.find(({ file }) => file.test(id));
      if (!library) return null;
      // `createAnatomy(name).parts(…)` is `createAnatomy(name, […])` in one call a mark covers.
      const single = code.replace(
        /\bcreateAnatomy\(("[\w-]+")\)\.parts\(([^)]*)\)/g,
        'createAnatomy($1, [$2])',
      );
      const marked = single.replace(library.call, '/* @__PURE__ */ ');
      return { code: library.drop ? marked.replace(library.drop, '') : marked, map: null };
    },
  };
}

/**
 * React Router's `Link` renders `<PrefetchPageLinks>` for its `prefetch` prop, a framework-mode
 * feature that needs the data router; this app renders `BrowserRouter` and passes no `prefetch`.
 * Lazy pages import `Link`, so react-router's one module, in the entry, keeps the prefetching
 * code (route-module manifests, link descriptors) on every page: ~1.7 KB gz. Give `Link` the
 * answer `usePrefetchBehavior` always gives outside framework mode. A react-router upgrade that
 * changes these lines only warns.
 */
function linkWithoutPrefetch(): Plugin {
  const edits: [RegExp, string][] = [
    [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]'],
    [/return shouldPrefetch && !isAbsolute \? [^\n]*: link;/, 'return link;'],
  ];
  return {
    name: 'hcm:link-without-prefetch',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
      if (!code.includes('function LinkWithRef')) return null;
      let edited = code;
      for (const [pattern, replacement] of edits) {
        if (!pattern.test(edited)) this.warn(`Link's prefetching not found: ${String(pattern)}`);
        edited = edited.replace(pattern, replacement);
      }
      return { code: edited, map: null };
    },
  };
}

/**
 * Vite lists, beside each lazy import, every chunk the imported one needs, to fetch them at
 * once. Those the importing chunk needs too are loaded already when it runs, yet each is named
 * in the list (hashed names gzip poorly). The lists keep only the missing ones: −0.3 KB gz on
 * the first page. (Reads the chunk graph in generateBundle, before Vite writes the lists.)
 */
function preloadOnlyMissing() {
  let bundle: Rolldown.OutputBundle = {};
  const loadedWith = (file: string, files = new Set<string>()): Set<string> => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return files;
    files.add(file);
    for (const imported of chunk.imports) loadedWith(imported, files);
    return files;
  };
  const plugin: Plugin = {
    name: 'hcm:preload-only-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    _file,
    deps,
    { hostId, hostType },
  ) => {
    if (hostType !== 'js') return deps;
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadOnlyMissing();

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [
    react(),
    pureSharedSchemas(),
    pureLibraryCalls(),
    linkWithoutPrefetch(),
    preload.plugin,
  ],
  // react-router's package exports only its development build (dev-time warnings and checks);
  // the production build beside it is the same API without them (~0.5 KB gz less on every
  // page). SWR's useSyncExternalStore shim is for React 17; React 19 has the hook itself.
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
          ]
        : [],
  },
  define: {
    __API_KEY__: JSON.stringify(apiKey),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiProxy, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiProxy, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // The bundle budget script reads the manifest to follow each page's chunk graph.
    manifest: true,
    sourcemap: false,
    // Every browser we support preloads modules natively (Safari since 17): the polyfill would
    // only cost the first page ~0.3 KB gz.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      treeshake: {
        // Packages whose modules do their top-level work only for what they export, though they
        // do not say so. typebox: the apply forms use it at run time, and otherwise every chunk
        // of the shell importing a shared schema module keeps a bare `import` of typebox's chunk
        // (~2.5 KB gz on the first page). hoist-non-react-statics (with react-is): Emotion
        // imports it bare for a `withTheme` nobody calls (~1.2 KB gz on every page).
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/](typebox|hoist-non-react-statics|react-is)[\\/]/.test(id)
            ? false
            : undefined,
        // Reading a property has no side effect in this code base or its libraries: without this,
        // `@chakra-ui/react/theme` keeps recipes the app never registers (select's, ~1.3 KB gz).
        propertyReadSideEffects: false,
      },
    },
  },
}));
