import { Box, type BoxProps } from '@chakra-ui/react';

/** A white, bordered surface on the page's tinted background (cards, table frames). */
export function Panel(props: BoxProps) {
  return (
    <Box
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      shadow="xs"
      overflow="hidden"
      {...props}
    />
  );
}
