import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id (Algorithm.Argon2id is 2; a const enum cannot be imported here) parameters: 19 MiB, 2 passes, 1 lane.
const ARGON2 = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, ARGON2);

// Verifying against this when the account does not exist keeps the answer time the same, so
// timing does not tell which usernames exist.
const decoy = hashSecret('decoy-password-never-matches');

/** True when `secret` matches `storedHash`; a missing hash costs the same time and fails. */
export async function verifySecret(storedHash: string | null, secret: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}
