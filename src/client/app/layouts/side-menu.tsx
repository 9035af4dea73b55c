import { Badge, Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavGroup, NavItem } from '../../../shared/navigation';
import { AppIcon, type IconName } from '../../components/app-icon';
import { isActivePath } from './nav-match';
import { navInitials } from './nav-initials';

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

export function pendingCount(item: NavItem, counts: Record<string, number>): number {
  return item.badge ? (counts[item.badge.approvalType] ?? 0) : 0;
}

function ItemMark({ item, variant }: { item: NavItem; variant: SideMenuVariant }) {
  const icon = ITEM_ICONS[item.id];
  if (variant === 'wide' && !icon) return null;
  return (
    <Flex
      w="7"
      h="7"
      flexShrink={0}
      align="center"
      justify="center"
      rounded="md"
      fontSize="2xs"
      fontWeight="bold"
      bg="whiteAlpha.200"
      aria-hidden="true"
    >
      {icon ? <AppIcon name={icon} size="16px" /> : navInitials(item.label)}
    </Flex>
  );
}

function MenuLink({
  item,
  count,
  variant,
  colors,
  onNavigate,
}: { item: NavItem; count: number } & Omit<SideMenuProps, 'groups' | 'counts'>) {
  const { pathname } = useLocation();
  const active = isActivePath(item, pathname);
  const iconsOnly = variant === 'icons';
  return (
    <Flex
      asChild
      align="center"
      gap="3"
      px={iconsOnly ? '0' : '3'}
      py="2"
      justify={iconsOnly ? 'center' : 'flex-start'}
      position="relative"
      rounded="md"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'normal'}
      color={active ? colors.color : colors.muted}
      bg={active ? colors.hover : 'transparent'}
      borderStartWidth="3px"
      borderColor={active ? 'accent' : 'transparent'}
      _hover={{ bg: colors.hover, color: colors.color }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' }}
    >
      <RouterLink
        to={item.path}
        aria-current={active ? 'page' : undefined}
        aria-label={iconsOnly ? item.label : undefined}
        title={iconsOnly ? item.label : undefined}
        onClick={onNavigate}
      >
        <ItemMark item={item} variant={variant} />
        {iconsOnly ? null : (
          <Text as="span" flex="1" truncate>
            {item.label}
          </Text>
        )}
        {count > 0 ? (
          <Badge
            size="sm"
            variant="solid"
            bg="accent"
            color="gray.900"
            rounded="full"
            position={iconsOnly ? 'absolute' : 'static'}
            top="0"
            insetEnd="0"
          >
            {iconsOnly ? (
              <>
                {count}
                <VisuallyHidden> new</VisuallyHidden>
              </>
            ) : (
              `${count} new`
            )}
          </Badge>
        ) : null}
      </RouterLink>
    </Flex>
  );
}

/** The menu from GET /api/navigation; highlights the current page and counts pending approvals. */
export function SideMenu({ groups, counts, variant, colors, onNavigate }: SideMenuProps) {
  return (
    <Box as="nav" aria-label="Main menu" px={variant === 'icons' ? '2' : '3'} py="4">
      {groups.map((group) => (
        <Box key={group.id} mb="5">
          {variant !== 'wide' ? (
            <Box h="1px" bg={colors.hover} mx="2" mb="2" aria-hidden="true" />
          ) : (
            <Text
              as="h2"
              px="3"
              mb="1.5"
              fontSize="2xs"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              color={colors.muted}
            >
              {group.label}
            </Text>
          )}
          <Box
            as="ul"
            aria-label={group.label}
            listStyleType="none"
            display="flex"
            flexDirection="column"
            gap="0.5"
          >
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuLink
                  item={item}
                  count={pendingCount(item, counts)}
                  variant={variant}
                  colors={colors}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
