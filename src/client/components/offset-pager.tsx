import { Button, Flex, HStack, Text } from '@chakra-ui/react';

/** "1–25 of 80" with Previous and Next, under a table paged by offset. */
export function OffsetPager({
  offset,
  shown,
  total,
  pageSize,
  onChange,
}: {
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  onChange: (offset: number) => void;
}) {
  return (
    <Flex px="4" py="3" gap="3" align="center" justify="space-between" borderTopWidth="1px">
      <Text fontSize="sm" color="fg.muted">
        {offset + 1}–{offset + shown} of {total}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={offset + pageSize >= total}
          onClick={() => onChange(offset + pageSize)}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
