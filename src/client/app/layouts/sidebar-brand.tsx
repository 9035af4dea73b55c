import { Box, Flex } from '@chakra-ui/react';
import { OrgLogo } from '../../components/org-logo';
import { letterheadOf, type LayoutProps } from './layout-props';

/** The logo block at the top of a side menu, narrower when the menu is icons only. */
export function SidebarBrand({
  resources,
  account,
  iconsOnly,
}: Pick<LayoutProps, 'resources' | 'account'> & { iconsOnly: boolean }) {
  const { name, logo } = letterheadOf({ resources, account });
  return (
    <Flex
      h="16"
      align="center"
      justify={iconsOnly ? 'center' : 'flex-start'}
      gap="3"
      px={iconsOnly ? '2' : '5'}
      flexShrink={0}
    >
      <Box bg="white" rounded="md" p="1">
        {/* The logo carries the organisation's name; its alt text names it for screen readers. */}
        <OrgLogo src={logo} name={name} height="8" maxWidth={iconsOnly ? '12' : '48'} />
      </Box>
    </Flex>
  );
}
