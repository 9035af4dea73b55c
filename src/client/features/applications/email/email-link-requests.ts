import type { EmailLinkView } from '../../../../shared/api/applications';
import { apiClient } from '../../../lib/api-client';

type EmailLinkApplication = EmailLinkView['application'];

/**
 * The e-mail link's calls. Its token is the credential: they never send a session, signed in
 * or not (a session's CSRF token would not match these session-less routes).
 */
export const emailLinkRequests = {
  view: (token: string) =>
    apiClient.post<EmailLinkView>('/api/email-approvals/view', { token }, { anonymous: true }),
  decide: (token: string, remark: string) =>
    apiClient.post<EmailLinkApplication>(
      '/api/email-approvals/decide',
      remark ? { token, remark } : { token },
      { anonymous: true },
    ),
};
