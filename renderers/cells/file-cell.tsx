import { Button, Flex, Text } from '@chakra-ui/react';
import type { StoredFile } from '../../src/shared/api/records';
import type { CellProps } from './cell-props';

function filesOf(value: unknown): StoredFile[] {
  if (Array.isArray(value)) return value as StoredFile[];
  return value && typeof value === 'object' ? [value as StoredFile] : [];
}

/** Attached files by name, each opening the file when the page passes `openFile`. */
export function FileCell({ value, openFile }: CellProps) {
  const files = filesOf(value);
  if (files.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap">
      {files.map((file) =>
        openFile ? (
          <Button
            key={file.id}
            variant="plain"
            size="sm"
            h="auto"
            px="0"
            color="colorPalette.fg"
            textDecoration="underline"
            onClick={(event) => {
              // Inside a clickable list row: open the file, not the record.
              event.stopPropagation();
              openFile(file);
            }}
          >
            {file.name}
          </Button>
        ) : (
          <Text as="span" key={file.id}>
            {file.name}
          </Text>
        ),
      )}
    </Flex>
  );
}
