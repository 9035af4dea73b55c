import { Text } from '@chakra-ui/react';
import { formatFieldValue } from '../../src/shared/format/field-value';
import type { CellProps } from './cell-props';

const NUMERIC = new Set(['number', 'money']);

/** The value as the shared plain-text format (numbers right-aligned); one line, full text on hover. */
export function TextCell({ value, field }: CellProps) {
  const text = formatFieldValue(field, value);
  return (
    <Text
      as="span"
      display="block"
      truncate
      title={text}
      textAlign={NUMERIC.has(field.kind) ? 'end' : undefined}
    >
      {text}
    </Text>
  );
}
