import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Role, SaveRoleRequest } from '../../../../shared/api/users';
import { CancelConfirmDialog, ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { PageSearch } from '../../../components/page-search';
import { Panel } from '../../../components/panel';
import { TextInput } from '../../../components/text-input';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useRoleRequests } from '../api/users-api';
import { ROLES_PATH, rolePath } from '../users-paths';
import { PermissionPicker } from './permission-picker';
import { narrowSections, type PermissionSection } from './permission-sections';
import { StartFromSelect } from './start-from-select';

export type EditedRole =
  | { kind: 'new'; from: Role | undefined }
  | { kind: 'edit'; role: Role }
  | { kind: 'view'; role: Role };

interface RoleEditorProps {
  edited: EditedRole;
  /** Every role, to start from. */
  roles: readonly Role[];
  /** The catalogue as the editor lays it out (what everyone holds left out). */
  sections: readonly PermissionSection[];
  /** The keys those sections offer: a role's other permissions are neither shown nor sent. */
  offered: ReadonlySet<string>;
}

const heldBy = (holders: number) =>
  holders === 0
    ? 'Nobody holds it yet.'
    : holders === 1
      ? 'One person holds it.'
      : `${holders} people hold it.`;

const offeredOf = (role: Role | undefined, offered: ReadonlySet<string>) =>
  new Set(role?.permissions.filter((key) => offered.has(key)));

function startOf(edited: EditedRole) {
  if (edited.kind === 'new')
    return {
      name: edited.from ? `${edited.from.name} (copy)` : '',
      description: edited.from?.description ?? '',
      from: edited.from,
    };
  return { name: edited.role.name, description: edited.role.description, from: edited.role };
}

/**
 * A role's name, description and permissions. A built-in role is shown read only, with what it
 * holds; an own role is saved whole (PUT) or deleted; a new one may start from any role.
 */
