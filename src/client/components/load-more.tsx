import { Button, Flex } from '@chakra-ui/react';

export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Flex justify="center" py="4" borderTopWidth="1px">
      <Button
        variant="outline"
        size="sm"
        loading={loading}
        loadingText="Loading"
        onClick={onLoadMore}
      >
        Load more
      </Button>
    </Flex>
  );
}
