import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { loginPath } from '../../lib/last-org';
import { useSession } from '../../lib/session';

/** `/session/unauthorized`: the no-permission message of spec section 6. */
export function UnauthorizedPage() {
  const signedIn = useSession() !== null;
  return (
    <MessagePage
      icon="lock"
      title="No access"
      actions={
        <Button asChild>
          <RouterLink to={signedIn ? '/dashboard' : loginPath()}>
            {signedIn ? 'Go to the dashboard' : 'Go to sign in'}
          </RouterLink>
        </Button>
      }
    >
      <Text>Sorry, you do not have a permission to view this page</Text>
    </MessagePage>
  );
}
