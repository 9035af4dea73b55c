import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from '../../../../src/server/identity/recovery-codes';
import { openSecret, sealSecret } from '../../../../src/server/identity/sealed-secret';
import {
  acceptedTimeStep,
  newTotpSecret,
  otpauthUri,
  sealingKey,
} from '../../../../src/server/identity/totp';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", in base32; the 6-digit codes
// are the last six of the RFC's eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => seconds * 1000;

describe('TOTP codes (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
  ])('accepts the RFC code at %i s as its time step', async (seconds, code, step) => {
    expect(await acceptedTimeStep(RFC_SECRET, code, null, at(seconds))).toBe(step);
  });

  it('accepts one step either side of now, no further', async () => {
    expect(await acceptedTimeStep(RFC_SECRET, '287082', null, at(59 + 30))).toBe(1);
    expect(await acceptedTimeStep(RFC_SECRET, '287082', null, at(59 - 30))).toBe(1);
    expect(await acceptedTimeStep(RFC_SECRET, '287082', null, at(59 + 60))).toBeNull();
  });

  it('refuses a step at or before the last one accepted (a replay)', async () => {
    expect(await acceptedTimeStep(RFC_SECRET, '287082', 1, at(59))).toBeNull();
    expect(await acceptedTimeStep(RFC_SECRET, '287082', 0, at(59))).toBe(1);
  });

  it('refuses what is not six digits', async () => {
    for (const code of ['28708', '2870822', 'abcdef', ''])
      expect(await acceptedTimeStep(RFC_SECRET, code, null, at(59))).toBeNull();
  });

  it('makes 160-bit base32 secrets and the otpauth address apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(otpauthUri('Acme Corporation', 'admin', secret)).toBe(
      `otpauth://totp/Acme%20Corporation:admin?secret=${secret}&issuer=Acme%20Corporation`,
    );
  });
});

describe('sealed secrets (AES-256-GCM, key from the app secret by HKDF)', () => {
  const key = sealingKey('app-secret');

  it('derives one 32-byte key per app secret', () => {
    expect(key).toHaveLength(32);
    expect(sealingKey('app-secret').equals(key)).toBe(true);
    expect(sealingKey('another').equals(key)).toBe(false);
  });

  it('opens what it sealed, and the sealed bytes never show the secret', () => {
    const sealed = sealSecret(key, RFC_SECRET, 'acme:account-1');
    expect(sealed.toString('latin1')).not.toContain(RFC_SECRET);
    expect(sealSecret(key, RFC_SECRET, 'acme:account-1').equals(sealed)).toBe(false);
    expect(openSecret(key, sealed, 'acme:account-1')).toBe(RFC_SECRET);
  });

  it('refuses another key, another account, or a changed byte', () => {
    const sealed = sealSecret(key, RFC_SECRET, 'acme:account-1');
    expect(() => openSecret(sealingKey('another'), sealed, 'acme:account-1')).toThrow();
    expect(() => openSecret(key, sealed, 'icare:account-1')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => openSecret(key, tampered, 'acme:account-1')).toThrow();
  });
});

describe('recovery codes', () => {
  it('are ten different codes of three groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){2}$/);
  });

  it('hash the same however they are typed', () => {
    const hash = hashRecoveryCode('k7qm-x2vd-9rta');
    expect(hashRecoveryCode('K7QM X2VD 9RTA').equals(hash)).toBe(true);
    expect(hashRecoveryCode('k7qmx2vd9rta').equals(hash)).toBe(true);
    expect(hashRecoveryCode('k7qm-x2vd-9rtb').equals(hash)).toBe(false);
  });
});
