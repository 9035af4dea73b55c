import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { loginPath } from '../../lib/last-org';

/** `/session/error`: something failed; a reload usually recovers. */
export function ErrorPage() {
  return (
    <MessagePage
      icon="alert"
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="outline">
            <RouterLink to={loginPath()}>Go to sign in</RouterLink>
          </Button>
        </>
      }
    >
      <Text>
        We could not finish what you asked. Reload the page to try again; if it keeps happening,
        tell your HR administrator.
      </Text>
    </MessagePage>
  );
}
