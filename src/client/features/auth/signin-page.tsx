import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { lastOrg } from '../../lib/last-org';
import { useSession } from '../../lib/session';
import { OrgAuthFrame } from './org-auth-frame';
import { OrgPickerPage } from './org-picker-page';
import { OrgSignIn } from './org-sign-in';

const NO_PERMISSION = 'Sorry, you do not have a permission to view this page';

function isForbidden(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { reason?: unknown }).reason === 'forbidden'
  );
}

/** `/session/signin`: sign-in for the last organisation; also where the role guard sends people. */
export function SigninPage() {
  const location = useLocation();
  const current = useSession();
  const orgId = current?.account.orgId ?? lastOrg.get();
  if (!orgId) return <OrgPickerPage />;
  return (
    <OrgAuthFrame orgId={orgId}>
      {(resources) => (
        <Stack gap="6">
          {isForbidden(location.state) ? (
            <Alert.Root status="warning" role="alert" rounded="md">
              <Alert.Indicator />
              <Alert.Description>{NO_PERMISSION}</Alert.Description>
            </Alert.Root>
          ) : null}
          <OrgSignIn orgId={orgId} resources={resources} />
          {current ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              Signed in as {current.account.sessionName}.{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/dashboard">Back to the dashboard</RouterLink>
              </Link>
            </Text>
          ) : null}
        </Stack>
      )}
    </OrgAuthFrame>
  );
}
