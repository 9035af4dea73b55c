import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type {
  ValidateAccountRequest,
  ValidateAccountResponse,
} from '../../../shared/api/invitations';
import { FormAlert } from '../../components/form-alert';
import { PageSpinner } from '../../components/page-spinner';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { loginPath } from '../../lib/last-org';
import { MailedLinkPage } from './mailed-link';
import { ResetPasswordForm } from './reset-password-form';

/** The link checked first, so a new hire is greeted by name or told at once that it expired. */
function Activation({ orgId, token }: { orgId: string; token: string }) {
  const body: ValidateAccountRequest = { orgId, token };
  const { data, error } = useSWR(['validate-account', orgId, token], () =>
    apiClient.post<ValidateAccountResponse>('/api/hcm/validate-account', body, { orgId }),
  );
  if (error) {
    return (
      <Stack gap="4">
        <FormAlert status="error">
          {isApiError(error) ? error.message : 'The link could not be checked. Try again.'}
        </FormAlert>
        <Button asChild variant="outline">
          <RouterLink to={loginPath(orgId)}>Go to sign-in</RouterLink>
        </Button>
      </Stack>
    );
  }
  if (!data) return <PageSpinner label="Checking your link" />;
  return (
    <ResetPasswordForm
      orgId={orgId}
      token={token}
      copy={{
        title: `Welcome, ${data.firstName}`,
        intro: `Your username is ${data.username}. Choose a password to sign in for the first time.`,
        submit: 'Set password',
        doneTitle: 'Your password is set',
      }}
    />
  );
}

/** `/session/activate?org=&token=`: the first sign-in link mailed to a new hire. */
export function ActivateAccountPage() {
  return <MailedLinkPage>{(link) => <Activation {...link} />}</MailedLinkPage>;
}
