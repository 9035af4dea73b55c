import { Box, HStack, Text, type BoxProps } from '@chakra-ui/react';

interface Key {
  label: string;
  swatch: BoxProps;
}

const KEYS: Key[] = [
  { label: 'Leave, approved', swatch: { bg: 'brand.solid' } },
  {
    label: 'Pending approval: dashed outline, marked “(pending)”',
    swatch: { bg: 'bg', borderWidth: '2px', borderStyle: 'dashed', borderColor: 'brand.solid' },
  },
  { label: 'Official business', swatch: { bg: 'teal.700' } },
  { label: 'Holiday', swatch: { bg: 'orange.subtle', borderWidth: '1px', borderColor: 'border' } },
  { label: 'Rest day of most people shown', swatch: { bg: 'bg.muted' } },
  {
    label: 'Someone’s rest day on a working day',
    swatch: { bg: 'bg.muted', borderWidth: '1px', borderColor: 'fg.muted' },
  },
];

/** What the calendar's colours and outlines mean, in words beside each. */
export function CalendarLegend() {
  return (
    <HStack as="ul" aria-label="Legend" gap="4" rowGap="1" wrap="wrap" listStyleType="none">
      {KEYS.map((key) => (
        <HStack as="li" key={key.label} gap="2">
          <Box w="4" h="3" rounded="sm" flexShrink="0" aria-hidden="true" {...key.swatch} />
          <Text fontSize="sm" color="fg.muted">
            {key.label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
