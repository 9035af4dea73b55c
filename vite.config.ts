import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base: '/',
  plugins: [react(), pureSharedSchemas()],
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The apply forms use typebox at run time (their details schemas, and its interpreter to
      // validate them). Its modules keep their top-level work beside what they export, so mark
      // them free of side effects: otherwise every chunk of the shell that imports a shared
      // schema module keeps a bare `import` of typebox's chunk (~2.5 KB gz on the first page).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]typebox[\\/]/.test(id),
      },
    },
  },
});
