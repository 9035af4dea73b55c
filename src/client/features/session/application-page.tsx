import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { loginPath } from '../../lib/last-org';

/** `/session/application`: what exists beyond the browser, said honestly. */
export function ApplicationPage() {
  return (
    <MessagePage
      icon="device"
      title="Use it in your browser"
      actions={
        <Button asChild>
          <RouterLink to={loginPath()}>Go to sign in</RouterLink>
        </Button>
      }
    >
      <Stack gap="3" textAlign="start">
        <Text>
          There is no separate mobile or desktop application to install at the moment. Everything
          works in the browser:
        </Text>
        <Box as="ul" ps="5" listStyleType="disc" display="flex" flexDirection="column" gap="1">
          <li>on phones and tablets, the menu folds into a button at the top;</li>
          <li>on computers, any current version of Chrome, Edge, Firefox or Safari works.</li>
        </Box>
        <Text>
          If your organisation uses a timekeeping kiosk, your HR administrator can tell you where it
          is.
        </Text>
      </Stack>
    </MessagePage>
  );
}
