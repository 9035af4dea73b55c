import { Alert, Button } from '@chakra-ui/react';

/** A 409: someone saved a newer version since this form was opened. */
export function ConflictAlert({ title, onReload }: { title: string; onReload: () => void }) {
  return (
    <Alert.Root status="warning" role="alert" rounded="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Description flex="1">
        Someone else changed this {title.toLowerCase()} after you opened it. Reload to see their
        changes; what you entered here will be lost.
      </Alert.Description>
      <Button size="sm" variant="outline" onClick={onReload}>
        Reload
      </Button>
    </Alert.Root>
  );
}
