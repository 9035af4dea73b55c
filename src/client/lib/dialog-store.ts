import { useSyncExternalStore } from 'react';

/** The app-wide dialogs of spec section 8; one host renders whichever is open. */
export interface DialogState {
  networkErrorCode: string | null;
  sessionEnded: boolean;
  newVersion: { server: string; current: string } | null;
}

const initial: DialogState = { networkErrorCode: null, sessionEnded: false, newVersion: null };
let state: DialogState = initial;
const listeners = new Set<() => void>();

function update(patch: Partial<DialogState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const dialogStore = {
  get: (): DialogState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  // The first network error wins: a burst of failing calls should not flip the code shown.
  showNetworkError: (code: string): void => {
    if (state.networkErrorCode === null) update({ networkErrorCode: code });
  },
  showSessionEnded: (): void => update({ sessionEnded: true }),
  showNewVersion: (server: string, current: string): void =>
    update({ newVersion: { server, current } }),
  closeSessionEnded: (): void => update({ sessionEnded: false }),
  reset: (): void => update(initial),
};

export function useDialogState(): DialogState {
  return useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
}
