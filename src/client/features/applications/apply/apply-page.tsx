import { Grid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { CTO_LEAVE_TYPE, type EmployeeLeaveCredits } from '../../../../shared/api/leave-credits';
import {
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../../../shared/applications/application-kinds';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { applicationKeys } from '../api/application-keys';
import { KindGate } from '../kind-gate';
import { ApproverPreview } from './approver-preview';
import { LeaveOutlook } from './leave-outlook';

// RJSF and the record theme load with the form, not with every workflow screen (time records,
// approvals) that shares this page's chunk.
const ApplicationForm = lazy(() =>
  import('./application-form').then((module) => ({ default: module.ApplicationForm })),
);

/** Kinds whose form reads the employee's balances: leave types, and time off left. */
const USES_CREDITS: ReadonlySet<ApplicationKind> = new Set(['leave', 'cto']);

function ApplyScreen({ kind }: { kind: ApplicationKind }) {
  const account = useCurrentAccount();
  const { label } = APPLICATION_KINDS[kind];
  const listPath = `/application/${kind}/list`;
  // Balances are optional: without them (not set up, or not reachable) the leave type is typed.
  const { data: credits, isLoading } = useSWR<EmployeeLeaveCredits>(
    USES_CREDITS.has(kind) && account.employeeNumber
      ? applicationKeys.leaveCredits(account.accountId, account.employeeNumber)
      : null,
  );
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const balances = credits?.balances ?? null;
  const cto = credits?.balances.find((balance) => balance.leaveType === CTO_LEAVE_TYPE);
  // No balance of it yet is none to file (it is earned by overtime credited as time off).
  const ctoHours = credits
    ? Math.max((cto?.balanceMinutes ?? 0) - (cto?.pendingMinutes ?? 0), 0) / 60
    : null;

  return (
    <>
      <PageHeader
        title={`Apply for ${label.toLowerCase()}`}
        description={
          kind === 'cto' && ctoHours !== null
            ? `Compensatory time off you may still file: ${ctoHours} h.`
            : 'Fill in the details; your approvers are told once you submit.'
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6">
        <Panel p={{ base: '4', md: '6' }} overflow="visible">
          {isLoading ? (
            <TableSkeleton rows={4} />
          ) : (
            <Suspense fallback={<TableSkeleton rows={4} />}>
              <ApplicationForm
                kind={kind}
                listPath={listPath}
                balances={kind === 'leave' ? balances : null}
                onDraft={kind === 'leave' ? setDraft : undefined}
              />
            </Suspense>
          )}
        </Panel>
        <Stack gap="4">
          {kind === 'leave' ? <LeaveOutlook details={draft} balances={balances} /> : null}
          <ApproverPreview kind={kind} />
          {account.employeeNumber ? null : (
            <Text fontSize="sm" color="fg.error">
              Your account has no employee number, so the application cannot be filed.
            </Text>
          )}
        </Stack>
      </Grid>
    </>
  );
}

/** `/application/apply/:type` (and the change-work-schedule alias): file one application. */
export function ApplyPage({ kind }: { kind?: ApplicationKind }) {
  const { type } = useParams();
  return (
    <KindGate type={kind ?? type}>{(known) => <ApplyScreen key={known} kind={known} />}</KindGate>
  );
}
