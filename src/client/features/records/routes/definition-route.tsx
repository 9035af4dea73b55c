import { Navigate, useLocation } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useForms } from '../api/use-forms';
import { definitionPaths } from './record-paths';
import { RecordFormPage, RecordImporterPage, RecordListPage, RecordViewPage } from './record-pages';
import { resolveRecordRoute } from './resolve-record-route';

/**
 * The catch-all inside the signed-in layout: a definition's `importer.route` shows its importer,
 * a path under a definition's `route` base shows that record screen; any other path goes to the not-found page as before.
 */
export function DefinitionRoute() {
  const { pathname } = useLocation();
  const { forms, error, retry } = useForms();
  if (error) return <LoadError message="The page could not be loaded." onRetry={retry} />;
  if (!forms) return <PageSpinner />;
  const importer = forms.find((form) => form.importerRoute === pathname.replace(/\/+$/, ''));
  if (importer) return <RecordImporterPage key={importer.formId} formId={importer.formId} />;
  const resolved = resolveRecordRoute(pathname, forms);
  if (!resolved) return <Navigate to="/session/404" replace />;

  const { page, form, recordId = '' } = resolved;
  const props = { formId: form.formId, paths: definitionPaths(form) };
  const key = `${form.formId}/${recordId}`;
  if (page === 'list') return <RecordListPage key={key} {...props} />;
  if (page === 'create') return <RecordFormPage key={key} {...props} />;
  if (page === 'edit') return <RecordFormPage key={key} {...props} recordId={recordId} />;
  return <RecordViewPage key={key} {...props} recordId={recordId} />;
}
