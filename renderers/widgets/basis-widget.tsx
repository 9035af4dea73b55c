import { chakra, Stack, VisuallyHidden } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useControlStyles } from '../inputs/use-control-styles';
import { DecimalWidget } from './decimal-widget';

/** The choice that shows the amount input. */
const AMOUNT = '#amount';

/**
 * A named basis or an amount typed in, for an `anyOf` of a string `enum` (the names, labelled by
 * `ui:enumNames`) and decimal text (payroll: what a contribution is computed on). Empty leaves
 * the value out, so the server's default applies.
 */
export function BasisWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, rawErrors } = props;
  // The input recipe hides the native arrow, which says "this is a choice".
  const css = { ...useControlStyles(false), appearance: 'auto' };
  // RJSF lists a union's `const` branches only: the names are the `enum` branch's.
  const names = (props.schema.anyOf ?? []).flatMap((branch) =>
    typeof branch === 'object' && Array.isArray(branch.enum) ? branch.enum.map(String) : [],
  );
  const labels = (options.enumNames ?? {}) as Record<string, string>;
  const isName = typeof value === 'string' && names.includes(value);
  const [mode, setMode] = useState(() =>
    typeof value !== 'string' ? '' : isName ? value : AMOUNT,
  );
  return (
    <Stack gap="2">
      <chakra.select
        css={css}
        id={id}
        value={mode}
        disabled={disabled || readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => {
          const next = event.target.value;
          setMode(next);
          props.onChange(next === '' || next === AMOUNT ? undefined : next);
        }}
      >
        <option value="">Default</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {labels[name] ?? name}
          </option>
        ))}
        <option value={AMOUNT}>An amount</option>
      </chakra.select>
      {mode === AMOUNT ? (
        <>
          <VisuallyHidden asChild>
            <label htmlFor={`${id}__amount`}>{`${props.label} amount`}</label>
          </VisuallyHidden>
          <DecimalWidget
            {...props}
            id={`${id}__amount`}
            value={isName ? undefined : value}
            options={{ ...options, amount: true }}
            placeholder="0.00"
          />
        </>
      ) : null}
    </Stack>
  );
}
