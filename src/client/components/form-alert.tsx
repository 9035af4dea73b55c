import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The outcome line under a form: errors are announced at once, success politely. */
export function FormAlert({
  status,
  children,
}: {
  status: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} rounded="md">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
