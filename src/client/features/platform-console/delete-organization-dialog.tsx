import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeletedOrganizationAnswer } from '../../../shared/api/platform-console';
import type { OrganizationSummary } from '../../../shared/api/tenancy';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-error';
import { platformConsoleApi } from './api/platform-console-api';
import { DeletedOrganizationDialog } from './deleted-organization-dialog';

interface DeleteOrganizationDialogProps {
  org: OrganizationSummary;
  onClose: () => void;
  /** It is gone: the console lists what is left. */
  onDeleted: () => void;
}

/**
 * Deletes an organisation once its id is typed again, as `npm run org -- delete --confirm <id>`,
 * then says what went. Mounted while open.
 */
export function DeleteOrganizationDialog({
  org,
  onClose,
  onDeleted,
}: DeleteOrganizationDialogProps) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [deleted, setDeleted] = useState<DeletedOrganizationAnswer | null>(null);

  if (deleted) return <DeletedOrganizationDialog org={org} deleted={deleted} onClose={onClose} />;

  const submit = async () => {
    if (typed.trim() !== org.orgId) {
      setFieldError(`Type "${org.orgId}" exactly to confirm.`);
      return;
    }
    setFieldError(undefined);
    try {
      setDeleted(await platformConsoleApi.delete(org.orgId, typed.trim()));
      onDeleted();
    } catch (error) {
      const onField = isApiError(error) ? error.fieldMessage('/confirm') : undefined;
      if (!onField) throw error; // the dialog says it above the field
      setFieldError(onField);
    }
  };

  return (
    <FormDialog
      title={`Delete "${org.orgId}"?`}
      role="alertdialog"
      submitLabel="Delete for good"
      busyLabel="Deleting"
      submitColorPalette="red"
      closeOnSuccess={false}
      submitDisabled={typed.trim() === ''}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>
        Every record, file, account and background job of <strong>{org.tradeName}</strong> is
        deleted, and this cannot be undone. Its export of{' '}
        {org.exportedAt ? formatDateTime(org.exportedAt) : 'after its suspension'} is the only copy
        left.
      </Text>
      <FormField label={`Type "${org.orgId}" to confirm`} error={fieldError}>
        <TextInput
          value={typed}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
