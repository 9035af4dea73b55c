import { Box, Flex } from '@chakra-ui/react';
import { usePreferences } from '../../lib/preferences';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { ContentArea } from './content-area';
import { letterheadOf, type LayoutProps } from './layout-props';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { SidebarBrand } from './sidebar-brand';
import { sidebarColors } from './sidebar-colors';

const STYLES = {
  // Layout 1: a wide side menu with section headings; breadcrumb above the page.
  layout1: {
    width: '72',
    variant: 'wide',
    breadcrumbInHeader: false,
    frame: { borderEndWidth: '1px' },
  },
  // Layout 2 (default): a compact icon-and-label side menu, breadcrumb in the top header.
  layout2: { width: '60', variant: 'compact', breadcrumbInHeader: true, frame: { shadow: 'md' } },
} as const;

/** The two side-menu layouts; on tablets the menu shrinks to icons, on phones it is a drawer. */
export function SideMenuLayout({
  layout,
  ...props
}: LayoutProps & { layout: keyof typeof STYLES }) {
  const style = STYLES[layout];
  const colors = sidebarColors(usePreferences().sidebarColor);
  const mobile = props.viewport === 'mobile';
  const iconsOnly = props.viewport === 'tablet';
  const breadcrumb = <AppBreadcrumb groups={props.groups} />;
  const breadcrumbInHeader = style.breadcrumbInHeader && !mobile;
  return (
    <Flex minH="100vh" data-layout={layout}>
      {mobile ? null : (
        <Box
          as="aside"
          data-print="hide"
          w={iconsOnly ? '20' : style.width}
          flexShrink={0}
          bg={colors.bg}
          color={colors.color}
          position="sticky"
          top="0"
          h="100vh"
          overflowY="auto"
          {...style.frame}
        >
          <SidebarBrand resources={props.resources} account={props.account} iconsOnly={iconsOnly} />
          <SideMenu
            groups={props.groups}
            counts={props.counts}
            variant={iconsOnly ? 'icons' : style.variant}
            colors={colors}
          />
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader
          {...props}
          showLogo={mobile}
          center={breadcrumbInHeader ? breadcrumb : null}
          leading={mobile ? <MobileMenu groups={props.groups} counts={props.counts} /> : null}
        />
        <ContentArea top={breadcrumbInHeader ? null : breadcrumb} letterhead={letterheadOf(props)}>
          {props.children}
        </ContentArea>
      </Flex>
    </Flex>
  );
}
