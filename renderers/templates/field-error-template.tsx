import { Stack, Text } from '@chakra-ui/react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { plainError } from './plain-error';

/** A field's own errors, in plain words, under the input (the input's aria-describedby). */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = errors.filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <Stack id={errorId(fieldPathId)} gap="0.5" fontSize="sm" color="fg.error">
      {messages.map((message, index) => (
        <Text key={index}>{typeof message === 'string' ? plainError(message) : message}</Text>
      ))}
    </Stack>
  );
}
