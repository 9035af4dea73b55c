import { lazyPage } from '../../lib/lazy-page';

// Each screen is its own chunk: the list does not load RJSF, the form does not load the table.
export const RecordListPage = lazyPage(() => import('../list/record-list-page'), 'RecordListPage');
export const RecordFormPage = lazyPage(() => import('../form/record-form-page'), 'RecordFormPage');
export const RecordViewPage = lazyPage(() => import('../view/record-view-page'), 'RecordViewPage');
// The form builder (its pages, the preview) is one chunk of its own.
export const BuilderRoutes = lazyPage(() => import('../builder/builder-routes'), 'BuilderRoutes');
export const RecordTemplatePage = lazyPage(
  () => import('../builder/builder-routes'),
  'RecordTemplatePage',
);
export const RecordImporterPage = lazyPage(
  () => import('../importer/record-importer'),
  'RecordImporter',
);
// Each view is its own chunk too: the board brings framer-motion, which no other screen loads.
export const RecordBoardPage = lazyPage(
  () => import('../views/board/record-board-page'),
  'RecordBoardPage',
);
export const RecordCalendarPage = lazyPage(
  () => import('../views/calendar/record-calendar-page'),
  'RecordCalendarPage',
);
export const RecordChartPage = lazyPage(
  () => import('../views/chart/record-chart-page'),
  'RecordChartPage',
);
export const RecordMatrixPage = lazyPage(
  () => import('../views/matrix/record-matrix-page'),
  'RecordMatrixPage',
);
export const RecordDashboardPage = lazyPage(
  () => import('../views/dashboard/record-dashboard-page'),
  'RecordDashboardPage',
);
