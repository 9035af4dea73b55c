import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { loginPath } from '../../lib/last-org';
import { useSession } from '../../lib/session';

/** `/session/404`: where every unknown address lands. */
export function NotFoundPage() {
  const signedIn = useSession() !== null;
  return (
    <MessagePage
      icon="alert"
      title="Page not found"
      actions={
        <Button asChild>
          <RouterLink to={signedIn ? '/dashboard' : loginPath()}>
            {signedIn ? 'Go to the dashboard' : 'Go to sign in'}
          </RouterLink>
        </Button>
      }
    >
      <Text>The address may be mistyped, or the page may have moved.</Text>
    </MessagePage>
  );
}
