import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { PasswordSignInResponse } from '../../../shared/api/second-factor';
import type { SsoExchangeRequest } from '../../../shared/api/single-sign-on';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { PageSpinner } from '../../components/page-spinner';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';
import { loginPath } from '../../lib/last-org';
import { NETWORK_ERROR_CODES } from '../../lib/network-error-codes';
import { OrgAuthFrame } from './org-auth-frame';
import { SecondFactorStep } from './second-factor-step';
import { useSignIn } from './use-sign-in';

// A code works once: React's development double effect, or a second render, must not spend it
// twice, so each code's exchange is made once and shared.
const exchanges = new Map<string, Promise<PasswordSignInResponse>>();

function exchange(request: SsoExchangeRequest): Promise<PasswordSignInResponse> {
  let answer = exchanges.get(request.code);
  if (!answer) {
    answer = apiClient.post<PasswordSignInResponse>('/api/iam/sso/exchange', request, {
      orgId: request.orgId,
      // Whatever session this tab holds is not the one being made.
      anonymous: true,
      networkErrorCode: NETWORK_ERROR_CODES.signIn,
    });
    exchanges.set(request.code, answer);
  }
  return answer;
}

function BackToSignIn({ orgId, problem }: { orgId: string; problem: string }) {
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
 * Trades the code for what a password would have given: the session, or first the code step
 * of an account with two-step sign-in (the same step the sign-in form shows).
 */
function Exchange({ orgId, code }: SsoExchangeRequest) {
  const navigate = useNavigate();
  const { state, proceed, submitCode } = useSignIn(orgId);
  const [problem, setProblem] = useState<string | null>(null);
  const answered = useEffectEvent(proceed);
  useEffect(() => {
    exchange({ orgId, code }).then(
      (answer) => answered(answer),
      (error: unknown) => setProblem(messageOf(error, 'The sign-in could not be completed.')),
    );
  }, [orgId, code]);

  if (problem) return <BackToSignIn orgId={orgId} problem={problem} />;
  if (state.step.kind === 'code') {
    const error = state.status === 'error' ? state.error.code : undefined;
    return (
      <SecondFactorStep
        loading={state.status === 'loading' || state.status === 'success'}
        error={error}
        message={state.status === 'error' ? state.message : null}
        onSubmit={(entered) => void submitCode(entered)}
        onStartOver={() => void navigate(loginPath(orgId), { replace: true })}
      />
    );
  }
  // The code step's challenge expired or died of wrong codes: the whole sign-in starts again.
  if (state.status === 'error')
    return (
      <BackToSignIn
        orgId={orgId}
        problem={state.message ?? 'The sign-in could not be completed.'}
      />
    );
  return <PageSpinner label="Signing you in" />;
}

/**
 * `/session/sso?org=&code=`: where single sign-on lands after the provider; trades the one-time
 * code for the session (after the code step when the account has an authenticator), stored as
 * the password sign-in stores it, and opens the dashboard.
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
