import { Badge } from '@chakra-ui/react';
import { formatFieldValue } from '../../src/shared/format/field-value';
import type { CellProps } from './cell-props';

/** Yes/No as a badge (nothing when the value was never set). */
export function BooleanCell({ value, field }: CellProps) {
  if (value === undefined || value === null) return null;
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
      {formatFieldValue(field, value)}
    </Badge>
  );
}
