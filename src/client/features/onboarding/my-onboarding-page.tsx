import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useChecklist } from './api/onboarding-api';
import { ChecklistGroups } from './checklist-groups';
import { ChecklistProgress } from './checklist-progress';
import { ownChecklistPaths } from './onboarding-paths';

/** The notice a saved sub-form leaves for the checklist it returns to. */
export function useArrivalNotice(): string | null {
  const state = useLocation().state as { notice?: unknown } | null;
  return typeof state?.notice === 'string' ? state.notice : null;
}

/**
 * `/onboarding`: the new hire's checklist as a guided page: how far they are, the next
 * required sub-form to fill, and every sub-form they may fill or read.
 */
export function MyOnboardingPage() {
  const account = useCurrentAccount();
  const { checklist, error, isLoading, mutate } = useChecklist(account.accountId);
  const notice = useArrivalNotice();
  if (error?.status === 404)
    return (
      <>
        <PageHeader title="My onboarding" />
        <Panel>
          <EmptyState
            icon="check"
            title="No onboarding checklist"
            description="HR starts one when you join; there is nothing for you to fill in."
          />
        </Panel>
      </>
    );
  if (error)
    return (
      <LoadError message="Your checklist could not be loaded." onRetry={() => void mutate()} />
    );
  if (isLoading || !checklist) return <PageSpinner />;
  const next = checklist.groups
    .flatMap((group) => group.forms)
    .find((form) => form.isRequiredToEmployee && form.canWrite && form.status === 'Pending');
  const complete = checklist.status === 'Completed';
  return (
    <>
      <PageHeader
        title="My onboarding"
        description="Tell us about yourself before your first day. Each section is saved on its own: you can stop and come back any time."
      />
      <Stack gap="5">
        {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
        <Panel p="5">
          <Stack gap="4">
            <ChecklistProgress summary={checklist} />
            {complete ? (
              <FormAlert status="success">
                You have filled every required section. HR will check them; you can still add the
                optional ones or correct anything.
              </FormAlert>
            ) : next ? (
              <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                <Text>
                  Next: <strong>{next.label}</strong>
                </Text>
                <Button asChild colorPalette="brand">
                  <RouterLink to={ownChecklistPaths.fill(next.form_id)}>Continue</RouterLink>
                </Button>
              </Flex>
            ) : (
              <Text color="fg.muted">The sections left are for HR, payroll and IT to fill in.</Text>
            )}
          </Stack>
        </Panel>
        <ChecklistGroups checklist={checklist} paths={ownChecklistPaths} onlyMine />
      </Stack>
    </>
  );
}
