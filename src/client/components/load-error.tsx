import { Alert, Button } from '@chakra-ui/react';

/** A list that failed to load: say so and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" rounded="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Description flex="1">{message}</Alert.Description>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
