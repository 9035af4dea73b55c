import { useRoutes, type RouteObject } from 'react-router-dom';
import { UPDATE_IMPORTERS } from '../../../shared/forms/update-importers';
import { preloadRoute } from '../../lib/lazy-page';
import { DefinitionRoute } from './definition-route';
import { BuilderRoutes, RecordImporterPage, RecordTemplatePage } from './record-pages';
import { EngineCreateRoute, EngineEditRoute, EngineViewRoute } from './engine-routes';

const recordRoutes: RouteObject[] = [
  // The spec's form builder routes: `/rtb/:view?/:recordId?` and `/record_template/:formId`.
  { path: 'rtb/*', element: <BuilderRoutes /> },
  { path: 'record_template/:formId', element: <RecordTemplatePage /> },
  { path: 'create_record/:formId', element: <EngineCreateRoute /> },
  { path: 'edit_record/:formId/:recordId', element: <EngineEditRoute /> },
  { path: 'view_record/:formId/:recordId', element: <EngineViewRoute /> },
  // Update-only importers: their rows change existing records, never add any.
  ...UPDATE_IMPORTERS.map(({ formId, path }) => ({
    path: path.slice(1),
    element: <RecordImporterPage formId={formId} mode="update" />,
  })),
  { path: '*', element: <DefinitionRoute /> },
];

/**
 * Every record-engine path under the signed-in layout, loaded as one chunk so the shell stays
 * small: the engine and form builder routes of the spec, then each definition's own routes (its `paths` or the
 * shapes under its `route`: data, resolved against GET /api/forms), and anything else to the
 * not-found page.
 */
export function RecordRoutes() {
  return useRoutes(recordRoutes);
}
RecordRoutes.preload = (pathname: string) => preloadRoute(recordRoutes, pathname);
