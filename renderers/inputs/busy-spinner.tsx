import { Spinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * A spinner that tells assistive technology what is under way: a status named by `label` (a
 * plain span may not carry a name, which axe reports as a serious violation).
 */
export function BusySpinner({ label, ...props }: SpinnerProps & { label: string }) {
  return <Spinner role="status" aria-label={label} {...props} />;
}
