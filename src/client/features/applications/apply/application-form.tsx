import { Button, HStack, Stack } from '@chakra-ui/react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RecordForm } from '../../../../../renderers/theme';
import { APPLICATION_DETAILS_SCHEMAS } from '../../../../shared/api/application-details';
import type { LeaveBalance } from '../../../../shared/api/leave-credits';
import {
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../../../shared/applications/application-kinds';
import type { FieldError } from '../../../../shared/api/errors';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { CancelConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-error';
import { openStoredFile } from '../../../engine/api/open-stored-file';
import { recordRequests } from '../../../engine/api/record-requests';
import { useSearchRecords } from '../../../engine/api/use-search-records';
import { humanizeFormErrors, toErrorSchema } from '../../../engine/form/rjsf-errors';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { applicationRequests } from '../api/application-requests';
import { applicationUiSchema } from './application-ui-schema';
import { TypeboxValidator } from '../../../../../renderers/validation/typebox-validator';
import { LeaveTypeWidget } from './leave-type-widget';

type Data = Record<string, unknown>;
/** A refused submission: the server's message, and its field errors by details path. */
type Problem = { message: string; fields: FieldError[] };

const validator = new TypeboxValidator();
const widgets = { leaveType: LeaveTypeWidget };
const DETAILS = '/details';

/** A 422's fields about the details, as the form's own paths ("/details/dateTo" -> "/dateTo"). */
const detailFields = (fields: FieldError[]) =>
  fields
    .filter((field) => field.path.startsWith(`${DETAILS}/`))
    .map((field) => ({ ...field, path: field.path.slice(DETAILS.length) }));

/** RJSF's id of a changed field ("root_dateTo") as the pointer its errors sit under. */
const pointerOfId = (id: string) => `/${id.replace(/^root_/, '').split('_')[0] ?? ''}`;

interface ApplicationFormProps {
  kind: ApplicationKind;
  listPath: string;
  /** The employee's leave balances, or null when unknown (the leave type is then typed). */
  balances: LeaveBalance[] | null;
  /** The details as they are typed, for what the page shows beside the form. */
  onDraft?: (details: Data) => void;
}

/** The apply form: the kind's details schema rendered by the record engine's theme. */
export function ApplicationForm({ kind, listPath, balances, onDraft }: ApplicationFormProps) {
  const navigate = useNavigate();
  const schema = APPLICATION_DETAILS_SCHEMAS[kind] as unknown as RJSFSchema;
  const uiSchema = useMemo(() => applicationUiSchema(schema, balances), [schema, balances]);
  const searchRecords = useSearchRecords();
  const formContext = useMemo(
    () => ({
      fields: {},
      searchRecords,
      uploadFile: recordRequests.uploadFile,
      openFile: openStoredFile,
    }),
    [searchRecords],
  );
  const [formData, setFormData] = useState<Data>({});
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const confirmLeave = useCallback((to: string) => setLeaveTo(to), []);
  useLeaveGuard(dirty && !saving, confirmLeave);
  const extraErrors = useMemo<ErrorSchema<Data> | undefined>(
    () => (problem?.fields.length ? toErrorSchema(problem.fields) : undefined),
    [problem],
  );

  async function submit(details: Data) {
    setSaving(true);
    setProblem(null);
    try {
      await applicationRequests.file({ kind, details });
      setDirty(false);
      void navigate(listPath, {
        state: { notice: `${APPLICATION_KINDS[kind].label} application filed for approval.` },
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({ message: error.message, fields: detailFields(error.fields) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="4">
      {problem ? <FormAlert status="error">{problem.message}</FormAlert> : null}
      <RecordForm
        schema={schema}
        uiSchema={uiSchema}
        widgets={widgets}
        formData={formData}
        validator={validator}
        formContext={formContext}
        noHtml5Validate
        showErrorList={false}
        liveValidate={submitted ? 'onChange' : undefined}
        extraErrors={extraErrors}
        transformErrors={(errors) => humanizeFormErrors(errors, schema as JsonSchemaNode)}
        onChange={(event: IChangeEvent<Data>, id?: string) => {
          // RJSF also reports the defaults it fills in on mount; only a field id means typing.
          if (id !== undefined) {
            setDirty(true);
            // What the server said about a field no longer holds once it is changed.
            const changed = pointerOfId(id);
            setProblem(
              (current) =>
                current && {
                  ...current,
                  fields: current.fields.filter(
                    (field) => field.path !== changed && !field.path.startsWith(`${changed}/`),
                  ),
                },
            );
          }
          setFormData(event.formData ?? {});
          onDraft?.(event.formData ?? {});
        }}
        onError={() => setSubmitted(true)}
        onSubmit={(event) => {
          setSubmitted(true);
          void submit(event.formData ?? {});
        }}
      >
        <HStack gap="3" mt="6" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={() => setLeaveTo(listPath)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} loadingText="Submitting">
            Submit application
          </Button>
        </HStack>
      </RecordForm>
      <CancelConfirmDialog
        open={leaveTo !== null}
        onCancel={() => setLeaveTo(null)}
        onConfirm={() => {
          if (leaveTo !== null) void navigate(leaveTo);
        }}
      />
    </Stack>
  );
}
