import type { SignInResponse } from '../../../shared/api/identity';
import { lastOrg } from '../../lib/last-org';
import { preferences } from '../../lib/preferences';
import { session } from '../../lib/session';

/**
 * Keeps a new session as every sign-in does: the session for this tab, the account's own
 * customizer choices (the server's copy wins), and the organisation for the next visit.
 */
export function startSignedInSession(orgId: string, answer: SignInResponse): void {
  session.start(answer);
  preferences.apply(answer.account.preferences);
  lastOrg.set(orgId);
}
