import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { loginPath } from '../../lib/last-org';

/**
 * `/session/signup`: accounts are created by each organisation's HR team, not by self sign-up;
 * candidates apply on the careers page without one.
 */
export function SignupPage() {
  return (
    <MessagePage
      icon="building"
      title="Accounts are created by your employer"
      actions={
        <>
          <Button asChild>
            <RouterLink to={loginPath()}>Back to sign in</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/session/application">See job openings</RouterLink>
          </Button>
        </>
      }
    >
      <Text>
        You cannot create an account yourself. Ask your HR administrator to set one up for you; they
        will send you your username and organisation id. Looking for a job? Apply to an open
        position without an account.
      </Text>
    </MessagePage>
  );
}
