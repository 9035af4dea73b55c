import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { Role } from '../../../shared/api/users';
import { LoadError } from '../../components/load-error';
import { NativeCheckbox } from '../../components/native-checkbox';
import { useRoles } from './api/users-api';
import { roleGroups } from './role-groups';

interface RoleChoiceProps {
  chosen: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string | undefined;
}

function RoleOption({
  role,
  checked,
  onToggle,
}: {
  role: Role;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="start"
      gap="3"
      px="3"
      py="2"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
    >
      <NativeCheckbox
        mt="0.5"
        flexShrink={0}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {role.name}
        </Text>
        {role.description ? (
          <Text fontSize="xs" color="fg.muted">
            {role.description}
          </Text>
        ) : null}
      </Box>
    </chakra.label>
  );
}

/**
 * The roles someone holds, as checkboxes: the built-in ones, then the organisation's own, each
 * with what it is for.
 */
export function RoleChoice({ chosen, onChange, error }: RoleChoiceProps) {
  const roles = useRoles();
  const toggle = (roleId: string, on: boolean) =>
    onChange(on ? [...chosen, roleId] : chosen.filter((id) => id !== roleId));
  return (
    <Stack as="fieldset" gap="2" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        Roles
      </Text>
      {roles.error ? (
        <LoadError message="The roles could not be loaded." onRetry={() => void roles.mutate()} />
      ) : !roles.data ? (
        <Text color="fg.muted" fontSize="sm">
          Loading roles…
        </Text>
      ) : (
        <Box borderWidth="1px" rounded="md" maxH="18rem" overflowY="auto">
          {roleGroups(roles.data.items).map((group) => (
            <Box key={group.title} role="group" aria-label={group.title}>
              <Text
                px="3"
                py="1.5"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wide"
                color="fg.muted"
                bg="bg.subtle"
                position="sticky"
                top="0"
                zIndex="1"
              >
                {group.title}
              </Text>
              {group.roles.map((role) => (
                <RoleOption
                  key={role.roleId}
                  role={role}
                  checked={chosen.includes(role.roleId)}
                  onToggle={(on) => toggle(role.roleId, on)}
                />
              ))}
            </Box>
          ))}
        </Box>
      )}
      {error ? (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
