import { Text, type TextProps } from '@chakra-ui/react';
import { formatDecimal } from './decimal-text';

/** An amount in pesos, every digit as the server wrote it, in tabular figures. */
export function MoneyText({ value, ...props }: TextProps & { value: string }) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      {formatDecimal(value)}
    </Text>
  );
}
