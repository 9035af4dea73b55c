import { Navigate, useLocation } from 'react-router-dom';
import type { FormSummary } from '../../../shared/api/records';
import type { PageView } from '../../../shared/forms/page-views';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { useForms } from '../api/use-forms';
import { definitionPaths } from './record-paths';
import { ListOrView } from './list-or-view';
import { RecordFormPage, RecordImporterPage, RecordViewPage } from './record-pages';
import { resolveRecordRoute } from './resolve-record-route';

/** The view whose own path (`views.<view>.path`) this is, and its form. */
function viewAt(path: string, forms: FormSummary[]) {
  for (const form of forms)
    for (const [view, viewPath] of Object.entries(form.viewPaths ?? {}))
      if (viewPath === path) return { form, view: view as PageView };
  return null;
}

/**
 * The catch-all inside the signed-in layout: a definition's `importer.route` shows its importer,
 * a view's own path shows that view, a path under a definition's `route` base shows that record
 * screen; any other path goes to the not-found page as before.
 */
export function DefinitionRoute() {
  const { pathname } = useLocation();
  const { forms, error, retry } = useForms();
  if (error) return <LoadError message="The page could not be loaded." onRetry={retry} />;
  if (!forms) return <PageSpinner />;
  const path = pathname.replace(/\/+$/, '');
  const importer = forms.find((form) => form.importerRoute === path);
  if (importer) return <RecordImporterPage key={importer.formId} formId={importer.formId} />;
  const viewed = viewAt(path, forms);
  if (viewed) {
    const { form, view } = viewed;
    return (
      <ListOrView
        key={`${form.formId}/${view}`}
        formId={form.formId}
        paths={definitionPaths(form)}
        view={view}
      />
    );
  }
  const resolved = resolveRecordRoute(pathname, forms);
  if (!resolved) return <Navigate to="/session/404" replace />;

  const { page, form, recordId = '', filter } = resolved;
  const props = { formId: form.formId, paths: definitionPaths(form) };
  const key = `${form.formId}/${recordId}/${pathname}`;
  if (page === 'list') return <ListOrView key={key} {...props} filter={filter} />;
  if (page === 'create') return <RecordFormPage key={key} {...props} />;
  if (page === 'edit') return <RecordFormPage key={key} {...props} recordId={recordId} />;
  return <RecordViewPage key={key} {...props} recordId={recordId} />;
}
