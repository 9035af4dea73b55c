import { Badge, Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/api/users';
import { DataTable, type DataColumn } from '../../components/data-table';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { usePermissionCatalogue, useRoles } from './api/users-api';
import { rolePath } from './users-paths';

const columnsOf = (counted: (role: Role) => number): DataColumn<Role>[] => [
  {
    id: 'name',
    header: 'Role',
    cell: (role) => (
      <HStack gap="2">
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={rolePath(role.roleId)}>{role.name}</RouterLink>
        </Link>
        {role.builtIn ? (
          <Badge variant="subtle" size="sm">
            Built-in
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    cellProps: { color: 'fg.muted' },
    value: (role) => role.description || '—',
  },
  { id: 'holders', header: 'People', numeric: true, value: (role) => role.holders },
  { id: 'permissions', header: 'Permissions', numeric: true, value: counted },
];

/** `/admin-settings/roles`: the built-in roles (read only), then the organisation's own. */
export function RolesPage() {
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  // What everyone holds anyway is not counted, as the editor does not show it.
  const everyone = useMemo(
    () => new Set(catalogue.data?.items.filter((item) => item.everyone).map((item) => item.key)),
    [catalogue.data],
  );
  const counted = (role: Role) => role.permissions.filter((key) => !everyone.has(key)).length;
  // A failure with nothing loaded before it; a failed refresh keeps what is shown.
  const failed = Boolean(roles.error ?? catalogue.error) && !(roles.data && catalogue.data);
  return (
    <>
      <PageHeader
        title="Roles"
        description="What each role may do. People holds the enabled accounts with the role; permissions leave out what everyone signed in may do."
        actions={
          <Button asChild size="sm">
            <RouterLink to={rolePath('new')}>New role</RouterLink>
          </Button>
        }
      />
      {typeof notice === 'string' ? (
        <Box mb="4">
          <FormAlert status="success">{notice}</FormAlert>
        </Box>
      ) : null}
      <Panel>
        {failed ? (
          <Box p="4">
            <LoadError
              message="The roles could not be loaded."
              onRetry={() => {
                void roles.mutate();
                void catalogue.mutate();
              }}
            />
          </Box>
        ) : (
          <DataTable
            rows={roles.data?.items ?? []}
            columns={columnsOf(counted)}
            rowKey={(role) => role.roleId}
            rowLink={(role) => rolePath(role.roleId)}
            loading={!roles.data || !catalogue.data}
            ariaLabel="Roles"
          />
        )}
      </Panel>
      {failed ? null : (
        <Text mt="3" fontSize="sm" color="fg.muted">
          Open a built-in role to see what it may do, or copy it to a role of your own.
        </Text>
      )}
    </>
  );
}
