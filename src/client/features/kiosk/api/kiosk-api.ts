import {
  KIOSK_TOKEN_HEADER,
  type KioskStatusResponse,
  type QuickPunchRequest,
  type QuickPunchResponse,
} from '../../../../shared/api/kiosk';
import { apiClient } from '../../../lib/api-client';

// A kiosk's calls carry its token, never the session of whoever signed in on this browser.
const asKiosk = (orgId: string, token: string) => ({
  orgId,
  anonymous: true,
  headers: { [KIOSK_TOKEN_HEADER]: token },
});

/** Which kiosk the token is (401 once revoked) and the server's time. */
export const fetchKioskStatus = (orgId: string, token: string) =>
  apiClient.get<KioskStatusResponse>('/api/hcm/user-auth/kiosk', asKiosk(orgId, token));

export const postQuickPunch = (orgId: string, token: string, request: QuickPunchRequest) =>
  apiClient.post<QuickPunchResponse>(
    '/api/hcm/user-auth/quick-punch',
    request,
    asKiosk(orgId, token),
  );
