import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Static } from 'typebox';
import type { MembersResponseSchema } from '../../../../shared/api/payroll-registers';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { TextInput } from '../../../components/text-input';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';

type Members = Static<typeof MembersResponseSchema>;

const SHOWN = 30;

interface MemberPickerProps {
  registerId: string;
  selected: string;
  onSelect: (employeeNumber: string) => void;
}

/** The register's members, searched by name or number; one is picked. */
export function MemberPicker({ registerId, selected, onSelect }: MemberPickerProps) {
  const account = useCurrentAccount();
  // Not paged: the offset stays 0, and the first SHOWN members that match are offered.
  const { search, setSearch, searched, list } = usePagedSearch<Members>(SHOWN, (page) =>
    registerKeys.members(account.accountId, registerId, page),
  );
  const { data, error, isLoading, mutate } = list;

  return (
    <Stack gap="3" p="4">
      <TextInput
        size="sm"
        maxW="20rem"
        aria-label="Search members"
        placeholder="Search by name or number"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isLoading ? (
        <TableSkeleton rows={4} />
      ) : error || !data ? (
        <LoadError message="The members could not be loaded." onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {searched ? 'No member matches.' : 'The register has no members.'}
        </Text>
      ) : (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Members">
          {data.items.map((member) => {
            const current = member.employeeNumber === selected;
            return (
              <Box as="li" key={member.employeeNumber}>
                <Button
                  variant={current ? 'solid' : 'outline'}
                  aria-current={current ? 'true' : undefined}
                  size="sm"
                  onClick={() => onSelect(member.employeeNumber)}
                >
                  {member.name}
                  <Text as="span" fontSize="xs" opacity={0.75}>
                    {member.employeeNumber}
                  </Text>
                </Button>
              </Box>
            );
          })}
          {data.total > data.items.length ? (
            <Text as="li" fontSize="xs" color="fg.muted" alignSelf="center">
              {data.total - data.items.length} more: search to find them.
            </Text>
          ) : null}
        </Flex>
      )}
    </Stack>
  );
}
