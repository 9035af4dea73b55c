import { Box, Flex, Skeleton } from '@chakra-ui/react';

const CardSkeleton = () => <Skeleton w="60" h="24" rounded="lg" />;

/** The shape of a chart while it loads: a card and three reports below it. */
export function OrgChartSkeleton() {
  return (
    <Flex
      direction="column"
      align="center"
      gap="5"
      py="8"
      aria-busy="true"
      aria-label="Loading the chart"
    >
      <CardSkeleton />
      <Box h="5" borderInlineStartWidth="2px" borderColor="border" />
      <Flex gap="4" wrap="wrap" justify="center">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </Flex>
    </Flex>
  );
}
