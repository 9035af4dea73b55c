import { Box } from '@chakra-ui/react';

/** A thin bar of `done` out of `total`; without a total it pulses faintly (work under way). */
export function ProgressBar({
  label,
  done,
  total,
  color = 'brand.solid',
}: {
  label: string;
  done: number;
  total: number;
  color?: string;
}) {
  const known = total > 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={known ? done : undefined}
      h="2"
      rounded="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box
        h="full"
        bg={color}
        w={known ? `${(done / total) * 100}%` : '100%'}
        opacity={known ? 1 : 0.4}
        transition="width 0.3s"
      />
    </Box>
  );
}
