import { Text } from '@chakra-ui/react';
import { MessagePage } from '../../components/message-page';
import { HomeButton } from './home-button';

/** `/session/404`: where every unknown address lands. */
export function NotFoundPage() {
  return (
    <MessagePage icon="alert" title="Page not found" actions={<HomeButton />}>
      <Text>The address may be mistyped, or the page may have moved.</Text>
    </MessagePage>
  );
}
