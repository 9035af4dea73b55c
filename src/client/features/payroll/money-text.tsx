import { Text, type TextProps } from '@chakra-ui/react';
import type { DataColumn } from '../../components/data-table';
import { formatDecimal } from './decimal-text';

/** An amount in pesos, every digit as the server wrote it, in tabular figures. */
export function MoneyText({ value, ...props }: TextProps & { value: string }) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      {formatDecimal(value)}
    </Text>
  );
}

/** A column of amounts, right-aligned; `strong` for the one a reader looks for (net pay). */
export function moneyColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => string,
  strong = false,
): DataColumn<Row> {
  return {
    id,
    header,
    numeric: true,
    cell: (row) => <MoneyText value={amount(row)} fontWeight={strong ? 'medium' : undefined} />,
  };
}
