import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FieldControlContext, type FieldControl } from './field-control';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled field: the <label> points at the input inside (TextInput, PasswordInput), which
 * also gets aria-invalid and aria-describedby, so screen readers and getByLabelText find it.
 * (Lighter than Chakra's Field, which pulls Ark's field machinery into the login page.)
 */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const control: FieldControl = { id };
  if (error) control['aria-invalid'] = true;
  if (error || helper) control['aria-describedby'] = messageId;
  if (required) control.required = true;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <FieldControlContext.Provider value={control}>{children}</FieldControlContext.Provider>
      {error ? (
        <Text id={messageId} fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : helper ? (
        <Box id={messageId} fontSize="sm" color="fg.muted">
          {helper}
        </Box>
      ) : null}
    </Stack>
  );
}
