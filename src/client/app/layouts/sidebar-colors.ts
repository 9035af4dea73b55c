import { SIDEBAR_COLORS, type SidebarColor } from '../../../shared/themes';

/** The side menu's colours for a customizer choice; 'theme' uses the organisation's palette. */
export function sidebarColors(choice: SidebarColor): {
  bg: string;
  color: string;
  muted: string;
  hover: string;
} {
  const entry = SIDEBAR_COLORS[choice];
  const light = entry.background === '#ffffff';
  return {
    bg: entry.background ?? 'sidebar',
    color: entry.text,
    muted: light ? 'gray.500' : 'whiteAlpha.700',
    hover: light ? 'blackAlpha.100' : 'whiteAlpha.200',
  };
}
