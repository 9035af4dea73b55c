import { useSyncExternalStore } from 'react';
import type { Account } from '../../shared/api/identity';
import { sessionStorageStore, type StoredSession } from './session-storage';

// The tab keeps its own copy: a change made by another tab must not silently swap the user
// under this one; it raises the Session Ended dialog instead (see use-session-watch.ts).
let current: StoredSession | null = sessionStorageStore.read();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  get: (): StoredSession | null => current,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Stores a new session (after sign-in). */
  start(next: StoredSession): void {
    current = next;
    sessionStorageStore.write(next);
    emit();
  },

  /** Replaces the account of the current session (after a refresh or a password change). */
  updateAccount(account: Account): void {
    if (!current) return;
    current = { ...current, account };
    sessionStorageStore.write(current);
    emit();
  },

  /** The server refuses this account everything but a change of password: show that step. */
  requirePasswordChange(): void {
    if (current && current.account.status !== 'Change Password')
      session.updateAccount({ ...current.account, status: 'Change Password' });
  },

  /**
   * Whether the server lets this session do nothing but enrol a second factor: its refusal
   * sets it, the enrolment and a fresh session answer clear it.
   */
  setMustEnrolSecondFactor(mustEnrol: boolean): void {
    if (!current || Boolean(current.mustEnrolSecondFactor) === mustEnrol) return;
    current = { ...current, mustEnrolSecondFactor: mustEnrol };
    sessionStorageStore.write(current);
    emit();
  },

  /** Ends this tab's session; storage is cleared only if it still holds this tab's token. */
  end(): void {
    const stored = sessionStorageStore.read();
    if (!stored || stored.token === current?.token) sessionStorageStore.remove();
    current = null;
    emit();
  },

  /** Takes over whatever another tab left in storage (after the Session Ended dialog). */
  reload(): void {
    current = sessionStorageStore.read();
    emit();
  },
};

export function useSession(): StoredSession | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
