/** The API key baked in by Vite's `define` (vite.config.ts); the test setup sets it on globalThis. */
declare const __API_KEY__: string;
