import { Box, Button, Link, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Static } from 'typebox';
import type { RegistersResponseSchema } from '../../../../shared/api/payroll-registers';
import useSWR from 'swr';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { canChangePayroll } from '../payroll-access';
import { payrollLabel } from '../payroll-labels';
import { registerPaths } from '../payroll-paths';
import { NewRegisterDialog } from './new-register-dialog';

type Registers = Static<typeof RegistersResponseSchema>;

/** `/register/list`: the organisation's payroll registers (pay groups). */
export function RegisterListPage() {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<Registers>(
    registerKeys.registers(account.accountId),
  );
  const [creating, setCreating] = useState(false);
  const canCreate = canChangePayroll(account.role);

  return (
    <>
      <PageHeader
        title="Payroll registers"
        description="Pay groups: who is paid together, how often, and on which contribution rules."
        actions={canCreate ? <Button onClick={() => setCreating(true)}>New register</Button> : null}
      />
      <Panel>
        {isLoading ? (
          <TableSkeleton />
        ) : error || !data ? (
          <Box p="4">
            <LoadError message="The registers could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon="list"
            title="No registers yet"
            description={canCreate ? 'Create one to start computing payroll.' : undefined}
          />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Frequency</Table.ColumnHeader>
                  <Table.ColumnHeader>Contributions</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Members</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((register) => (
                  <Table.Row key={register.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink to={registerPaths.register(register.id)}>
                          {register.name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{payrollLabel(register.payFrequency)}</Table.Cell>
                    <Table.Cell>{payrollLabel(register.contributionSchedule)}</Table.Cell>
                    <Table.Cell textAlign="end">{register.memberCount}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
      {creating ? (
        <NewRegisterDialog
          onClose={() => setCreating(false)}
          onCreated={(register) => {
            void mutate();
            void navigate(registerPaths.register(register.id));
          }}
        />
      ) : null}
    </>
  );
}
