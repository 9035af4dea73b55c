import { Heading } from '@chakra-ui/react';
import type { TitleFieldProps } from '@rjsf/utils';

/** The title of a group of fields (a nested object or a list). */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <Heading
      as="h3"
      id={id}
      size="sm"
      data-required={required || undefined}
      _after={required ? { content: '" *"', color: 'fg.error' } : undefined}
    >
      {title}
    </Heading>
  );
}
