import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { PlatformActivity } from '../../../shared/api/platform-console';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { messageOf } from '../../lib/api-error';
import { actorOf, describeActivity } from './activity-labels';
import { platformKeys } from './api/platform-console-api';

type Entry = PlatformActivity['items'][number];

const COLUMNS: DataColumn<Entry>[] = [
  { id: 'at', header: 'When', nowrap: true, value: (entry) => formatDateTime(entry.at) },
  { id: 'who', header: 'Who', value: (entry) => actorOf(entry.operator) },
  { id: 'what', header: 'What', cellProps: { minW: '14rem' }, value: describeActivity },
  {
    id: 'org',
    header: 'Organisation',
    cell: (entry) =>
      entry.orgId ? (
        <Text fontFamily="mono" fontSize="sm">
          {entry.orgId}
        </Text>
      ) : (
        <Text color="fg.muted">—</Text>
      ),
  },
];

/** The platform's audit trail: the last 50 things operators did, from the console or the CLI. */
export function ActivityPanel() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<PlatformActivity>(
    platformKeys.activity,
  );
  return (
    <Box as="section" aria-labelledby="activity-heading">
      <Flex mb="4" gap="3" align="center" justify="space-between">
        <Heading as="h2" id="activity-heading" size="xl" fontWeight="semibold">
          Activity
        </Heading>
        <Button size="sm" variant="ghost" loading={isValidating} onClick={() => void mutate()}>
          Refresh
        </Button>
      </Flex>
      <Panel>
        {error && !data ? (
          <Box p="4">
            <LoadError
              message={messageOf(error, 'The activity could not be loaded.')}
              onRetry={() => void mutate()}
            />
          </Box>
        ) : (
          <DataTable
            rows={data?.items ?? []}
            columns={COLUMNS}
            rowKey={(entry, index) => `${entry.at}-${index}`}
            ariaLabel="Activity"
            loading={isLoading}
            empty={{ icon: 'clock', title: 'Nothing done yet' }}
          />
        )}
      </Panel>
    </Box>
  );
}