export function RoleEditor({ edited, roles, sections, offered }: RoleEditorProps) {
  const navigate = useNavigate();
  const roleRequests = useRoleRequests();
  const readOnly = edited.kind === 'view';
  const start = startOf(edited);
  const [name, setName] = useState(start.name);
  const [description, setDescription] = useState(start.description);
  const [selected, setSelected] = useState(() => offeredOf(start.from, offered));
  const [startFrom, setStartFrom] = useState(
    edited.kind === 'new' ? (edited.from?.roleId ?? '') : '',
  );
  const [filter, setFilter] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  // A refused deletion is told where it was asked for, at the top.
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'leave'; to: string } | { kind: 'delete' } | null>(
    null,
  );
  const confirmLeave = useCallback((to: string) => setConfirm({ kind: 'leave', to }), []);
  useLeaveGuard(dirty && !saving, confirmLeave);

  const shown = useMemo(
    () => narrowSections(sections, filter, readOnly ? selected : undefined),
    [sections, filter, readOnly, selected],
  );
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };

  const save = async () => {
    if (name.trim().length < 2) {
      setNameError('Enter a name of at least two characters.');
      return;
    }
    const body: SaveRoleRequest = {
      name: name.trim(),
      description: description.trim(),
      permissions: [...selected],
    };
    setSaving(true);
    setNameError(undefined);
    setProblem(null);
    try {
      const saved =
        edited.kind === 'edit'
          ? await roleRequests.update(edited.role.roleId, body)
          : await roleRequests.create(body);
      setDirty(false);
      void navigate(ROLES_PATH, { state: { notice: `The role "${saved.name}" is saved.` } });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const onName = error.fieldMessage('/name');
      setNameError(onName);
      // A refusal about the name stands beside it; any other (403: beyond one's own) below.
      setProblem(onName ? null : error.message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (edited.kind !== 'edit') return;
    setSaving(true);
    try {
      await roleRequests.remove(edited.role.roleId);
      void navigate(ROLES_PATH, {
        state: { notice: `The role "${edited.role.name}" is deleted.` },
      });
    } catch (error) {
      setDeleteProblem(messageOf(error, 'The role could not be deleted.'));
      setConfirm(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={edited.kind === 'new' ? 'New role' : edited.role.name}
        description={
          edited.kind === 'view' ? (
            <>
              <Badge variant="subtle" me="2">
                Built-in
              </Badge>
              {edited.role.description} What it holds is set by the product; copy it to make a role
              of your own.
            </>
          ) : (
            `A role is a named set of permissions; everyone holding it may do what it lists, on their next click.${edited.kind === 'edit' ? ` ${heldBy(edited.role.holders)}` : ''}`
          )
        }
        actions={
          edited.kind === 'view' ? (
            <Button size="sm" asChild>
              <RouterLink to={`${rolePath('new')}?from=${encodeURIComponent(edited.role.roleId)}`}>
                Copy to a new role
              </RouterLink>
            </Button>
          ) : edited.kind === 'edit' ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirm({ kind: 'delete' })}
            >
              Delete role
            </Button>
          ) : null
        }
      />
      {deleteProblem ? (
        <Box mb="4">
          <FormAlert status="error">{deleteProblem}</FormAlert>
        </Box>
      ) : null}
      {readOnly ? null : (
        <Panel p={{ base: '4', md: '6' }} mb="4" overflow="visible">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Name" error={nameError} required>
              <TextInput
                maxLength={60}
                value={name}
                onChange={(event) => changed(setName)(event.target.value)}
              />
            </FormField>
            <FormField label="Description">
              <TextInput
                maxLength={300}
                value={description}
                onChange={(event) => changed(setDescription)(event.target.value)}
              />
            </FormField>
            <StartFromSelect
              roles={roles}
              value={startFrom}
              onChange={(roleId, from) => {
                setStartFrom(roleId);
                changed(setSelected)(offeredOf(from, offered));
              }}
            />
          </SimpleGrid>
        </Panel>
      )}
      <Panel>
        <Flex px="4" py="3" gap="3" align="center" justify="space-between" wrap="wrap">
          <PageSearch
            label="Find a permission"
            placeholder="Find a permission or record type"
            value={filter}
            onChange={setFilter}
          />
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {selected.size === 1 ? '1 permission' : `${selected.size} permissions`}
            {readOnly ? '' : ' selected'}
          </Text>
        </Flex>
        <Box maxH="65vh" overflow="auto" borderTopWidth="1px">
          {shown.length === 0 ? (
            <Text px="4" py="6" color="fg.muted">
              {filter
                ? 'Nothing matches; change the text.'
                : 'This role holds nothing beyond what everyone may do.'}
            </Text>
          ) : (
            <PermissionPicker
              sections={shown}
              selected={selected}
              readOnly={readOnly}
              onChange={changed(setSelected)}
            />
          )}
        </Box>
        {readOnly ? null : (
          <Stack px="4" py="3" gap="3" borderTopWidth="1px">
            {problem ? <FormAlert status="error">{problem}</FormAlert> : null}
            <HStack gap="3" justify="end">
              <Button
                variant="outline"
                disabled={saving}
                onClick={() =>
                  dirty ? setConfirm({ kind: 'leave', to: ROLES_PATH }) : void navigate(ROLES_PATH)
                }
              >
                Cancel
              </Button>
              <Button loading={saving} loadingText="Saving" onClick={() => void save()}>
                Save role
              </Button>
            </HStack>
          </Stack>
        )}
      </Panel>
      <CancelConfirmDialog
        open={confirm?.kind === 'leave'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'leave') void navigate(confirm.to);
        }}
      />
      {edited.kind === 'edit' ? (
        <ConfirmDialog
          open={confirm?.kind === 'delete'}
          title={`Delete the role "${edited.role.name}"?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          destructive
          loading={saving}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void remove()}
        >
          The role and its permissions are gone for good. A role someone still holds cannot be
          deleted: take it from them first.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
