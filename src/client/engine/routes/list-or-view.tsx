import { useSearchParams } from 'react-router-dom';
import type { PageView } from '../../../shared/forms/page-views';
import type { RecordPageProps } from './record-paths';
import {
  RecordBoardPage,
  RecordCalendarPage,
  RecordChartPage,
  RecordDashboardPage,
  RecordListPage,
  RecordMatrixPage,
} from './record-pages';

const VIEW_PAGES = {
  board: RecordBoardPage,
  calendar: RecordCalendarPage,
  chart: RecordChartPage,
  dashboard: RecordDashboardPage,
  matrix: RecordMatrixPage,
} satisfies Record<PageView, unknown>;

const isPageView = (view: string | null): view is PageView =>
  view !== null && Object.hasOwn(VIEW_PAGES, view);

/**
 * A record type's list, or one of its views: the view's own path (`view`), or the list's URL
 * with `?view=<view>`.
 */
export function ListOrView({ view, ...props }: RecordPageProps & { view?: PageView }) {
  const [params] = useSearchParams();
  const asked = view ?? params.get('view');
  if (!isPageView(asked)) return <RecordListPage {...props} />;
  const Page = VIEW_PAGES[asked];
  return <Page {...props} />;
}
