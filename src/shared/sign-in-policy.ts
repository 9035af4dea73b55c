import type { SignInPolicy } from './api/second-factor';

/**
 * Whether someone holding `roles` must sign in with a second factor: any one role the policy
 * names is enough.
 */
export const requiresSecondFactor = (policy: SignInPolicy, roles: readonly string[]): boolean =>
  roles.some((role) => (policy.twoFactorRoles as readonly string[]).includes(role));
