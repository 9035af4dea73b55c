import type { ChartMeasure, FormViews } from './definition';

/** The views that take a page of their own, in the order the view switcher shows them. */
export const PAGE_VIEWS = ['board', 'calendar', 'chart', 'dashboard', 'matrix'] as const;
export type PageView = (typeof PAGE_VIEWS)[number];

/** The views a definition turns on. */
export const pageViewsOf = (views: FormViews | undefined): PageView[] =>
  PAGE_VIEWS.filter((view) => views?.[view]);

/** The views that have their own URL (`views.<view>.path`), by view. */
export function viewPathsOf(views: FormViews | undefined): Partial<Record<PageView, string>> {
  return Object.fromEntries(
    pageViewsOf(views).flatMap((view) => {
      const path = views?.[view]?.path;
      return path ? [[view, path]] : [];
    }),
  );
}

/**
 * What the server may add up for a definition: the groupings and measures its chart and its
 * dashboard's panels declare (a panel without a measure counts).
 */
export function declaredAggregates(views: FormViews | undefined): {
  groupBy: string[];
  measures: ChartMeasure[];
} {
  const panels = views?.dashboard?.panels ?? [];
  return {
    groupBy: [...new Set([...(views?.chart?.groupBy ?? []), ...panels.map((p) => p.groupBy)])],
    measures: [
      ...(views?.chart?.measures ?? []),
      ...panels.map((panel): ChartMeasure => panel.measure ?? { op: 'count' }),
    ],
  };
}
