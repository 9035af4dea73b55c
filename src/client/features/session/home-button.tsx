import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { loginPath } from '../../lib/last-org';
import { useSession } from '../../lib/session';

/** The way onwards from a message page: the dashboard when signed in, else sign-in. */
export function HomeButton() {
  const signedIn = useSession() !== null;
  return (
    <Button asChild>
      <RouterLink to={signedIn ? '/dashboard' : loginPath()}>
        {signedIn ? 'Go to the dashboard' : 'Go to sign in'}
      </RouterLink>
    </Button>
  );
}
