import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Why part of a screen is read only (released, turned off, not the person's role). */
export function NoticeAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="info" rounded="md">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
