import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../../lib/api-error';
import { ActivityPanel } from './activity-panel';
import { platformConsoleApi } from './api/platform-console-api';
import { ConsoleHeader } from './console-header';
import { OrganizationsPanel } from './organizations-panel';
import type { PlatformSession } from './platform-session';

const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => platformConsoleApi.get(path),
  // A cache of its own: nothing shared with the organisations' screens.
  provider: () => new Map(),
  revalidateOnFocus: false,
  // Refusals (4xx) will not fix themselves; a 401 has already ended the session.
  shouldRetryOnError: (error: Error) => !(isApiError(error) && error.status < 500),
};

interface PlatformConsoleProps {
  session: PlatformSession;
  /** What the app composes in beside the organisations (the statutory tables). */
  children?: ReactNode;
}

/** The signed-in console: the organisations, what the app adds, and what operators did lately. */
export function PlatformConsole({ session, children }: PlatformConsoleProps) {
  return (
    <SWRConfig value={swrConfig}>
      <Box minH="100vh" bg="surface">
        <ConsoleHeader session={session} />
        <Box as="main" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Stack maxW="7xl" mx="auto" gap="10">
            <OrganizationsPanel />
            {children}
            <ActivityPanel />
          </Stack>
        </Box>
      </Box>
    </SWRConfig>
  );
}
