import { Stack } from '@chakra-ui/react';
import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/** A field with alternatives: the selector (labelled by the field's label), then the chosen one. */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
}: MultiSchemaFieldTemplateProps) {
  return (
    <Stack gap="3" minW="0">
      {selector}
      {optionSchemaField}
    </Stack>
  );
}
