import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { useCan } from '../../../lib/use-grants';
import { registerPaths } from '../payroll-paths';
import { formatDay, formatPeriod } from '../period-text';
import { MemberDtrTable, type PaidDay } from './member-dtr-table';
import { MemberPayslipSummary } from './member-payslip-summary';
import { MemberPicker } from './member-picker';
import { NoticeAlert } from './notice-alert';
import { TimeCorrectionDialog } from './time-correction-dialog';
import { useMemberDays } from './use-member-days';
import { CutoffChooser } from './cutoff-chooser';
import { useChosenCutoff } from './use-chosen-cutoff';

/** The picked member's days, each corrected with a reason, and their payslip computed again. */
function MemberDays({ cutoff, employeeNumber }: { cutoff: Cutoff; employeeNumber: string }) {
  const can = useCan();
  const { mutate: mutateAny } = useSWRConfig();
  const [correcting, setCorrecting] = useState<PaidDay | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useMemberDays(cutoff.id, employeeNumber);
  const canCorrect = can('payroll.compute') && cutoff.status !== 'Released';

  if (isLoading) return <TableSkeleton />;
  if (error || !data)
    return (
      <Box p="4">
        <LoadError
          message={error?.message ?? 'The days could not be loaded.'}
          onRetry={() => void mutate()}
        />
      </Box>
    );
  return (
    <Stack gap="0">
      <Stack px="4" py="3" gap="3" borderBottomWidth="1px">
        <Heading as="h2" size="md">
          {data.employeeName ?? employeeNumber}{' '}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            {employeeNumber}
          </Text>
        </Heading>
        {saved ? (
          <FormAlert status="success">
            {cutoff.status === 'Computed'
              ? `${formatDay(saved)} corrected: the payslip was computed again.`
              : `${formatDay(saved)} corrected: it counts when the cut-off is computed.`}
          </FormAlert>
        ) : null}
        <MemberPayslipSummary cutoff={cutoff} employeeNumber={employeeNumber} />
      </Stack>
      {data.days.length === 0 ? (
        <EmptyState
          icon="list"
          title="No time record for this cut-off"
          description="Days appear here once the member's time record covers the period."
        />
      ) : (
        <MemberDtrTable
          days={data.days}

          onCorrect={canCorrect ? setCorrecting : undefined}
        />
      )}
      {correcting ? (
        <TimeCorrectionDialog
          cutoffId={cutoff.id}
          employeeNumber={employeeNumber}
          day={correcting}
          onClose={() => setCorrecting(null)}
          onSaved={(dtr) => {
            void mutate(dtr, { revalidate: false });
            // The payslip, the cut-off's totals and its sheets follow the new figures.
            void mutateAny(
              (key) =>
                typeof key === 'object' &&
                key !== null &&
                'path' in key &&
                String(key.path).includes(cutoff.id) &&
                !String(key.path).includes('/editable-dtr/'),
            );
            setSaved(correcting.date);
            setCorrecting(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * `/register/cutoff/editable-dtr?register=&cutoff=&employee=`: payroll picks a member of the
 * cut-off and corrects the time figures it pays; read only once released or for readers.
 */
export function EditableDtrPage() {
  const [params, setParams] = useSearchParams();
  const { registerId, cutoffId, choose } = useChosenCutoff();
  const employeeNumber = params.get('employee') ?? '';
  const account = useCurrentAccount();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<Cutoff>(
    cutoffId ? registerKeys.cutoff(account.accountId, cutoffId) : null,
  );

  if (!cutoffId)
    return (
      <>
        <PageHeader title="Editable DTR" description="Choose the cut-off whose days to correct." />
        <Panel p="4">
          <CutoffChooser registerId={registerId} cutoffId="" onChoose={choose} />
        </Panel>
      </>
    );
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The cut-off could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  const readOnly = !can('payroll.compute') || data.status === 'Released';

  return (
    <>
      <PageHeader
        title={`Editable DTR: ${formatPeriod(data.periodStart, data.periodEnd)}`}
        description={
          <>
            {data.registerName} ·{' '}
            <Link asChild>
              <RouterLink to={registerPaths.cutoff(data.registerId, data.id)}>
                Back to the cut-off
              </RouterLink>
            </Link>
          </>
        }
      />
      <Stack gap="4">
        {readOnly ? (
          <NoticeAlert>
            {data.status === 'Released'
              ? 'The cut-off is released: its days are read only, and a change is paid in the next cut-off.'
              : 'Only payroll and administrators correct the days.'}
          </NoticeAlert>
        ) : null}
        <Stack gap="6">
          <Panel>
            <MemberPicker
              registerId={registerId || data.registerId}
              selected={employeeNumber}
              onSelect={(employee) => {
                const next = new URLSearchParams(params);
                next.set('employee', employee);
                setParams(next, { replace: true });
              }}
            />
          </Panel>
          <Panel>
            {employeeNumber ? (
              <MemberDays key={employeeNumber} cutoff={data} employeeNumber={employeeNumber} />
            ) : (
              <EmptyState
                icon="list"
                title="Pick a member"
                description="Their days of the cut-off appear here, to read or correct."
              />
            )}
          </Panel>
        </Stack>
      </Stack>
    </>
  );
}
