import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { usePreferences } from '../../lib/preferences';
import type { LayoutProps } from './layout-props';
import { SideMenu } from './side-menu';
import { sidebarColors } from './sidebar-colors';

interface MobileMenuDrawerProps extends Pick<LayoutProps, 'groups' | 'counts'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The side menu in a drawer, for phones. */
export function MobileMenuDrawer({ groups, counts, open, onOpenChange }: MobileMenuDrawerProps) {
  const colors = sidebarColors(usePreferences().sidebarColor);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={colors.bg} color={colors.color}>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <SideMenu
                groups={groups}
                counts={counts}
                variant="wide"
                colors={colors}
                onNavigate={() => onOpenChange(false)}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="inherit" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
