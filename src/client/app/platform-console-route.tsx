import { Box, Heading, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import {
  platformConsoleApi,
  platformKeys,
} from '../features/platform-console/api/platform-console-api';
import { PlatformConsolePage } from '../features/platform-console/platform-console-page';
import type { StatutoryVersions } from '../features/payroll/api/payroll-requests';
import { StatutoryTablesView } from '../features/payroll/tables/statutory-tables-view';

/**
 * `/platform`: the console, with the statutory tables every organisation reads, which its
 * operators publish (the payroll feature's view of them, fed by the console's API).
 */
export function PlatformConsoleRoute() {
  return (
    <PlatformConsolePage>
      <PlatformStatutoryTables />
    </PlatformConsolePage>
  );
}

function PlatformStatutoryTables() {
  // Inside the console: its fetcher and cache, its session.
  const tables = useSWR<StatutoryVersions>(platformKeys.statutoryTables);
  return (
    <Box as="section" aria-labelledby="statutory-heading">
      <Heading as="h2" id="statutory-heading" size="xl" fontWeight="semibold">
        Statutory tables
      </Heading>
      <Text color="fg.muted" mb="4">
        The law&apos;s rates for every organisation. A version published here applies in every
        organisation&apos;s next computation from its valid-from date; organisations add only their
        own premium rates.
      </Text>
      <StatutoryTablesView
        tables={tables}
        canAdd={() => true}
        add={platformConsoleApi.publishStatutoryVersion}
      />
    </Box>
  );
}
