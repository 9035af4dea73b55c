import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { formatCentavos, parseCentavos } from '../../src/shared/format/money';
import { blockNonNumericKeys } from './blocked-keys';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';
import { PesoPrefixed } from './peso-prefixed';

/** Digits, grouping commas and at most one '.' with at most 2 decimals. */
const MONEY_TEXT = /^[\d,]*(\.\d{0,2})?$/;

const shown = (centavos: number | undefined) =>
  centavos === undefined ? '' : formatCentavos(centavos);

/**
 * An amount in pesos ("1,234.56") stored as integer centavos, parsed from the digit strings.
 * A third decimal is refused as it is typed; the text is tidied to 2 decimals on blur.
 */
export function MoneyInput(props: KindInputProps<number>) {
  const { value, onChange } = props;
  const css = useControlStyles(props.compact);
  const [text, setText] = useState(() => shown(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (parseCentavos(text) !== (value ?? null)) setText(shown(value));
  }

  const input = (
    <chakra.input
      css={css}
      {...controlAttributes(props)}
      type="text"
      inputMode="decimal"
      textAlign="end"
      ps={props.compact ? undefined : '7'}
      value={text}
      placeholder={props.placeholder ?? '0.00'}
      onKeyDown={(event) => blockNonNumericKeys(event, true)}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!MONEY_TEXT.test(next)) return;
        setText(next);
        const centavos = parseCentavos(next) ?? undefined;
        setShownValue(centavos);
        onChange(centavos);
      }}
      onBlur={() => {
        setText(shown(value));
        props.onBlur?.();
      }}
    />
  );
  if (props.compact) return input;
  return <PesoPrefixed>{input}</PesoPrefixed>;
}
