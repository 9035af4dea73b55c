import { Text } from '@chakra-ui/react';

const count = new Intl.NumberFormat('en-US');

/** "1–50 of 1,234", or "of about 12,000" when the server only estimated the total. */
export function ListTotal({
  shown,
  total,
}: {
  shown: number;
  total: { count: number; isEstimate: boolean } | null;
}) {
  if (!total || shown === 0) return null;
  const of = total.isEstimate ? `about ${count.format(total.count)}` : count.format(total.count);
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {`1–${count.format(shown)} of ${of}`}
    </Text>
  );
}
