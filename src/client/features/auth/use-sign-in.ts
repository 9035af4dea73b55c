import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignInRequest, SignInResponse } from '../../../shared/api/identity';
import type {
  PasswordSignInResponse,
  SecondFactorSignInRequest,
} from '../../../shared/api/second-factor';
import { anonymousCsrfToken, apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { lastOrg } from '../../lib/last-org';
import { NETWORK_ERROR_CODES } from '../../lib/network-error-codes';
import { preferences } from '../../lib/preferences';
import { session } from '../../lib/session';

export interface LoginFieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

/**
 * Login state (spec section 4): loading, success, or an error carrying {username, password}
 * (and the code of the second step). `step` says which step is shown: the password, or the
 * code of an account with two-step sign-in, with the challenge the password step answered.
 */
export type LoginState = (
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; message: string | null; error: LoginFieldErrors }
) & { step: { kind: 'password' } | { kind: 'code'; challenge: string } };

const PASSWORD_STEP = { kind: 'password' } as const;

function toError(error: unknown): { message: string | null; error: LoginFieldErrors } {
  if (!isApiError(error)) return { message: 'Something went wrong. Please try again.', error: {} };
  if (error.status === 429) {
    return {
      message: `Too many attempts. Try again in ${error.retryAfter ?? 60} seconds.`,
      error: {},
    };
  }
  const fields: LoginFieldErrors = {};
  for (const name of ['username', 'password', 'code'] as const) {
    const message = error.fieldMessage(`/${name}`);
    if (message) fields[name] = message;
  }
  const message = Object.keys(fields).length > 0 ? null : error.message;
  return { message, error: fields };
}

export function useSignIn(orgId: string) {
  const [state, setState] = useState<LoginState>({ status: 'idle', step: PASSWORD_STEP });
  const navigate = useNavigate();
  // Fetch the anonymous CSRF token while the person types; a failure surfaces on submit.
  useEffect(() => {
    anonymousCsrfToken(orgId).catch(() => undefined);
  }, [orgId]);

  const finish = (result: SignInResponse) => {
    session.start({
      token: result.token,
      csrf: result.csrf,
      account: result.account,
      mustEnrolSecondFactor: result.mustEnrolSecondFactor,
    });
    // The server's copy of the customizer choices wins after sign-in.
    preferences.apply(result.account.preferences);
    lastOrg.set(orgId);
    setState({ status: 'success', step: state.step });
    void navigate('/dashboard', { replace: true });
  };

  /** After the first step (the password, or single sign-on's exchange): the code, or in. */
  const proceed = (result: PasswordSignInResponse) => {
    if ('challenge' in result)
      setState({ status: 'idle', step: { kind: 'code', challenge: result.challenge } });
    else finish(result);
  };

  const signIn = async (username: string, password: string) => {
    const missing: LoginFieldErrors = {};
    if (!username.trim()) missing.username = 'Enter your username.';
    if (!password) missing.password = 'Enter your password.';
    if (missing.username || missing.password)
      return setState({ status: 'error', message: null, error: missing, step: PASSWORD_STEP });

    setState({ status: 'loading', step: PASSWORD_STEP });
    try {
      const body: SignInRequest = { orgId, username: username.trim(), password };
      const result = await apiClient.post<PasswordSignInResponse>('/api/iam/list', body, {
        orgId,
        networkErrorCode: NETWORK_ERROR_CODES.signIn,
      });
      proceed(result);
    } catch (error) {
      setState({ status: 'error', ...toError(error), step: PASSWORD_STEP });
    }
  };

  /** The code step: the authenticator's code or a recovery code. */
  const submitCode = async (code: string) => {
    const { step } = state;
    if (step.kind !== 'code') return;
    if (!code.trim())
      return setState({ status: 'error', message: null, error: { code: 'Enter the code.' }, step });
    setState({ status: 'loading', step });
    try {
      const body: SecondFactorSignInRequest = {
        orgId,
        challenge: step.challenge,
        code: code.trim(),
      };
      finish(
        await apiClient.post<SignInResponse>('/api/iam/authorize/second-factor', body, {
          orgId,
          networkErrorCode: NETWORK_ERROR_CODES.signIn,
        }),
      );
    } catch (error) {
      // An expired, spent or dead challenge: back to the start, saying why.
      const expired = isApiError(error) ? error.fieldMessage('/challenge') : undefined;
      if (expired) setState({ status: 'error', message: expired, error: {}, step: PASSWORD_STEP });
      else setState({ status: 'error', ...toError(error), step });
    }
  };

  const startOver = () => setState({ status: 'idle', step: PASSWORD_STEP });

  return { state, signIn, proceed, submitCode, startOver };
}
