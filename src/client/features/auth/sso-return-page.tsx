import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInResponse } from '../../../shared/api/identity';
import type { SsoExchangeRequest } from '../../../shared/api/single-sign-on';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { PageSpinner } from '../../components/page-spinner';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';
import { loginPath } from '../../lib/last-org';
import { NETWORK_ERROR_CODES } from '../../lib/network-error-codes';
import { OrgAuthFrame } from './org-auth-frame';
import { startSignedInSession } from './start-signed-in-session';

// A code works once: React's development double effect, or a second render, must not spend it
// twice, so each code's exchange is made once and shared.
const exchanges = new Map<string, Promise<SignInResponse>>();

function exchange(request: SsoExchangeRequest): Promise<SignInResponse> {
  let answer = exchanges.get(request.code);
  if (!answer) {
    answer = apiClient.post<SignInResponse>('/api/iam/sso/exchange', request, {
      orgId: request.orgId,
      // Whatever session this tab holds is not the one being made.
      anonymous: true,
      networkErrorCode: NETWORK_ERROR_CODES.signIn,
    });
    exchanges.set(request.code, answer);
  }
  return answer;
}

function Exchange({ orgId, code }: SsoExchangeRequest) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    exchange({ orgId, code }).then(
      (answer) => {
        startSignedInSession(orgId, answer);
        void navigate('/dashboard', { replace: true });
      },
      (error: unknown) => setProblem(messageOf(error, 'The sign-in could not be completed.')),
    );
  }, [orgId, code, navigate]);

  if (!problem) return <PageSpinner label="Signing you in" />;
  return (
    <Stack gap="6">
      <FormAlert status="error">{problem}</FormAlert>
      <Button asChild size="lg">
        <RouterLink to={loginPath(orgId)}>Back to sign-in</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * `/session/sso?org=&code=`: where single sign-on lands after the provider; trades the one-time
 * code for the session, stored as the password sign-in stores it, and opens the dashboard.
 */
export function SsoReturnPage() {
  const [params] = useSearchParams();
  const orgId = params.get('org') ?? '';
  const code = params.get('code') ?? '';
  if (!orgId || !code)
    return (
      <AuthLayout resources={null}>
        <FormAlert status="error">
          This sign-in address is incomplete. Sign in again from your organisation’s sign-in page.
        </FormAlert>
      </AuthLayout>
    );
  return <OrgAuthFrame orgId={orgId}>{() => <Exchange orgId={orgId} code={code} />}</OrgAuthFrame>;
}
