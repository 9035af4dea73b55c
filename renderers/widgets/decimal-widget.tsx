import { chakra } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { blockNonNumericKeys } from '../inputs/blocked-keys';
import { useControlStyles } from '../inputs/use-control-styles';
import { PesoPrefixed } from '../inputs/peso-prefixed';

const DECIMAL = /^\d*\.?\d*$/;
const AMOUNT = /^\d*(\.\d{0,2})?$/;

/** "25000" -> "25000.00", "12.5" -> "12.50": the 2 decimals an amount is written with. */
function withCentavos(text: string): string {
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return text;
  const [pesos, centavos = ''] = text.split('.');
  return `${pesos}.${centavos.padEnd(2, '0')}`;
}

/**
 * An amount, rate or quantity typed as decimal text and sent as that text ("2.5", "12500.00"),
 * never through a binary float. `ui:options.amount` marks pesos: a ₱ sign, at most 2 decimals,
 * padded to 2 when the field is left.
 */
export function DecimalWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, rawErrors, placeholder } = props;
  const css = useControlStyles(false);
  const amount = options.amount === true;
  const text = value === undefined || value === null ? '' : String(value);
  const input = (
    <chakra.input
      css={css}
      id={id}
      type="text"
      inputMode="decimal"
      textAlign="end"
      fontVariantNumeric="tabular-nums"
      ps={amount ? '7' : undefined}
      value={text}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onKeyDown={(event) => blockNonNumericKeys(event, true)}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!(amount ? AMOUNT : DECIMAL).test(next)) return;
        props.onChange(next === '' ? undefined : next);
      }}
      onBlur={() => {
        if (amount && text) props.onChange(withCentavos(text));
        props.onBlur(id, value);
      }}
    />
  );
  if (!amount) return input;
  return <PesoPrefixed>{input}</PesoPrefixed>;
}
