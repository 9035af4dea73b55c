import { Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { FormViews } from '../../../shared/forms/definition';
import { pageViewsOf, type PageView } from '../../../shared/forms/page-views';

const LABELS: Record<PageView | 'list', string> = {
  list: 'List',
  board: 'Board',
  calendar: 'Calendar',
  chart: 'Chart',
  dashboard: 'Dashboard',
  matrix: 'Matrix',
};

/** Where a view is: its own path, or the list's URL with `?view=`. */
export function viewHref(views: FormViews, view: PageView, listPath: string): string {
  return views[view]?.path ?? `${listPath}?view=${view}`;
}

interface ViewSwitcherProps {
  views: FormViews | undefined;
  listPath: string;
  current: PageView | 'list';
}

/** List | Board | Calendar | Chart | Dashboard | Matrix, for a definition that turns any view on. */
export function ViewSwitcher({ views, listPath, current }: ViewSwitcherProps) {
  const shown = pageViewsOf(views);
  if (!views || shown.length === 0) return null;
  const links: [PageView | 'list', string][] = [
    ['list', listPath],
    ...shown.map((view): [PageView, string] => [view, viewHref(views, view, listPath)]),
  ];
  return (
    <HStack gap="1" aria-label="Views" role="group">
      {links.map(([view, href]) => (
        <Button
          key={view}
          asChild
          size="sm"
          variant={view === current ? 'solid' : 'outline'}
          aria-current={view === current ? 'page' : undefined}
        >
          <Link to={href}>{LABELS[view]}</Link>
        </Button>
      ))}
    </HStack>
  );
}
