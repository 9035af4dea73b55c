import { afterEach, describe, expect, test } from 'vitest';
import { readJson } from '../../../src/client/lib/local-json';
import { session } from '../../../src/client/lib/session';
import { SESSION_KEY, sessionStorageStore } from '../../../src/client/lib/session-storage';
import { makeAccount } from './fixtures';

afterEach(() => session.end());

describe('session storage', () => {
  test('round-trips the session as JSON', () => {
    const stored = { token: 'abc', csrf: 'def', account: makeAccount() };
    sessionStorageStore.write(stored);

    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(stored);
    expect(sessionStorageStore.read()).toEqual(stored);
  });

  test('a session stored before accounts carried forbidden paths reads with none', () => {
    const { forbiddenPaths: _, ...older } = makeAccount({ roles: ['employee'] });
    window.localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'abc', csrf: 'def', account: older }),
    );
    expect(sessionStorageStore.read()?.account).toEqual({ ...older, forbiddenPaths: [] });
  });

  test('a corrupted value reads as null', () => {
    window.localStorage.setItem(SESSION_KEY, '{"token": "abc", "csrf":');
    expect(sessionStorageStore.read()).toBeNull();
  });

  test('a value of the wrong shape reads as null', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 42 }));
    expect(sessionStorageStore.read()).toBeNull();
    expect(
      readJson('missing-key', (value): value is string => typeof value === 'string'),
    ).toBeNull();
  });

  test('ending this tab’s session leaves a newer session from another tab in place', () => {
    session.start({ token: 'mine', csrf: 'c', account: makeAccount() });
    // Another tab signs in as someone else and overwrites the stored session.
    sessionStorageStore.write({
      token: 'theirs',
      csrf: 'c2',
      account: makeAccount({ accountId: 'acc-2' }),
    });

    session.end();

    expect(session.get()).toBeNull();
    expect(sessionStorageStore.read()?.token).toBe('theirs');
  });
});
