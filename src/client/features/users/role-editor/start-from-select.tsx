import type { Role } from '../../../../shared/api/users';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { roleGroups } from '../role-groups';

interface StartFromSelectProps {
  roles: readonly Role[];
  value: string;
  onChange: (roleId: string, role: Role | undefined) => void;
}

/** Any role, built-in or own, whose permissions a role takes over as its starting point. */
export function StartFromSelect({ roles, value, onChange }: StartFromSelectProps) {
  return (
    <FormField label="Start from" helper="Copies that role's permissions in place of these.">
      <NativeSelect
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value,
            roles.find((role) => role.roleId === event.target.value),
          )
        }
      >
        <option value="">Nothing (choose below)</option>
        {roleGroups(roles).map((group) => (
          <optgroup key={group.title} label={group.title}>
            {group.roles.map((role) => (
              <option key={role.roleId} value={role.roleId}>
                {role.name}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </FormField>
  );
}
