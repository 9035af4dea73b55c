import { Skeleton, Stack } from '@chakra-ui/react';

/** Placeholder rows while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="3" p="4" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h="6" />
      ))}
    </Stack>
  );
}
