import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_SPECIALS } from '../../../src/shared/password-policy';

describe('checkPassword (spec section 5)', () => {
  it('accepts a password with a digit, upper and lower case letters and an allowed special', () => {
    expect(checkPassword('Demo#2026!')).toEqual({
      ok: true,
      missing: [],
      invalidCharacters: [],
      message: '',
    });
  });

  it.each([
    ['demo#2026', ['an uppercase letter']],
    ['DEMO#2026', ['a lowercase letter']],
    ['Demo#demo', ['a digit']],
    ['Demo2026', ['a special character']],
    ['', ['a digit', 'an uppercase letter', 'a lowercase letter', 'a special character']],
  ])('names what %j is missing', (password, missing) => {
    const check = checkPassword(password);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual(missing);
    expect(check.message).toContain(`must contain ${missing.length === 1 ? missing[0] : ''}`);
  });

  it('accepts every listed special character and refuses anything else', () => {
    for (const special of PASSWORD_SPECIALS) expect(checkPassword(`Ab1${special}`).ok).toBe(true);
    const spaced = checkPassword('Ab1! é€');
    expect(spaced.ok).toBe(false);
    expect(spaced.invalidCharacters).toEqual([' ', 'é', '€']);
    expect(spaced.message).toMatch(/may not contain space, "é", "€"/);
  });

  it('joins several missing rules into one sentence', () => {
    expect(checkPassword('abc').message).toBe(
      'Password must contain a digit, an uppercase letter and a special character.',
    );
  });
});
