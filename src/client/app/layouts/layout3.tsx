import { Box, Flex } from '@chakra-ui/react';
import { usePreferences } from '../../lib/preferences';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { ContentArea } from './content-area';
import { letterheadOf, type LayoutProps } from './layout-props';
import { MobileMenu } from './mobile-menu';
import { sidebarColors } from './sidebar-colors';
import { TopNav } from './top-nav';

/** Layout 3: no side menu; the menu runs across the top as dropdowns, in the sidebar colour. */
export function Layout3(props: LayoutProps) {
  const colors = sidebarColors(usePreferences().sidebarColor);
  const mobile = props.viewport === 'mobile';
  return (
    <Flex direction="column" minH="100vh" data-layout="layout3">
      <AppHeader
        {...props}
        leading={mobile ? <MobileMenu groups={props.groups} counts={props.counts} /> : null}
      />
      {mobile ? null : (
        <Box
          data-print="hide"
          bg={colors.bg}
          color={colors.color}
          px={{ base: '3', md: '6' }}
          position="sticky"
          top="16"
          zIndex="docked"
          shadow="sm"
        >
          <TopNav groups={props.groups} counts={props.counts} />
        </Box>
      )}
      <ContentArea top={<AppBreadcrumb groups={props.groups} />} letterhead={letterheadOf(props)}>
        {props.children}
      </ContentArea>
    </Flex>
  );
}
