import { Text } from '@chakra-ui/react';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A schema `description`, between a label and its input. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted">
      {description}
    </Text>
  );
}
