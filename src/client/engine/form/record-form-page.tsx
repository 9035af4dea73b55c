import { useState, type ReactNode } from 'react';
import type { FormResponse } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { useRecord } from '../api/use-record';
import { FormGate } from '../form-gate';
import type { RecordPageProps } from '../routes/record-paths';
import type { FormHost } from './form-host';
import { RecordEditor } from './record-editor';
import { useFormValidator } from './use-form-validator';

interface RecordFormScreenProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
  recordId: string | undefined;
  host?: FormHost;
  /** Replaces the page's own header (a host shows where the form sits). */
  header?: ReactNode;
}

function RecordFormScreen({ form, fields, recordId, paths, host, header }: RecordFormScreenProps) {
  const { definition } = form;
  const { record, error, isLoading, mutate } = useRecord(recordId);
  const { validator, error: validatorError, retry: retryValidator } = useFormValidator(form);
  // Bumped by Reset and by Reload after a conflict: the editor starts over from fresh data.
  const [generation, setGeneration] = useState(0);
  const title = `${recordId ? 'Edit' : 'Add'} ${definition.title.toLowerCase()}`;
  const employeeField = definition.list.employeeField;
  // One who may write only their own records files them as themselves.
  const editorHost: FormHost | undefined =
    form.self && employeeField
      ? {
          ...host,
          initialData: { [employeeField]: form.self, ...host?.initialData },
          lockedFields: [...(host?.lockedFields ?? []), employeeField],
        }
      : host;

  async function reload() {
    if (recordId) await mutate();
    setGeneration((current) => current + 1);
  }

  let body;
  if (error)
    body = <LoadError message="The record could not be loaded." onRetry={() => void mutate()} />;
  else if (validatorError) {
    body = <LoadError message="The form could not be prepared." onRetry={retryValidator} />;
  } else if (isLoading || !validator) body = <PageSpinner />;
  else {
    body = (
      <RecordEditor
        key={`${record?.version ?? 'new'}-${generation}`}
        form={form}
        fields={fields}
        validator={validator}
        record={record}
        paths={paths}
        onReload={() => void reload()}
        host={editorHost}
      />
    );
  }
  return (
    <>
      {header ?? <PageHeader title={title} description={definition.description} />}
      {body}
    </>
  );
}

/** Add or edit one record of a form (`recordId` absent when adding). */
export function RecordFormPage({
  formId,
  recordId,
  paths,
  host,
  header,
}: RecordPageProps & { recordId?: string; host?: FormHost; header?: ReactNode }) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => (
        <RecordFormScreen
          form={form}
          fields={fields}
          formId={formId}
          recordId={recordId}
          paths={paths}
          host={host}
          header={header}
        />
      )}
    </FormGate>
  );
}
