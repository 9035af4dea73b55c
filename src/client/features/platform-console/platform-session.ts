import { useSyncExternalStore } from 'react';
import type { PlatformOperator } from '../../../shared/api/platform-console';

/**
 * The console's own key, in this tab's sessionStorage: apart from the organisations' session
 * (lib/session.ts), which the console never reads or writes, and gone when the tab closes.
 */
const PLATFORM_SESSION_KEY = 'hcm.platform-session';

export interface PlatformSession {
  /** "platform.<secret>": opens /api/platform and nothing else. */
  token: string;
  operator: PlatformOperator;
}

function isPlatformSession(value: unknown): value is PlatformSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator } = value as Partial<PlatformSession>;
  return (
    typeof token === 'string' &&
    token.startsWith('platform.') &&
    typeof operator?.email === 'string' &&
    typeof operator.name === 'string'
  );
}

function readStored(): PlatformSession | null {
  try {
    const raw = window.sessionStorage.getItem(PLATFORM_SESSION_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isPlatformSession(value) ? value : null;
  } catch {
    // Storage disabled or a corrupted value: signed out.
    return null;
  }
}

function store(next: PlatformSession | null): void {
  try {
    if (next) window.sessionStorage.setItem(PLATFORM_SESSION_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(PLATFORM_SESSION_KEY);
  } catch {
    // A full or disabled storage: the session lasts as long as the page.
  }
}

let current: PlatformSession | null = readStored();
/** Why the last session ended without the operator signing out, for the sign-in form to say. */
let endedNotice: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const platformSession = {
  get: (): PlatformSession | null => current,
  endedNotice: (): string | null => endedNotice,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  start(next: PlatformSession): void {
    current = next;
    endedNotice = null;
    store(next);
    emit();
  },

  /**
   * Ends the session `token` names, if it is still this tab's (a late refusal of an older one
   * changes nothing); `notice` says why when the operator did not sign out.
   */
  end(token: string | undefined = current?.token, notice: string | null = null): void {
    if (!current || current.token !== token) return;
    current = null;
    endedNotice = notice;
    store(null);
    emit();
  },
};

export function usePlatformSession(): PlatformSession | null {
  return useSyncExternalStore(platformSession.subscribe, platformSession.get, platformSession.get);
}

export function useEndedNotice(): string | null {
  return useSyncExternalStore(
    platformSession.subscribe,
    platformSession.endedNotice,
    platformSession.endedNotice,
  );
}
