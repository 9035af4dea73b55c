import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { usePermissionCatalogue, useRoles } from '../api/users-api';
import { ROLES_PATH } from '../users-paths';
import { permissionsOf, sectionsOf } from './permission-sections';
import { RoleEditor, type EditedRole } from './role-editor';

/**
 * `/admin-settings/roles/new` (`?from=<role>` to start from one) and `/admin-settings/roles/:roleId`:
 * an own role to change, or a built-in one to read.
 */
export function RoleEditorPage() {
  const { roleId } = useParams();
  const [params] = useSearchParams();
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const sections = useMemo(() => sectionsOf(catalogue.data?.items ?? []), [catalogue.data]);
  const offered = useMemo(
    () => new Set(sections.flatMap(permissionsOf).map((permission) => permission.key)),
    [sections],
  );

  // Only a failure with nothing loaded: a failed refresh must not take the editor away mid-edit.
  if ((roles.error || catalogue.error) && !(roles.data && catalogue.data))
    return (
      <LoadError
        message="The roles or the permissions could not be loaded."
        onRetry={() => {
          void roles.mutate();
          void catalogue.mutate();
        }}
      />
    );
  if (!roles.data || !catalogue.data) return <PageSpinner label="Loading the role" />;

  const find = (id: string | null | undefined) =>
    roles.data?.items.find((role) => role.roleId === id);
  const role = roleId === undefined ? undefined : find(roleId);
  if (roleId !== undefined && !role)
    return (
      <Panel>
        <EmptyState
          icon="admin"
          title="There is no such role"
          description="It may have been deleted."
          action={
            <Button asChild size="sm" variant="outline">
              <RouterLink to={ROLES_PATH}>Back to the roles</RouterLink>
            </Button>
          }
        />
      </Panel>
    );
  const edited: EditedRole = role
    ? { kind: role.builtIn ? 'view' : 'edit', role }
    : { kind: 'new', from: find(params.get('from')) };
  return (
    <RoleEditor
      // A new address (another role, a copy) starts the editor afresh.
      key={`${roleId ?? 'new'}:${params.get('from') ?? ''}`}
      edited={edited}
      roles={roles.data.items}
      sections={sections}
      offered={offered}
    />
  );
}
