import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { PlatformSessionResponse } from '../../../shared/api/platform-console';
import { AppIcon } from '../../components/app-icon';
import { UserAvatar } from '../../components/user-avatar';
import { platformConsoleApi, platformKeys } from './api/platform-console-api';
import { platformSession, type PlatformSession } from './platform-session';
import { HeaderBar } from '../../components/header-bar';

/** The console's bar: its name, the operator signed in, and Sign out. */
export function ConsoleHeader({ session }: { session: PlatformSession }) {
  // Asked again on every opening: a stored session revoked meanwhile answers 401 and ends.
  const { data } = useSWR<PlatformSessionResponse>(platformKeys.session);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await platformConsoleApi.signOut();
    } catch {
      // Ended here all the same: the server forgets an unused session when it expires.
    } finally {
      platformSession.end(session.token);
    }
  };
  const { name, email } = data?.operator ?? session.operator;
  return (
    <HeaderBar>
      <Flex align="center" gap="2.5" flex="1" minW="0">
        <Flex color="brand.solid" aria-hidden="true">
          <AppIcon name="building" size="1.5em" />
        </Flex>
        <Heading as="h1" size="md" fontWeight="semibold" truncate>
          Platform console
        </Heading>
      </Flex>
      <Flex align="center" gap="2.5" minW="0">
        <UserAvatar name={name} photo={null} />
        <Stack gap="0" lineHeight="short" maxW="52" display={{ base: 'none', sm: 'flex' }}>
          <Text fontSize="sm" fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {email}
          </Text>
        </Stack>
      </Flex>
      <Button variant="ghost" size="sm" loading={leaving} onClick={() => void signOut()}>
        <AppIcon name="logout" size="1.1em" />
        Sign out
      </Button>
    </HeaderBar>
  );
}
