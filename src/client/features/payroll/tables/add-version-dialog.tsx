import { Box, Button, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import {
  AddStatutoryVersionRequestSchema,
  STATUTORY_TABLE_SCHEMAS,
  type AddStatutoryVersionRequest,
  type StatutoryTableKind,
} from '../../../../shared/api/payroll-tables';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import type { StatutoryVersion } from '../api/payroll-requests';
import { PayrollForm } from '../form/payroll-form';
import { fieldsUnder, type ServerProblem } from '../form/server-field-errors';
import { STATUTORY_TABLE_LABELS } from '../payroll-labels';

type Data = Record<string, unknown>;

// The source's hint and limit, as the request's schema states them.
const SOURCE = AddStatutoryVersionRequestSchema.properties.source as unknown as JsonSchemaNode;

interface AddVersionDialogProps {
  kind: StatutoryTableKind;
  /** The newest version, whose data the new one starts from. */
  latest: StatutoryVersion | undefined;
  /** Where the version goes: the organisation's own, or the platform's for everyone. */
  add: (request: AddStatutoryVersionRequest) => Promise<StatutoryVersion>;
  onClose: () => void;
  onAdded: (version: StatutoryVersion) => void;
}

/**
 * A new version of a table: the date it applies from, the issuance behind it, and its data,
 * pre-filled from the newest version. Mounted while open, so each opening starts afresh.
 */
export function AddVersionDialog({ kind, latest, add, onClose, onAdded }: AddVersionDialogProps) {
  const [validFrom, setValidFrom] = useState('');
  const [source, setSource] = useState('');
  const [data, setData] = useState<Data>(() => structuredClone(latest?.data ?? {}));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [errors, setErrors] = useState<{ validFrom?: string; source?: string }>({});
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const formId = useId();
  const label = STATUTORY_TABLE_LABELS[kind];

  const submit = async (sent: Data) => {
    setBusy(true);
    try {
      onAdded(await add({ kind, validFrom, source, data: sent }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({ message: error.message, fields: fieldsUnder('/data', error.fields), sent });
      setErrors({
        // A conflict is about the date: that kind already has a version from it.
        validFrom:
          error.code === 'conflict' ? 'Choose another date.' : error.fieldMessage('/validFrom'),
        source: error.fieldMessage('/source'),
      });
      body.current?.scrollTo({ top: 0 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      size="xl"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a {label} version</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={body}>
              <Stack gap="5">
                <Text color="fg.muted">
                  {latest
                    ? `Filled in from the version valid from ${latest.validFrom}: change what the new issuance changes.`
                    : 'The first version of this table.'}{' '}
                  Once added, a version is never changed; it applies from its date until a later
                  one.
                </Text>
                {problem ? <FormAlert status="error">{problem.message}</FormAlert> : null}
                <Grid templateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr)' }} gap="4">
                  <FormField label="Valid from" error={errors.validFrom} required>
                    <TextInput
                      type="date"
                      value={validFrom}
                      onChange={(event) => setValidFrom(event.target.value)}
                    />
                  </FormField>
                  <FormField
                    label="Source"
                    error={errors.source}
                    helper={SOURCE.description}
                    required
                  >
                    <TextInput
                      value={source}
                      maxLength={SOURCE.maxLength}
                      onChange={(event) => setSource(event.target.value)}
                    />
                  </FormField>
                </Grid>
                <Box borderTopWidth="1px" pt="5">
                  <PayrollForm
                    id={formId}
                    schema={STATUTORY_TABLE_SCHEMAS[kind]}
                    formData={data}
                    problem={problem}
                    onChange={setData}
                    onSubmit={(sent) => void submit(sent)}
                  />
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={busy} loadingText="Adding">
                Add version
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
