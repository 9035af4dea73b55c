import { afterEach, describe, expect, test, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../../src/client/lib/cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cookies', () => {
  test('stores and reads a value, encoding special characters', () => {
    setCookie('hcm_last_org', 'acme corp;=', 30);
    expect(getCookie('hcm_last_org')).toBe('acme corp;=');
    expect(getCookie('unknown')).toBeNull();
  });

  test('sets the expiry the given number of days ahead', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });

    setCookie('hcm_last_org', 'acme', 30);

    const expires = /expires=([^;]+)/.exec(written[0] ?? '')?.[1];
    expect(new Date(expires ?? '').getTime()).toBe(now.getTime() + 30 * DAY_MS);
  });

  test('the cookie is gone once its days have passed', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T00:00:00Z'), toFake: ['Date'] });
    setCookie('short', 'lived', 1);
    expect(getCookie('short')).toBe('lived');

    vi.setSystemTime(new Date('2025-03-02T00:00:01Z'));
    expect(getCookie('short')).toBeNull();
  });

  test('deleteCookie removes it at once', () => {
    setCookie('gone', 'soon', 30);
    deleteCookie('gone');
    expect(getCookie('gone')).toBeNull();
  });
});
