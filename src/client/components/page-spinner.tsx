import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={label} />
    </Center>
  );
}
