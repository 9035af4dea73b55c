import { lazy } from 'react';

// Each screen is its own chunk: the list does not load RJSF, the form does not load the table.
export const RecordListPage = lazy(() =>
  import('../list/record-list-page').then((m) => ({ default: m.RecordListPage })),
);
export const RecordFormPage = lazy(() =>
  import('../form/record-form-page').then((m) => ({ default: m.RecordFormPage })),
);
export const RecordViewPage = lazy(() =>
  import('../view/record-view-page').then((m) => ({ default: m.RecordViewPage })),
);
// The form builder (its pages, the preview) is one chunk of its own.
export const BuilderRoutes = lazy(() =>
  import('../builder/builder-routes').then((m) => ({ default: m.BuilderRoutes })),
);
export const RecordTemplatePage = lazy(() =>
  import('../builder/builder-routes').then((m) => ({ default: m.RecordTemplatePage })),
);
export const RecordImporterPage = lazy(() =>
  import('../importer/record-importer').then((m) => ({ default: m.RecordImporter })),
);
// Each view is its own chunk too: the board brings framer-motion, which no other screen loads.
export const RecordBoardPage = lazy(() =>
  import('../views/board/record-board-page').then((m) => ({ default: m.RecordBoardPage })),
);
export const RecordCalendarPage = lazy(() =>
  import('../views/calendar/record-calendar-page').then((m) => ({
    default: m.RecordCalendarPage,
  })),
);
export const RecordChartPage = lazy(() =>
  import('../views/chart/record-chart-page').then((m) => ({ default: m.RecordChartPage })),
);
export const RecordMatrixPage = lazy(() =>
  import('../views/matrix/record-matrix-page').then((m) => ({ default: m.RecordMatrixPage })),
);
export const RecordDashboardPage = lazy(() =>
  import('../views/dashboard/record-dashboard-page').then((m) => ({
    default: m.RecordDashboardPage,
  })),
);
