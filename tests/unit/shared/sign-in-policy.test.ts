import { describe, expect, it } from 'vitest';
import type { SignInPolicy } from '../../../src/shared/api/second-factor';
import { requiresSecondFactor } from '../../../src/shared/sign-in-policy';

describe('requiresSecondFactor', () => {
  const policy: SignInPolicy = { twoFactorRoles: ['admin', 'payroll'] };

  it('requires it of anyone holding one of the listed roles', () => {
    expect(requiresSecondFactor(policy, ['admin'])).toBe(true);
    expect(requiresSecondFactor(policy, ['employee', 'payroll'])).toBe(true);
  });

  it('requires nothing of other roles, of no roles, or under an empty policy', () => {
    expect(requiresSecondFactor(policy, ['hr'])).toBe(false);
    expect(requiresSecondFactor(policy, [])).toBe(false);
    expect(requiresSecondFactor({ twoFactorRoles: [] }, ['admin'])).toBe(false);
  });
});
