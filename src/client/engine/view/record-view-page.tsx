import { Badge, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RecordDetails } from '../../../../renderers/record-details';
import type { FormResponse, RecordItem } from '../../../shared/api/records';
import type { FieldInfo, JsonSchemaNode } from '../../../shared/forms/fields';
import { editableStates } from '../../../shared/forms/workflow-states';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { openStoredFile } from '../api/open-stored-file';
import { recordKeys } from '../api/record-keys';
import { watchStoredImage } from '../api/stored-images';
import { useRecord } from '../api/use-record';
import { FormGate } from '../form-gate';
import { RecordHistoryPanel } from '../history/record-history-panel';
import type { RecordPageProps } from '../routes/record-paths';
import { RecordActions } from './record-actions';
import { RecordViewPanel } from './record-view-panels';
import { RelatedRecords } from './related-records';
import { WorkflowActions } from '../workflow/workflow-actions';
import { WorkflowStatePanel } from '../workflow/workflow-state-panel';

type Notice = { status: 'success' | 'error'; text: string };

interface RecordViewProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
  recordId: string;
}

/** What a save navigated here with ("Gender saved."). */
function useArrivalNotice(): Notice | null {
  const state = useLocation().state as { notice?: unknown } | null;
  return typeof state?.notice === 'string' ? { status: 'success', text: state.notice } : null;
}

function RecordView({ form, fields, recordId, paths }: RecordViewProps) {
  const { definition, canWrite, canCreate } = form;
  const { workflow } = definition;
  const { accountId } = useCurrentAccount();
  const { mutate: mutateCache } = useSWRConfig();
  const { record, error, isLoading, mutate } = useRecord(recordId);
  const arrival = useArrivalNotice();
  const [notice, setNotice] = useState<Notice | null>(null);

  if (isLoading) return <PageSpinner />;
  if (!record) {
    return <LoadError message="The record could not be loaded." onRetry={() => void mutate()} />;
  }

  function onChanged(next: RecordItem, text: string) {
    void mutate(next, { revalidate: false });
    void mutateCache(recordKeys.history(recordId, accountId));
    setNotice({ status: 'success', text });
  }

  const shown = notice ?? arrival;
  const state = workflow ? String(record.data[workflow.field] ?? '') : null;
  const editable = !workflow || editableStates(workflow).includes(state ?? '');
  return (
    <>
      <PageHeader
        title={definition.title}
        description={
          record.deletedAt ? (
            <Badge colorPalette="red">Deleted</Badge>
          ) : state ? (
            <Badge colorPalette="brand">{state}</Badge>
          ) : undefined
        }
        actions={
          <RecordActions
            record={record}
            title={definition.title}
            canWrite={canWrite && editable}
            canRemove={canCreate}
            printable={definition.views?.print === true}
            paths={paths}
            onChanged={onChanged}
            onError={(text) => setNotice({ status: 'error', text })}
          >
            {workflow ? (
              <WorkflowActions definition={definition} record={record} onChanged={onChanged} />
            ) : null}
          </RecordActions>
        }
      />
      <Stack gap="6">
        {shown ? <FormAlert status={shown.status}>{shown.text}</FormAlert> : null}
        {error ? (
          <FormAlert status="error">The latest version could not be loaded.</FormAlert>
        ) : null}
        <Panel p="6">
          <RecordDetails
            definition={definition}
            data={record.data}
            openFile={openStoredFile}
            imageSource={watchStoredImage}
          />
        </Panel>
        {workflow && state ? (
          <WorkflowStatePanel recordId={recordId} field={workflow.field} state={state} />
        ) : null}
        <RecordViewPanel formId={definition.formId} recordId={recordId} />
        <RelatedRecords definition={definition} data={record.data} recordId={recordId} />
        <RecordHistoryPanel
          recordId={recordId}
          fields={fields}
          schema={definition.schema as JsonSchemaNode}
        />
      </Stack>
    </>
  );
}

/** One record, read-only, with its actions and history. */
export function RecordViewPage({
  formId,
  recordId,
  paths,
}: RecordPageProps & { recordId: string }) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => (
        <RecordView form={form} fields={fields} formId={formId} recordId={recordId} paths={paths} />
      )}
    </FormGate>
  );
}
