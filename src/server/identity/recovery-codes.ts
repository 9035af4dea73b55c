import { randomInt } from 'node:crypto';
import { sha256 } from './tokens';

export const RECOVERY_CODE_COUNT = 10;

// Letters and digits that cannot be misread for one another (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/** One code: 12 characters (about 59 random bits) in groups of four, e.g. `k7qm-x2vd-9rta`. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * What is stored of a code: random enough that a plain SHA-256 cannot be reversed by trying,
 * taken as typed in any case, with or without its hyphens and spaces.
 */
export const hashRecoveryCode = (code: string): Buffer =>
  sha256(code.toLowerCase().replace(/[\s-]/g, ''));
