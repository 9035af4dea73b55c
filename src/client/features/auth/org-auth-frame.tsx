import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrgResources } from '../../../shared/api/organization';
import { AuthLayout } from '../../components/auth-layout';
import { PageSpinner } from '../../components/page-spinner';
import { useBrandOrg } from '../../lib/active-org';
import { orgResourcesCache, useOrgResources } from '../../lib/use-org-resources';
import { OrgNotFound } from './org-not-found';
import { OrgSuspended } from './org-suspended';
import { FormAlert } from '../../components/form-alert';

interface OrgAuthFrameProps {
  orgId: string;
  children: (resources: OrgResources) => ReactNode;
}

/**
 * Loads an organisation's branding for a signed-out screen and handles loading, 404, failure
 * and a suspended organisation (its notice instead of the screen).
 */
export function OrgAuthFrame({ orgId, children }: OrgAuthFrameProps) {
  useBrandOrg(orgId);
  const { resources, notFound, isLoading, error } = useOrgResources(orgId);

  let content: ReactNode;
  if (resources?.suspended) content = <OrgSuspended tradeName={resources.tradeName} />;
  else if (resources) content = children(resources);
  else if (notFound) content = <OrgNotFound orgId={orgId} />;
  else if (error && !isLoading) {
    content = (
      <Stack gap="4">
        <FormAlert status="error">The organisation&apos;s details could not be loaded.</FormAlert>
        <Button variant="outline" onClick={() => orgResourcesCache.reload(orgId)}>
          Try again
        </Button>
      </Stack>
    );
  } else content = <PageSpinner label="Loading organisation" />;

  return <AuthLayout resources={resources}>{content}</AuthLayout>;
}
