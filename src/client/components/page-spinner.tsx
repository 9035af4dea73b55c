import { Center } from '@chakra-ui/react';
import { BusySpinner } from '../../../renderers/inputs/busy-spinner';

/** A loading page; `minH` smaller for a card's part of one. */
export function PageSpinner({
  label = 'Loading',
  minH = '40vh',
}: {
  label?: string;
  minH?: string;
}) {
  return (
    <Center minH={minH}>
      <BusySpinner size="lg" color="brand.solid" borderWidth="3px" label={label} />
    </Center>
  );
}
