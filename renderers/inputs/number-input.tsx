import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { blockNonNumericKeys } from './blocked-keys';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

const DECIMAL = /^\d*\.?\d*$/;
const WHOLE = /^\d*$/;

function isInteger(schema: KindInputProps['schema']): boolean {
  return (
    schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'))
  );
}

/**
 * A non-negative number typed as text (a native number input lets "e" and "-" through and loses
 * half-typed values), stored as a JSON number. Keeps the text while it is being typed ("12.").
 */
export function NumberInput(props: KindInputProps<number>) {
  const { value, onChange } = props;
  const css = useControlStyles(props.compact);
  const integer = isInteger(props.schema);
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const typed = text === '' || text === '.' ? undefined : Number(text);
    if (typed !== value) setText(value === undefined ? '' : String(value));
  }

  return (
    <chakra.input
      css={css}
      {...controlAttributes(props)}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      textAlign="end"
      value={text}
      placeholder={props.placeholder}
      onKeyDown={(event) => blockNonNumericKeys(event, !integer)}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!(integer ? WHOLE : DECIMAL).test(next)) return;
        setText(next);
        const parsed = next === '' || next === '.' ? undefined : Number(next);
        setShownValue(parsed);
        onChange(parsed);
      }}
      onBlur={props.onBlur}
    />
  );
}
