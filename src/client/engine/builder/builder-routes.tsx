import { Navigate, useRoutes } from 'react-router-dom';
import { BuilderHomePage } from './builder-home-page';
import { BuilderNewPage } from './builder-new-page';
import { BuilderVersionsPage } from './builder-versions-page';

export { RecordTemplatePage } from './record-template-page';

/** `/rtb/:view?/:recordId?`: the form builder's home, a new record type, a type's versions. */
export function BuilderRoutes() {
  return useRoutes([
    { index: true, element: <BuilderHomePage /> },
    { path: 'new', element: <BuilderNewPage /> },
    { path: 'versions/:recordId', element: <BuilderVersionsPage /> },
    { path: '*', element: <Navigate to="/session/404" replace /> },
  ]);
}
