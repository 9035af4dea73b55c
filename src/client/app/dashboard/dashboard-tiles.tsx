import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavGroup } from '../../../shared/navigation';
import { pendingCount } from '../../lib/pending-count';
import { foldLists } from '../layouts/menu-lists';

interface DashboardTilesProps {
  groups: NavGroup[];
  counts: Record<string, number>;
}

/**
 * The cards' look, set once on the grid for every element below it: a whole menu of shortcuts
 * (~160 links) styled element by element through Chakra's style props cost ~0.2 s of the
 * dashboard's first paint.
 */
const TILE_STYLES = {
  // Cards flow down columns (a group's length varies), never split across two.
  '& > li': {
    breakInside: 'avoid',
    marginBottom: '4',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    padding: '4',
    bg: 'bg',
    borderWidth: '1px',
    rounded: 'lg',
    shadow: 'xs',
  },
  '& h3': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  '& ul': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' },
  '& a': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    marginInline: '-2',
    paddingInline: '2',
    paddingBlock: '1',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    _hover: { bg: 'brand.subtle', color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
  '& [data-part=badge]': {
    paddingInline: '1.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    bg: 'brand.solid',
    color: 'brand.contrast',
    textTransform: 'none',
    letterSpacing: 'normal',
  },
};

/** One card per menu group (the dashboard itself left out), each entry with its pending badge. */
export function DashboardTiles({ groups, counts }: DashboardTilesProps) {
  const cards = foldLists(groups)
    .map((group) => ({ group, items: group.items.filter((item) => item.path !== '/dashboard') }))
    .filter(({ items }) => items.length > 0);
  if (cards.length === 0) return null;
  return (
    <chakra.ul
      columnCount={{ base: 1, md: 2, lg: 3 }}
      columnGap="4"
      listStyleType="none"
      aria-label="Shortcuts"
      css={TILE_STYLES}
    >
      {cards.map(({ group, items }) => {
        const pending = items.reduce((sum, item) => sum + pendingCount(item, counts), 0);
        return (
          <li key={group.id}>
            <h3>
              {group.label}
              {pending > 0 ? <span data-part="badge">{pending} new</span> : null}
            </h3>
            <ul aria-label={group.label}>
              {items.map((item) => {
                const count = pendingCount(item, counts);
                return (
                  <li key={item.id}>
                    <RouterLink to={item.path}>
                      {item.label}
                      {count > 0 ? <span data-part="badge">{count} new</span> : null}
                    </RouterLink>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </chakra.ul>
  );
}
