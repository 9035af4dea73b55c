import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { useForms } from '../api/use-forms';
import { enginePaths, type RecordPaths } from './record-paths';
import { RecordFormPage, RecordViewPage } from './record-pages';
import { formPaths } from '../../../shared/forms/form-paths';

/**
 * The engine's own pages of any record type (`/create_record/:formId`, `/edit_record/…`,
 * `/view_record/…`): its list is the definition's own, so the form's summary comes first; a
 * form this person may not use is not there, and its pages are not found.
 */
function EnginePage({
  children,
}: {
  children: (formId: string, paths: RecordPaths, recordId: string) => ReactNode;
}) {
  const { formId = '', recordId = '' } = useParams();
  const { forms, error, retry } = useForms();
  if (error) return <LoadError message="The page could not be loaded." onRetry={retry} />;
  if (!forms) return <PageSpinner />;
  const form = forms.find((candidate) => candidate.formId === formId);
  if (!form) return <Navigate to="/session/404" replace />;
  return children(formId, { ...enginePaths(formId), list: formPaths.list(form) }, recordId);
}

/** `/create_record/:formId` */
export function EngineCreateRoute() {
  return (
    <EnginePage>
      {(formId, paths) => <RecordFormPage key={formId} formId={formId} paths={paths} />}
    </EnginePage>
  );
}

/** `/edit_record/:formId/:recordId` */
export function EngineEditRoute() {
  return (
    <EnginePage>
      {(formId, paths, recordId) => (
        <RecordFormPage
          key={`${formId}/${recordId}`}
          formId={formId}
          recordId={recordId}
          paths={paths}
        />
      )}
    </EnginePage>
  );
}

/** `/view_record/:formId/:recordId` */
export function EngineViewRoute() {
  return (
    <EnginePage>
      {(formId, paths, recordId) => (
        <RecordViewPage
          key={`${formId}/${recordId}`}
          formId={formId}
          recordId={recordId}
          paths={paths}
        />
      )}
    </EnginePage>
  );
}
