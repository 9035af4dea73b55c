import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { useChecklist } from './api/onboarding-api';
import { ChecklistProgress, ChecklistStatus } from './checklist-progress';
import { ownChecklistPaths, staffChecklistPaths } from './onboarding-paths';

/** The employee's onboarding checklist in brief, and the way to it. */
export function OnboardingTab({ accountId, isSelf }: { accountId: string; isSelf: boolean }) {
  const { checklist, error, isLoading, mutate } = useChecklist(accountId);
  if (error?.status === 404)
    return (
      <EmptyState
        icon="check"
        title="No onboarding checklist"
        description="Checklists start when HR adds a new employee."
      />
    );
  if (error)
    return <LoadError message="The checklist could not be loaded." onRetry={() => void mutate()} />;
  if (isLoading || !checklist) return <PageSpinner />;
  const path = isSelf ? ownChecklistPaths.checklist : staffChecklistPaths(accountId).checklist;
  return (
    <Stack gap="4" maxW="xl">
      <ChecklistStatus summary={checklist} />
      <ChecklistProgress summary={checklist} />
      {checklist.appliedAt ? (
        <Text fontSize="sm" color="fg.muted">
          Copied to the employee record on {new Date(checklist.appliedAt).toLocaleDateString()}.
        </Text>
      ) : null}
      <Button asChild size="sm" alignSelf="start">
        <RouterLink to={path}>Open the checklist</RouterLink>
      </Button>
    </Stack>
  );
}
