import { Text } from '@chakra-ui/react';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** The `ui:help` hint under a field. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text id={helpId(fieldPathId)} fontSize="sm" color="fg.muted">
      {help}
    </Text>
  );
}
