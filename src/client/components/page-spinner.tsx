import { Center, Spinner } from '@chakra-ui/react';

/** A loading page; `minH` smaller for a card's part of one. */
export function PageSpinner({
  label = 'Loading',
  minH = '40vh',
}: {
  label?: string;
  minH?: string;
}) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={label} />
    </Center>
  );
}
