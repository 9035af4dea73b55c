import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useForms } from '../../engine/api/use-forms';
import { RecordFormPage } from '../../engine/routes/record-pages';
import { definitionPaths } from '../../engine/routes/record-paths';
import { useChecklist, useChecklistRefresh } from './api/onboarding-api';
import { ownChecklistPaths, staffChecklistPaths, type ChecklistPaths } from './onboarding-paths';

/**
 * One sub-form of a checklist, filled in place: the engine's form for the new hire (their
 * employee set and locked), a draft kept in the browser until saved, and back to the
 * checklist after saving. Read-only sub-forms open the engine's view.
 */
function SubForm({ accountId, paths }: { accountId: string; paths: ChecklistPaths }) {
  const formId = useParams().formId ?? '';
  const viewer = useCurrentAccount();
  const navigate = useNavigate();
  const refresh = useChecklistRefresh();
  const { checklist, error, mutate } = useChecklist(accountId);
  const { forms, error: formsError, retry } = useForms();
  if (error || formsError)
    return (
      <LoadError
        message="The checklist could not be loaded."
        onRetry={() => {
          void mutate();
          retry();
        }}
      />
    );
  if (!checklist || !forms) return <PageSpinner />;
  const item = checklist.groups.flatMap((group) => group.forms).find((f) => f.form_id === formId);
  const summary = forms.find((form) => form.formId === formId);
  if (!item || !summary || !(item.canWrite || item.canRead))
    return (
      <Panel>
        <EmptyState
          icon="lock"
          title="Not available"
          description="This section is not part of the checklist, or it is not yours to fill."
        />
      </Panel>
    );
  const recordPaths = definitionPaths(summary);
  if (!item.canWrite)
    return item.recordId ? (
      <Navigate to={recordPaths.view(item.recordId)} replace />
    ) : (
      <Navigate to={paths.checklist} replace />
    );
  const isSelf = checklist.accountId === viewer.accountId;
  const employee = checklist.employee;
  return (
    <RecordFormPage
      formId={formId}
      recordId={item.recordId}
      paths={recordPaths}
      header={
        <PageHeader
          title={item.label}
          description={
            isSelf
              ? `${item.isRequiredToEmployee ? 'Required. ' : ''}Your answers go to HR when you save.`
              : `For ${employee.name} (${checklist.employeeNumber}).`
          }
        />
      }
      host={{
        initialData: employee.employeeRecordId
          ? { employee: { id: employee.employeeRecordId, label: employee.name } }
          : {},
        lockedFields: ['employee'],
        cancelTo: paths.checklist,
        draftKey: item.recordId ? undefined : `${viewer.accountId}:${accountId}:${formId}`,
        onSaved: () => {
          void refresh(accountId);
          void navigate(paths.checklist, { state: { notice: `${item.label} saved.` } });
        },
      }}
    />
  );
}

/** `/onboarding/fill/:formId`: the new hire's own sub-form. */
export function OwnSubFormPage() {
  return <SubForm accountId={useCurrentAccount().accountId} paths={ownChecklistPaths} />;
}

/** `/hr/onboarding/:accountId/fill/:formId`: a sub-form of a new hire's checklist, for staff. */
export function StaffSubFormPage() {
  const accountId = useParams().accountId ?? '';
  return <SubForm accountId={accountId} paths={staffChecklistPaths(accountId)} />;
}
