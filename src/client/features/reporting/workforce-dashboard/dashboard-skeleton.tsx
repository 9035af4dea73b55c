import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

/** The page's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="60" rounded="lg" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="40" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
