import { lazy, Suspense, useState } from 'react';
import type { ApplicationDrawerProps } from './application-drawer';

const ApplicationDrawer = lazy(() =>
  import('./application-drawer').then((module) => ({ default: module.ApplicationDrawer })),
);

/**
 * The application drawer, loaded the first time a list opens one (the lists render without
 * Chakra's drawer and the details renderers), then kept mounted so it can animate shut.
 */
export function LazyApplicationDrawer(props: ApplicationDrawerProps) {
  const [wanted, setWanted] = useState(props.id !== null);
  if (props.id !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ApplicationDrawer {...props} />
    </Suspense>
  );
}
