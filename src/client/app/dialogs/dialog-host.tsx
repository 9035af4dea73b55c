import { lazy, Suspense } from 'react';
import { useDialogState } from '../../lib/dialog-store';

// The dialogs load on first use: most sessions never see one, so they stay out of the first chunk.
const NetworkErrorDialog = lazy(() =>
  import('./network-error-dialog').then((m) => ({ default: m.NetworkErrorDialog })),
);
const SessionEndedDialog = lazy(() =>
  import('./session-ended-dialog').then((m) => ({ default: m.SessionEndedDialog })),
);
const VersionDialog = lazy(() =>
  import('./version-dialog').then((m) => ({ default: m.VersionDialog })),
);

/** The one place the app-wide dialogs render; a session change outranks everything else. */
export function DialogHost({ navigate }: { navigate: (to: string) => void }) {
  const state = useDialogState();
  let dialog = null;
  if (state.sessionEnded) dialog = <SessionEndedDialog open navigate={navigate} />;
  else if (state.networkErrorCode) dialog = <NetworkErrorDialog code={state.networkErrorCode} />;
  else if (state.newVersion) dialog = <VersionDialog versions={state.newVersion} />;
  return <Suspense fallback={null}>{dialog}</Suspense>;
}
