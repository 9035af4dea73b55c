import type { Kysely } from 'kysely';
import type { Kiosk } from '../../shared/api/kiosk';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { newSecretToken, parseSessionToken } from '../identity/tokens';
import { assertNotSuspended } from '../organization/organization.repository';
import { findLiveKiosk } from './kiosks.repository';

/** Kiosk tokens carry their organisation in clear, like session tokens: `<orgId>.<secret>`. */
export const newKioskToken = (orgId: string): string => `${orgId}.${newSecretToken()}`;

export const kioskNotAuthorized = () =>
  new AppError(
    'unauthenticated',
    'This kiosk is not authorized: its token is unknown or was revoked. Ask an administrator to authorize this browser again.',
  );

/**
 * The live kiosk a request's token belongs to. The token's organisation must be the one in
 * x-org-id; a missing, unknown or revoked token is refused with 401, any token of a suspended
 * organisation with 403.
 */
export async function authenticateKiosk(
  db: Kysely<Database>,
  token: string | undefined,
  orgHeader: string | undefined,
): Promise<{ orgId: string; kiosk: Kiosk }> {
  if (!token)
    throw new AppError(
      'unauthenticated',
      'This browser is not authorized as a kiosk: the x-kiosk-token header is missing.',
    );
  const parsed = parseSessionToken(token);
  if (!parsed) throw kioskNotAuthorized();
  if (!orgHeader) throw new AppError('org_mismatch', 'The x-org-id header is required.');
  if (orgHeader !== parsed.orgId)
    throw new AppError('org_mismatch', 'This kiosk is authorized for another organisation.');
  const kiosk = await withOrg(db, parsed.orgId, async (tx) => {
    await assertNotSuspended(tx, parsed.orgId);
    return findLiveKiosk(tx, parsed.orgId, token);
  });
  if (!kiosk) throw kioskNotAuthorized();
  return { orgId: parsed.orgId, kiosk };
}
