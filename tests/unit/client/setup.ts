import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { activeOrg } from '../../../src/client/lib/active-org';
import { dialogStore } from '../../../src/client/lib/dialog-store';
import { orgResourcesCache } from '../../../src/client/lib/use-org-resources';
import { server } from './msw-server';

// Vite's `define` does not run under the vitest config; the api client reads this global instead.
(globalThis as { __API_KEY__?: string }).__API_KEY__ = 'test-api-key';

// What Chakra/Ark expect from a browser that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('IntersectionObserver' in window)) {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// A screen's first render imports its lazy chunks (shell, engine routes, page); on a busy
// two-core machine that outlasts findBy*'s default second, so they wait up to four.
configure({ asyncUtilTimeout: 4_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  dialogStore.reset();
  activeOrg.set(null);
  orgResourcesCache.clear();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
afterAll(() => server.close());
