import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  APPLICATION_KINDS,
  isRecordKind,
  type ApplicationKind,
} from '../../../shared/applications/application-kinds';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useOrgResources } from '../../lib/use-org-resources';

export function isApplicationKind(value: string | undefined): value is ApplicationKind {
  return value !== undefined && Object.hasOwn(APPLICATION_KINDS, value);
}

/**
 * Renders `children` for a known application type the organisation offers: an unknown type (or
 * one an employee does not file) is not found, and time corrections say they are off when the organisation hides them.
 */
export function KindGate({
  type,
  children,
}: {
  type: string | undefined;
  children: (kind: ApplicationKind) => ReactNode;
}) {
  const { orgId } = useCurrentAccount();
  const { resources } = useOrgResources(orgId);
  // Movements and loans are records staff file for an employee, approved like applications.
  if (!isApplicationKind(type) || isRecordKind(type)) return <Navigate to="/session/404" replace />;
  if (type === 'punch-alteration' && resources?.permissions.punchAlteration.hidden)
    return (
      <>
        <PageHeader title={APPLICATION_KINDS[type].label} />
        <Panel>
          <EmptyState
            icon="lock"
            title="Time corrections are switched off"
            description="Your organisation does not take time correction applications."
          />
        </Panel>
      </>
    );
  return children(type);
}
