import { Box, Button, Flex, Heading, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { Static } from 'typebox';
import type { MembersResponseSchema } from '../../../../shared/api/payroll-registers';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';
import { registerRequests } from '../api/register-requests';
import { MoneyText } from '../money-text';
import { payrollLabel } from '../payroll-labels';
import { NativeCheckbox } from '../../../components/native-checkbox';
import { AddMembersDialog } from './add-members-dialog';

type Members = Static<typeof MembersResponseSchema>;

const PAGE_SIZE = 25;

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

  const toggle = (employeeNumber: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(employeeNumber);
    else next.delete(employeeNumber);
    setSelected(next);
  };

  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.employeeNumber));

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
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {canEdit ? (
                    <Table.ColumnHeader w="8">
                      <NativeCheckbox
                        aria-label="Select all on this page"
                        checked={allSelected}
                        onChange={(event) => {
                          const on = event.target.checked;
                          const next = new Set(selected);
                          for (const item of items)
                            if (on) next.add(item.employeeNumber);
                            else next.delete(item.employeeNumber);
                          setSelected(next);
                        }}
                      />
                    </Table.ColumnHeader>
                  ) : null}
                  <Table.ColumnHeader>Employee</Table.ColumnHeader>
                  <Table.ColumnHeader>Department</Table.ColumnHeader>
                  <Table.ColumnHeader>Position</Table.ColumnHeader>
                  <Table.ColumnHeader>Pay basis</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((member) => (
                  <Table.Row key={member.employeeNumber}>
                    {canEdit ? (
                      <Table.Cell>
                        <NativeCheckbox
                          aria-label={`Select ${member.name}`}
                          checked={selected.has(member.employeeNumber)}
                          onChange={(event) => toggle(member.employeeNumber, event.target.checked)}
                        />
                      </Table.Cell>
                    ) : null}
                    <Table.Cell>
                      {member.name}{' '}
                      <Box as="span" color="fg.muted" fontSize="xs">
                        {member.employeeNumber}
                      </Box>
                    </Table.Cell>
                    <Table.Cell>{member.department}</Table.Cell>
                    <Table.Cell>{member.position}</Table.Cell>
                    <Table.Cell>{payrollLabel(member.payBasis)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={member.rate} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
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
