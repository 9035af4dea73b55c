import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { DASHBOARD_MONTH_CHOICES } from '../../../../shared/api/workforce-dashboard';

interface MonthsSelectProps {
  value: number;
  onChange: (months: number) => void;
}

/** The period the figures cover: the last 6, 12, 24 or 36 months. */
export function MonthsSelect({ value, onChange }: MonthsSelectProps) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Period</label>
      </Text>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field
          id={id}
          value={value}
          bg="bg"
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {DASHBOARD_MONTH_CHOICES.map((months) => (
            <option key={months} value={months}>
              Last {months} months
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
