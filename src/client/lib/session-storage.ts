import type { Account } from '../../shared/api/identity';
import { readJson, removeJson, writeJson } from './local-json';

/** The localStorage key holding the signed-in session; other tabs watch it (Session Ended). */
export const SESSION_KEY = 'hcm.session';

export interface StoredSession {
  token: string;
  csrf: string;
  account: Account;
  /** The session may do nothing but enrol a second factor yet (absent in older sessions). */
  mustEnrolSecondFactor?: boolean;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.csrf === 'string' &&
    typeof candidate.account === 'object' &&
    candidate.account !== null &&
    typeof candidate.account.accountId === 'string' &&
    typeof candidate.account.orgId === 'string'
  );
}

/**
 * A session stored before accounts carried the role's forbidden paths: it guards none until the
 * shell refreshes the account (moments later), as the menu answer used to; the API guards the data.
 */
function upgraded(stored: StoredSession | null): StoredSession | null {
  if (!stored || Array.isArray((stored.account as Partial<Account>).forbiddenPaths)) return stored;
  return { ...stored, account: { ...stored.account, forbiddenPaths: [] } };
}

/** Parses a raw stored value (e.g. from a `storage` event); anything malformed is null. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return upgraded(isStoredSession(value) ? value : null);
  } catch {
    return null;
  }
}

export const sessionStorageStore = {
  read: (): StoredSession | null => upgraded(readJson(SESSION_KEY, isStoredSession)),
  write: (session: StoredSession): void => writeJson(SESSION_KEY, session),
  remove: (): void => removeJson(SESSION_KEY),
};
