import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavGroup, NavItem } from '../../../shared/navigation';
import { AppIcon, type IconName } from '../../components/app-icon';
import { pendingCount } from '../../lib/pending-count';
import { navInitials } from './nav-initials';
import { foldLists, isEntryActive } from './menu-lists';

/** wide: labels under group headings; compact: icon + label; icons: icons only (tablet). */
export type SideMenuVariant = 'wide' | 'compact' | 'icons';

const ITEM_ICONS: Record<string, IconName> = {
  dashboard: 'home',
  security: 'lock',
  'audit-trail': 'list',
  outbox: 'mail',
  'time-records': 'clock',
};

interface SideMenuProps {
  groups: NavGroup[];
  counts: Record<string, number>;
  variant: SideMenuVariant;
  colors: { color: string; muted: string; hover: string };
  onNavigate?: () => void;
}

/**
 * The menu's look, set once on the <nav> for every entry below it: the menu has ~160 entries,
 * and styling each element through Chakra's style props cost ~0.2 s of every first paint.
 */
function menuStyles(colors: SideMenuProps['colors']) {
  return {
    '& [data-part=group]': { marginBottom: '5' },
    '& [data-part=heading]': {
      paddingInline: '3',
      marginBottom: '1.5',
      fontSize: '2xs',
      fontWeight: 'semibold',
      letterSpacing: 'wider',
      textTransform: 'uppercase',
      color: colors.muted,
    },
    '& [data-part=rule]': { height: '1px', bg: colors.hover, marginInline: '2', marginBottom: '2' },
    '& ul': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' },
    '& a': {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      paddingInline: '3',
      paddingBlock: '2',
      position: 'relative',
      rounded: 'md',
      fontSize: 'sm',
      color: colors.muted,
      borderStartWidth: '3px',
      borderColor: 'transparent',
      _hover: { bg: colors.hover, color: colors.color },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' },
    },
    '& a[aria-current=page]': {
      fontWeight: 'semibold',
      color: colors.color,
      bg: colors.hover,
      borderColor: 'accent',
    },
    '&[data-variant=icons] a': { paddingInline: '0', justifyContent: 'center' },
    '& [data-part=mark]': {
      display: 'flex',
      width: '7',
      height: '7',
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'center',
      rounded: 'md',
      fontSize: '2xs',
      fontWeight: 'bold',
      bg: 'whiteAlpha.200',
    },
    '& [data-part=label]': { flex: '1', truncate: true },
    '& [data-part=badge]': {
      display: 'inline-flex',
      alignItems: 'center',
      paddingInline: '1.5',
      rounded: 'full',
      fontSize: 'xs',
      fontWeight: 'medium',
      lineHeight: '1.25rem',
      whiteSpace: 'nowrap',
      bg: 'accent',
      color: 'gray.900',
    },
    '&[data-variant=icons] [data-part=badge]': { position: 'absolute', top: '0', insetEnd: '0' },
    '& [data-part=hidden]': { srOnly: true },
  };
}

function MenuLink({
  item,
  count,
  active,
  variant,
  onNavigate,
}: {
  item: NavItem;
  count: number;
  active: boolean;
  variant: SideMenuVariant;
  onNavigate?: () => void;
}) {
  const iconsOnly = variant === 'icons';
  const icon = ITEM_ICONS[item.id];
  return (
    <RouterLink
      to={item.path}
      aria-current={active ? 'page' : undefined}
      aria-label={iconsOnly ? item.label : undefined}
      title={iconsOnly ? item.label : undefined}
      onClick={onNavigate}
    >
      {variant === 'wide' && !icon ? null : (
        <span data-part="mark" aria-hidden="true">
          {icon ? <AppIcon name={icon} size="16px" /> : navInitials(item.label)}
        </span>
      )}
      {iconsOnly ? null : <span data-part="label">{item.label}</span>}
      {count > 0 ? (
        <span data-part="badge">
          {iconsOnly ? (
            <>
              {count}
              <span data-part="hidden"> new</span>
            </>
          ) : (
            `${count} new`
          )}
        </span>
      ) : null}
    </RouterLink>
  );
}

/** The menu from GET /api/navigation; highlights the current page and counts pending approvals. */
export function SideMenu({ groups, counts, variant, colors, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  return (
    <chakra.nav
      aria-label="Main menu"
      data-variant={variant}
      px={variant === 'icons' ? '2' : '3'}
      py="4"
      css={menuStyles(colors)}
    >
      {foldLists(groups).map((group) => (
        <div key={group.id} data-part="group">
          {variant === 'wide' ? (
            <h2 data-part="heading">{group.label}</h2>
          ) : (
            <div data-part="rule" aria-hidden="true" />
          )}
          <ul aria-label={group.label}>
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuLink
                  item={item}
                  count={pendingCount(item, counts)}
                  active={isEntryActive(item, groups, pathname)}
                  variant={variant}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </chakra.nav>
  );
}
