import { Button, HStack, Text } from '@chakra-ui/react';

/** "Page 2 of 5" with Previous and Next, under a table paged by page number. */
export function PageButtons({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <HStack justify="flex-end" gap="3" mt="2" fontSize="sm">
      <Text>
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
