import { Box } from '@chakra-ui/react';
import type { Permission } from '../../../../shared/api/users';
import { AppIcon } from '../../../components/app-icon';
import { NativeCheckbox } from '../../../components/native-checkbox';

interface PermissionCheckProps {
  permission: Permission;
  checked: boolean;
  /** A built-in role's page: a mark for what it holds instead of a checkbox. */
  readOnly: boolean;
  onToggle: (on: boolean) => void;
  /** Its own accessible name, where no label around it names the permission. */
  labelled?: boolean;
}

/** One permission's checkbox, or in a read-only role whether the role holds it. */
export function PermissionCheck({
  permission,
  checked,
  readOnly,
  onToggle,
  labelled = false,
}: PermissionCheckProps) {
  if (readOnly)
    return (
      <Box
        as="span"
        display="inline-flex"
        flexShrink={0}
        mt="0.5"
        minW="4"
        color="brand.solid"
        role="img"
        aria-label={`${labelled ? `${permission.label}: ` : ''}${checked ? 'held' : 'not held'}`}
      >
        {checked ? <AppIcon name="check" size="16px" /> : null}
      </Box>
    );
  return (
    <NativeCheckbox
      mt="0.5"
      flexShrink={0}
      aria-label={labelled ? permission.label : undefined}
      title={permission.description}
      checked={checked}
      onChange={(event) => onToggle(event.target.checked)}
    />
  );
}
