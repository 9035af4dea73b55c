import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignInRequest, SignInResponse } from '../../../shared/api/identity';
import { anonymousCsrfToken, apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { lastOrg } from '../../lib/last-org';
import { NETWORK_ERROR_CODES } from '../../lib/network-error-codes';
import { preferences } from '../../lib/preferences';
import { session } from '../../lib/session';

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** Login state (spec section 4): loading, success, or an error carrying {username, password}. */
export type LoginState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; message: string | null; error: LoginFieldErrors };

function toErrorState(error: unknown): LoginState {
  if (!isApiError(error))
    return { status: 'error', message: 'Something went wrong. Please try again.', error: {} };
  if (error.status === 429) {
    return {
      status: 'error',
      message: `Too many attempts. Try again in ${error.retryAfter ?? 60} seconds.`,
      error: {},
    };
  }
  const fields: LoginFieldErrors = {};
  const username = error.fieldMessage('/username');
  const password = error.fieldMessage('/password');
  if (username) fields.username = username;
  if (password) fields.password = password;
  const message = error.fields.length > 0 && (username || password) ? null : error.message;
  return { status: 'error', message, error: fields };
}

export function useSignIn(orgId: string) {
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const navigate = useNavigate();
  // Fetch the anonymous CSRF token while the person types; a failure surfaces on submit.
  useEffect(() => {
    anonymousCsrfToken(orgId).catch(() => undefined);
  }, [orgId]);

  const signIn = async (username: string, password: string) => {
    const missing: LoginFieldErrors = {};
    if (!username.trim()) missing.username = 'Enter your username.';
    if (!password) missing.password = 'Enter your password.';
    if (missing.username || missing.password)
      return setState({ status: 'error', message: null, error: missing });

    setState({ status: 'loading' });
    try {
      const body: SignInRequest = { orgId, username: username.trim(), password };
      const result = await apiClient.post<SignInResponse>('/api/iam/list', body, {
        orgId,
        networkErrorCode: NETWORK_ERROR_CODES.signIn,
      });
      session.start({ token: result.token, csrf: result.csrf, account: result.account });
      // The server's copy of the customizer choices wins after sign-in.
      preferences.apply(result.account.preferences);
      lastOrg.set(orgId);
      setState({ status: 'success' });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setState(toErrorState(error));
    }
  };

  return { state, signIn };
}
