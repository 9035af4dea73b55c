import { Text } from '@chakra-ui/react';
import { MessagePage } from '../../components/message-page';
import { HomeButton } from './home-button';

/** `/session/unauthorized`: the no-permission message of spec section 6. */
export function UnauthorizedPage() {
  return (
    <MessagePage icon="lock" title="No access" actions={<HomeButton />}>
      <Text>Sorry, you do not have a permission to view this page</Text>
    </MessagePage>
  );
}
