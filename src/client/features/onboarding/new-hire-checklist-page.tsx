import { Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { profilePath } from '../../lib/profile-paths';
import { useChecklist } from './api/onboarding-api';
import { ChecklistActions, type ActionResult } from './checklist-actions';
import { ChecklistGroups } from './checklist-groups';
import { ChecklistProgress, ChecklistStatus } from './checklist-progress';
import { useArrivalNotice } from './my-onboarding-page';
import { staffChecklistPaths } from './onboarding-paths';

/** `/hr/onboarding/:accountId`: one new hire's checklist, for HR, payroll and admins. */
export function NewHireChecklistPage() {
  const accountId = useParams().accountId ?? '';
  const { checklist, error, isLoading, mutate } = useChecklist(accountId);
  const arrival = useArrivalNotice();
  const [result, setResult] = useState<ActionResult | null>(null);
  if (error?.status === 404)
    return (
      <Panel>
        <EmptyState
          icon="list"
          title="No such checklist"
          description="This account has no onboarding checklist in your organisation."
        />
      </Panel>
    );
  if (error)
    return <LoadError message="The checklist could not be loaded." onRetry={() => void mutate()} />;
  if (isLoading || !checklist) return <PageSpinner />;
  const shown = result ?? (arrival ? { status: 'success' as const, text: arrival } : null);
  return (
    <>
      <PageHeader
        title={checklist.employee.name}
        description={
          <>
            Onboarding of {checklist.employeeNumber}
            {checklist.employee.position ? `, ${checklist.employee.position}` : ''}
            {checklist.employee.department ? ` in ${checklist.employee.department}` : ''} ·{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={profilePath(checklist.employeeNumber)}>Profile</RouterLink>
            </Link>
          </>
        }
      />
      <Stack gap="5">
        {shown ? <FormAlert status={shown.status}>{shown.text}</FormAlert> : null}
        <Panel p="5">
          <Stack gap="3">
            <ChecklistStatus summary={checklist} />
            <ChecklistProgress summary={checklist} />
            <ChecklistActions
              checklist={checklist}
              onDone={(outcome) => {
                setResult(outcome);
                void mutate();
              }}
            />
            <Text fontSize="sm" color="fg.muted">
              {checklist.accountInfo.loggedIn
                ? 'Has signed in.'
                : 'Has not signed in yet: their first sign-in link is in their e-mail.'}
              {checklist.appliedAt
                ? ` Copied to the employee record on ${new Date(checklist.appliedAt).toLocaleDateString()}.`
                : ''}
            </Text>
          </Stack>
        </Panel>
        <ChecklistGroups checklist={checklist} paths={staffChecklistPaths(accountId)} />
      </Stack>
    </>
  );
}
