import { Badge, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppIcon } from '../../components/app-icon';
import type { LayoutProps } from './layout-props';
import { pendingCount } from '../../lib/pending-count';
import { foldLists, isEntryActive } from './menu-lists';

/** Layout 3's menu: one dropdown per menu group across the top. */
export function TopNav({ groups, counts }: Pick<LayoutProps, 'groups' | 'counts'>) {
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label="Main menu" gap="1" overflowX="auto">
      {foldLists(groups).map((group) => {
        const active = group.items.some((item) => isEntryActive(item, groups, pathname));
        const pending = group.items.reduce((sum, item) => sum + pendingCount(item, counts), 0);
        return (
          <Menu.Root key={group.id} positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>
              <Button
                variant="ghost"
                size="sm"
                color="inherit"
                fontWeight={active ? 'semibold' : 'medium'}
                borderBottomWidth="2px"
                borderColor="transparent"
                borderBottomColor={active ? 'currentColor' : 'transparent'}
                rounded="none"
              >
                {group.label}
                {pending > 0 ? (
                  <Badge size="sm" variant="solid" bg="accent" color="gray.900" rounded="full">
                    {pending} new
                  </Badge>
                ) : null}
                <AppIcon name="chevronDown" size="14px" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  {group.items.map((item) => {
                    const count = pendingCount(item, counts);
                    const current = isEntryActive(item, groups, pathname);
                    return (
                      <Menu.Item
                        key={item.id}
                        value={item.id}
                        asChild
                        fontWeight={current ? 'semibold' : 'normal'}
                        bg={current ? 'brand.subtle' : undefined}
                      >
                        <RouterLink to={item.path} aria-current={current ? 'page' : undefined}>
                          <Text flex="1">{item.label}</Text>
                          {count > 0 ? (
                            <Badge size="sm" colorPalette="brand" variant="solid">
                              {count} new
                            </Badge>
                          ) : null}
                        </RouterLink>
                      </Menu.Item>
                    );
                  })}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </HStack>
  );
}
