import { Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { EmployeeProfileQuery } from '../../../../shared/api/employee-profile';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TabRow } from '../../../components/tab-row';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useTabParam } from '../../../lib/use-tab-param';
import { useEmployeeProfile } from '../api/use-employee-profile';
import { ProfileHeader } from './profile-header';
import { ProfileTabContent } from './profile-tab-content';
import type { ProfilePanels } from './profile-panels';
import { profileTabs } from './profile-tabs';

/** Who the address names: an employee number (HR), an account (the engine's people), oneself. */
function useProfileQuery(): EmployeeProfileQuery {
  const { employeeNumber, accountId } = useParams();
  if (employeeNumber) return { employeeNumber };
  if (accountId) return { accountId };
  return { self: true };
}

function ProfileSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the profile">
      <Panel p="6">
        <Stack direction="row" gap="4" align="center">
          <Skeleton boxSize="20" rounded="full" />
          <Stack flex="1" gap="2">
            <Skeleton h="7" w="60%" />
            <Skeleton h="4" w="40%" />
          </Stack>
        </Stack>
      </Panel>
      <TableSkeleton rows={4} />
    </Stack>
  );
}

/**
 * `/hr/employee/profile/:employeeNumber`, `/ers/employee/profile/:accountId`, `/profile/:src`:
 * one employee on one page, the chosen tab kept in the address (`?tab=`).
 */
export function EmployeeProfilePage({ panels }: { panels: ProfilePanels }) {
  const query = useProfileQuery();
  const { profile, error, isLoading, mutate } = useEmployeeProfile(query);
  const tabs = useMemo(() => (profile ? profileTabs(profile) : []), [profile]);
  const [currentId, choose] = useTabParam(tabs.map((tab) => tab.id));

  if (isLoading) return <ProfileSkeleton />;
  if (error?.status === 404)
    return (
      <Panel>
        <EmptyState
          icon="alert"
          title="No such employee"
          description={
            query.self
              ? 'Your account is not linked to an employee record; ask HR to link it.'
              : error.message
          }
        />
      </Panel>
    );
  if (!profile)
    return <LoadError message="The profile could not be loaded." onRetry={() => void mutate()} />;

  return (
    <>
      <ProfileHeader profile={profile} />
      <Tabs.Root
        value={currentId ?? null}
        onValueChange={(details) => choose(details.value)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <TabRow tabs={tabs} current={currentId} />
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} pt="0">
            <ProfileTabContent
              tab={tab}
              profile={profile}
              panels={panels}
              onSaved={(next) => void mutate(next, { revalidate: false })}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
