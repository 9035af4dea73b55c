import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import type { Static } from 'typebox';
import type { MembersResponseSchema } from '../../../../shared/api/payroll-registers';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-alert';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';
import { registerRequests } from '../api/register-requests';
import { moneyColumn } from '../money-text';
import { payrollLabel } from '../payroll-labels';
import { AddMembersDialog } from './add-members-dialog';

type Members = Static<typeof MembersResponseSchema>;

const PAGE_SIZE = 25;

const COLUMNS: DataColumn<Members['items'][number]>[] = [
  {
    id: 'employee',
    header: 'Employee',
    cell: (member) => (
      <>
        {member.name}{' '}
        <Box as="span" color="fg.muted" fontSize="xs">
          {member.employeeNumber}
        </Box>
      </>
    ),
  },
  { id: 'department', header: 'Department', value: (member) => member.department },
  { id: 'position', header: 'Position', value: (member) => member.position },
  { id: 'basis', header: 'Pay basis', value: (member) => payrollLabel(member.payBasis) },
  moneyColumn('rate', 'Rate', (member) => member.rate),
];

interface MembersPanelProps {
  registerId: string;
  canEdit: boolean;
  /** Membership changed: the register's member count is stale. */
  onChanged: () => void;
}

/** Who the register pays: searched and paged; admins and payroll add and remove. */
export function MembersPanel({ registerId, canEdit, onChanged }: MembersPanelProps) {
  const account = useCurrentAccount();
  const { search, setSearch, searched, offset, setOffset, list } = usePagedSearch<Members>(
    PAGE_SIZE,
    (page) => registerKeys.members(account.accountId, registerId, page),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const changed = () => {
    setSelected(new Set());
    void list.mutate();
    onChanged();
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const outcome = await registerRequests.changeMembers(registerId, { remove: [...selected] });
      setMessage(`${outcome.removed} removed from the register.`);
      changed();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setMessage(failure.message);
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  const items = list.data?.items ?? [];

  return (
    <Panel>
      <SearchedList
        toolbar={
          <>
            <Flex px="4" py="3" gap="3" align="center" wrap="wrap" justify="space-between">
              <Heading as="h2" size="md">
                Members
              </Heading>
              <Flex gap="2" wrap="wrap">
                <SearchBox label="Search members" value={search} onChange={setSearch} />
                {canEdit ? (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={selected.size === 0}
                      onClick={() => setConfirming(true)}
                    >
                      Remove selected
                    </Button>
                    <Button size="sm" onClick={() => setAdding(true)}>
                      Add employees
                    </Button>
                  </>
                ) : null}
              </Flex>
            </Flex>
            {message ? (
              <Box px="4" pb="3">
                <FormAlert status="success">{message}</FormAlert>
              </Box>
            ) : null}
          </>
        }
        list={list}
        loadErrorMessage="The members could not be loaded."
        searched={searched}
        noMatch="No member matches"
        empty={{ title: 'No members yet', description: 'Add employees by their numbers.' }}
        paging={{ offset, pageSize: PAGE_SIZE, onChange: setOffset }}
      >
        {() => (
          <DataTable
            rows={items}
            columns={COLUMNS}
            rowKey={(member) => member.employeeNumber}
            selected={canEdit ? selected : undefined}
            onSelectionChange={canEdit ? setSelected : undefined}
            selectLabel={(member) => `Select ${member.name}`}
            selectAllLabel="Select all on this page"
          />
        )}
      </SearchedList>
      {adding ? (
        <AddMembersDialog
          registerId={registerId}
          onClose={() => setAdding(false)}
          onChanged={changed}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Remove selected employees?"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        destructive
        loading={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {selected.size === 1 ? '1 employee leaves' : `${selected.size} employees leave`} this
        register.
      </ConfirmDialog>
    </Panel>
  );
}
