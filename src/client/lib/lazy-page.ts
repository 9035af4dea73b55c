import { createElement, isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Loads what a component renders for a path: its chunk and, for a route table, the pages'. */
type Preload = (pathname: string) => Promise<unknown>;
type Preloadable = { preload?: Preload };

/**
 * React.lazy whose component renders without suspending once its chunk has loaded. React holds
 * a boundary's content back for up to 300 ms after it showed the fallback, so a first screen
 * that suspends at each lazy level (route table, layout, page) paints a spinner and then waits;
 * preloading the URL's chunks before the first render (`preloadRoute`) paints it at once. A
 * loaded component that has a `preload` of its own (a route table) runs it for the same path.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P> & Preloadable>,
): ComponentType<P> & { preload: Preload } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P> & Preloadable> | null = null;
  const fetchChunk = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a chunk that failed to download is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Component.preload = (pathname: string) =>
    fetchChunk().then((component) => component.preload?.(pathname));
  return Component;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** `lazyComponent` for a module's named export: every screen is its own chunk. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyComponent(() =>
    load().then((module) => module[name] as ComponentType<PropsOf<M[K]>> & Preloadable),
  );
}

/** Loads the chunks of every route of a table that the path matches (see `lazyComponent`). */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : null;
      return typeof type === 'function' ? (type as Preloadable).preload?.(pathname) : undefined;
    }),
  );
}
