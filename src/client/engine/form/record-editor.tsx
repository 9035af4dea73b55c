import { Stack } from '@chakra-ui/react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RecordForm } from '../../../../renderers/theme';
import type { FormResponse, RecordItem } from '../../../shared/api/records';
import type { FieldInfo, JsonSchemaNode } from '../../../shared/forms/fields';
import { applyRules, ruleErrors } from '../../../shared/forms/rules';
import { CancelConfirmDialog, ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import type { RecordPaths } from '../routes/record-paths';
import { ConflictAlert } from './conflict-alert';
import { DraftNotice } from './draft-notice';
import type { FormHost } from './form-host';
import { FormActions } from './form-actions';
import { addFieldErrors, humanizeFormErrors } from './rjsf-errors';
import { useLeaveGuard } from './use-leave-guard';
import { useRecordFormContext } from './use-record-form-context';
import { useRulesUiSchema } from './use-rules';
import { useFormDraft } from './use-form-draft';
import { useSaveRecord } from './use-save-record';

type Data = Record<string, unknown>;

interface RecordEditorProps {
  form: FormResponse;
  fields: FieldInfo[];
  validator: ValidatorType;
  /** Undefined when adding a record. */
  record: RecordItem | undefined;
  paths: RecordPaths;
  /** Fetches the record again and starts the form over from it. */
  onReload: () => void;
  host?: FormHost;
}

type Confirm = { kind: 'cancel'; to: string } | { kind: 'reset' } | { kind: 'discard' } | null;

/** The add/edit form: rules applied as the person types, server refusals shown on the fields. */
/**
 * RJSF validates a copy of the data in which an untouched object field (a lookup, a photo) is
 * an object of nothing but undefined values; rules must see it absent, as the saved data has
 * it, or `!!lookup` holds for an empty one.
 */
function withoutEmptyObjects(data: Record<string, unknown>): Record<string, unknown> {
  const isEmpty = (value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((inner) => inner === undefined);
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)));
}

export function RecordEditor(props: RecordEditorProps) {
  const { form, fields, validator, record, paths, onReload, host = {} } = props;
  const { definition } = form;
  const navigate = useNavigate();
  const draft = useFormDraft(host.draftKey);
  const [restored, setRestored] = useState(draft.found);
  const [state, setState] = useState(() =>
    applyRules(definition, restored?.data ?? record?.data ?? host.initialData ?? {}),
  );
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const { save, saving, problem } = useSaveRecord(definition.formId, record);
  const uiSchema = useRulesUiSchema(definition, state.hidden, host.lockedFields, record?.editable);
  const formContext = useRecordFormContext(fields);
  const confirmLeave = useCallback((to: string) => setConfirm({ kind: 'cancel', to }), []);
  useLeaveGuard(dirty && !saving, confirmLeave);

  function onChange(event: IChangeEvent<Data>, id?: string) {
    // RJSF also reports the defaults it fills in on mount; only a field id means a person typed.
    if (id !== undefined) {
      setDirty(true);
      draft.keep(event.formData ?? {});
    }
    setState(applyRules(definition, event.formData ?? {}));
  }

  function discardDraft() {
    draft.clear();
    setRestored(null);
    setDirty(false);
    setState(applyRules(definition, record?.data ?? host.initialData ?? {}));
  }

  async function onSubmit(event: IChangeEvent<Data>) {
    const saved = await save(applyRules(definition, event.formData ?? {}).data);
    if (!saved) return;
    setDirty(false);
    draft.clear();
    if (host.onSaved) return host.onSaved(saved);
    void navigate(paths.view(saved.id), {
      state: { notice: `${definition.title} ${record ? 'updated' : 'saved'}.` },
    });
  }

  return (
    <Stack gap="4">
      {problem?.kind === 'conflict' ? (
        <ConflictAlert title={definition.title} onReload={onReload} />
      ) : null}
      {problem && problem.kind !== 'conflict' ? (
        <FormAlert status="error">{problem.message}</FormAlert>
      ) : null}
      {restored ? (
        <DraftNotice savedAt={restored.savedAt} onDiscard={() => setConfirm({ kind: 'discard' })} />
      ) : null}
      <RecordForm
        schema={definition.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={state.data}
        validator={validator}
        formContext={formContext}
        noHtml5Validate
        showErrorList={false}
        liveValidate={submitted ? 'onChange' : undefined}
        extraErrors={problem?.kind === 'fields' ? problem.errors : undefined}
        customValidate={(data, errors) =>
          addFieldErrors(errors, ruleErrors(definition, withoutEmptyObjects(data ?? {})))
        }
        transformErrors={(errors) =>
          humanizeFormErrors(errors, definition.schema as JsonSchemaNode)
        }
        onChange={onChange}
        onError={() => setSubmitted(true)}
        onSubmit={(event) => {
          setSubmitted(true);
          void onSubmit(event);
        }}
      >
        <FormActions
          saving={saving}
          onCancel={() => setConfirm({ kind: 'cancel', to: host.cancelTo ?? paths.list })}
          onReset={() => setConfirm({ kind: 'reset' })}
        />
      </RecordForm>
      <CancelConfirmDialog
        open={confirm?.kind === 'cancel'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind !== 'cancel') return;
          draft.clear();
          void navigate(confirm.to);
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'reset'}
        title="Confirm to reset"
        onCancel={() => setConfirm(null)}
        onConfirm={onReload}
      >
        Are you sure you want to reset? All information that you have entered will be lost.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'discard'}
        title="Discard the draft"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          discardDraft();
        }}
      >
        The form starts over without what you entered last time.
      </ConfirmDialog>
    </Stack>
  );
}
