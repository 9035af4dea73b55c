import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: every screen is its own chunk, loaded on first visit. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
