import type { FormViews } from './definition';

/** The views that take a page of their own, in the order the view switcher shows them. */
export const PAGE_VIEWS = ['board', 'calendar', 'chart'] as const;
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
