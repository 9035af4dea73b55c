import { useRoutes } from 'react-router-dom';
import { UPDATE_IMPORTERS } from '../../../../shared/forms/update-importers';
import { DefinitionRoute } from './definition-route';
import { RecordImporterPage } from './record-pages';
import {
  EngineCreateRoute,
  EngineEditRoute,
  EngineListRoute,
  EngineViewRoute,
  RtbRoute,
} from './engine-routes';

/**
 * Every record-engine path under the signed-in layout, loaded as one chunk so the shell stays
 * small: the engine routes of the spec, then each definition's own routes (data, resolved
 * against GET /api/forms), and anything else to the not-found page.
 */
export function RecordRoutes() {
  return useRoutes([
    { path: 'rtb/:view?/:recordId?', element: <RtbRoute /> },
    { path: 'record_template/:formId', element: <EngineListRoute /> },
    { path: 'create_record/:formId', element: <EngineCreateRoute /> },
    { path: 'edit_record/:formId/:recordId', element: <EngineEditRoute /> },
    { path: 'view_record/:formId/:recordId', element: <EngineViewRoute /> },
    // The spec's loan pages are the engine's, at paths of their own.
    { path: 'payroll/loan-management/:formId', element: <EngineListRoute /> },
    { path: 'payroll/create-loan-management/:formId', element: <EngineCreateRoute /> },
    { path: 'payroll/view-loan-management/:formId/:recordId', element: <EngineViewRoute /> },
    { path: 'payroll/edit-loan-management/:formId/:recordId', element: <EngineEditRoute /> },
    // Update-only importers: their rows change existing records, never add any.
    ...UPDATE_IMPORTERS.map(({ formId, path }) => ({
      path: path.slice(1),
      element: <RecordImporterPage formId={formId} mode="update" />,
    })),
    { path: '*', element: <DefinitionRoute /> },
  ]);
}
