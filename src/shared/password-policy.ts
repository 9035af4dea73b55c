/** The special characters a password may contain (spec section 5); nothing else is allowed. */
export const PASSWORD_SPECIALS = '`!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~';

const RULES = [
  { test: /\d/, missing: 'a digit' },
  { test: /[A-Z]/, missing: 'an uppercase letter' },
  { test: /[a-z]/, missing: 'a lowercase letter' },
  {
    test: (value: string) => [...value].some((ch) => PASSWORD_SPECIALS.includes(ch)),
    missing: 'a special character',
  },
] as const;

export interface PasswordCheck {
  ok: boolean;
  /** What the password still lacks, in words, e.g. ["a digit", "an uppercase letter"]. */
  missing: string[];
  /** Characters that are not letters, digits or allowed specials. */
  invalidCharacters: string[];
  /** One sentence a person can act on; empty when ok. */
  message: string;
}

const isAllowed = (ch: string) => /[A-Za-z0-9]/.test(ch) || PASSWORD_SPECIALS.includes(ch);

/** Checks a password against the product's policy; shared by the sign-in screens and the API. */
export function checkPassword(value: string): PasswordCheck {
  const missing = RULES.filter((rule) =>
    typeof rule.test === 'function' ? !rule.test(value) : !rule.test.test(value),
  ).map((rule) => rule.missing);
  const invalidCharacters = [...new Set([...value].filter((ch) => !isAllowed(ch)))];
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`Password must contain ${joinWords(missing)}.`);
  if (invalidCharacters.length > 0) {
    const shown = invalidCharacters.map((ch) => (ch === ' ' ? 'space' : `"${ch}"`)).join(', ');
    parts.push(`Password may not contain ${shown}; use letters, digits and ${PASSWORD_SPECIALS}.`);
  }
  return { ok: parts.length === 0, missing, invalidCharacters, message: parts.join(' ') };
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
