import { useSyncExternalStore } from 'react';
import type { Preferences } from '../../shared/api/identity';
import { DEFAULT_LAYOUT, LAYOUTS, SIDEBAR_COLORS } from '../../shared/themes';
import { apiClient } from './api-client';
import { readJson, writeJson } from './local-json';
import { session } from './session';

const PREFERENCES_KEY = 'hcm.preferences';
export const DEFAULT_PREFERENCES: Preferences = {
  layout: DEFAULT_LAYOUT,
  sidebarColor: 'theme',
  rtl: false,
};

function isPreferences(value: unknown): value is Preferences {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Preferences>;
  return (
    LAYOUTS.includes(candidate.layout as Preferences['layout']) &&
    typeof candidate.sidebarColor === 'string' &&
    candidate.sidebarColor in SIDEBAR_COLORS &&
    typeof candidate.rtl === 'boolean'
  );
}

// Kept in localStorage so the first paint after a reload already has the user's layout.
let current: Preferences = readJson(PREFERENCES_KEY, isPreferences) ?? DEFAULT_PREFERENCES;
const listeners = new Set<() => void>();

export const preferences = {
  get: (): Preferences => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Applies choices locally only (e.g. the server's copy right after sign-in). */
  apply(next: Preferences): void {
    if (!isPreferences(next)) return;
    current = next;
    writeJson(PREFERENCES_KEY, next);
    for (const listener of listeners) listener();
  },
  /** Applies choices at once and remembers them on the server for this user. */
  async save(next: Preferences): Promise<void> {
    preferences.apply(next);
    const signedIn = session.get();
    if (!signedIn) return;
    session.updateAccount({ ...signedIn.account, preferences: next });
    await apiClient.put<{ preferences: Preferences }>('/api/iam/preferences', next);
  },
};

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get);
}
