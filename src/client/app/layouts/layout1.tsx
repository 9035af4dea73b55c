import { Box, Flex } from '@chakra-ui/react';
import { usePreferences } from '../../lib/preferences';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { ContentArea } from './content-area';
import type { LayoutProps } from './layout-props';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { SidebarBrand } from './sidebar-brand';
import { sidebarColors } from './sidebar-colors';

/** Layout 1: a wide side menu with section headings; breadcrumb above the page. */
export function Layout1(props: LayoutProps) {
  const colors = sidebarColors(usePreferences().sidebarColor);
  const mobile = props.viewport === 'mobile';
  const iconsOnly = props.viewport === 'tablet';
  return (
    <Flex minH="100vh" data-layout="layout1">
      {mobile ? null : (
        <Box
          as="aside"
          w={iconsOnly ? '20' : '72'}
          flexShrink={0}
          bg={colors.bg}
          color={colors.color}
          position="sticky"
          top="0"
          h="100vh"
          overflowY="auto"
          borderEndWidth="1px"
        >
          <SidebarBrand resources={props.resources} account={props.account} iconsOnly={iconsOnly} />
          <SideMenu
            groups={props.groups}
            counts={props.counts}
            variant={iconsOnly ? 'icons' : 'wide'}
            colors={colors}
          />
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader
          {...props}
          showLogo={mobile}
          leading={mobile ? <MobileMenu groups={props.groups} counts={props.counts} /> : null}
        />
        <ContentArea top={<AppBreadcrumb groups={props.groups} />}>{props.children}</ContentArea>
      </Flex>
    </Flex>
  );
}
