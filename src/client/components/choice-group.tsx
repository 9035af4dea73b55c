import { Box, Button, Flex, HStack, Text, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceGroupProps {
  title: string;
  /** What the group offers: "Select all" and "Clear" act on these keys. */
  keys: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (keys: readonly string[], on: boolean) => void;
  /** Only how many the group holds, without the buttons. */
  readOnly?: boolean;
  /** The sticky header's frame (padding, height, borders, stacking) in its scrolling list. */
  header: FlexProps;
  /** The group's choices. */
  children: ReactNode;
}

/** One group of a long checklist: its title, how many are chosen, select all and clear. */
export function ChoiceGroup({
  title,
  keys,
  selected,
  onToggle,
  readOnly = false,
  header,
  children,
}: ChoiceGroupProps) {
  const chosen = keys.filter((key) => selected.has(key)).length;
  return (
    <Box as="section" aria-label={title}>
      <Flex
        gap="3"
        align="center"
        justify="space-between"
        position="sticky"
        top="0"
        bg="bg.muted"
        {...header}
      >
        <HStack gap="2" minW="0">
          <Text as="h3" fontWeight="semibold" fontSize="sm" truncate>
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {readOnly ? keys.length : `${chosen} of ${keys.length}`}
          </Text>
        </HStack>
        {readOnly ? null : (
          <HStack gap="1">
            <Button
              size="2xs"
              variant="ghost"
              aria-label={`Select all in ${title}`}
              disabled={chosen === keys.length}
              onClick={() => onToggle(keys, true)}
            >
              Select all
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              aria-label={`Clear ${title}`}
              disabled={chosen === 0}
              onClick={() => onToggle(keys, false)}
            >
              Clear
            </Button>
          </HStack>
        )}
      </Flex>
      {children}
    </Box>
  );
}
