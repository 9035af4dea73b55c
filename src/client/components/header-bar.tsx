import { Flex, type FlexProps } from '@chakra-ui/react';

/** The bar at the top of a signed-in page (the app's, the platform console's): sticky, 4rem. */
export function HeaderBar(props: FlexProps) {
  return (
    <Flex
      as="header"
      data-print="hide"
      align="center"
      gap={{ base: '2', md: '4' }}
      h="16"
      px={{ base: '3', md: '6' }}
      position="sticky"
      top="0"
      zIndex="sticky"
      borderBottomWidth="1px"
      bg="bg"
      {...props}
    />
  );
}
