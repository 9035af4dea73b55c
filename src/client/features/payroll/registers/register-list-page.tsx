import { Box, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Static } from 'typebox';
import type { RegistersResponseSchema } from '../../../../shared/api/payroll-registers';
import useSWR from 'swr';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { useCan } from '../../../lib/use-grants';
import { payrollLabel } from '../payroll-labels';
import { registerPaths } from '../payroll-paths';
import { NewRegisterDialog } from './new-register-dialog';

type Registers = Static<typeof RegistersResponseSchema>;

const COLUMNS: DataColumn<Registers['items'][number]>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (register) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={registerPaths.register(register.id)}>{register.name}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'frequency',
    header: 'Frequency',
    value: (register) => payrollLabel(register.payFrequency),
  },
  {
    id: 'contributions',
    header: 'Contributions',
    value: (register) => payrollLabel(register.contributionSchedule),
  },
  { id: 'members', header: 'Members', numeric: true, value: (register) => register.memberCount },
];

/** `/register/list`: the organisation's payroll registers (pay groups). */
export function RegisterListPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<Registers>(
    registerKeys.registers(account.accountId),
  );
  const [creating, setCreating] = useState(false);
  const canCreate = can('payroll.compute');

  return (
    <>
      <PageHeader
        title="Payroll registers"
        description="Pay groups: who is paid together, how often, and on which contribution rules."
        actions={canCreate ? <Button onClick={() => setCreating(true)}>New register</Button> : null}
      />
      <Panel>
        {!isLoading && (error || !data) ? (
          <Box p="4">
            <LoadError message="The registers could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : (
          <DataTable
            rows={data?.items ?? []}
            columns={COLUMNS}
            rowKey={(register) => register.id}
            loading={isLoading}
            empty={{
              icon: 'list',
              title: 'No registers yet',
              description: canCreate ? 'Create one to start computing payroll.' : undefined,
            }}
          />
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
