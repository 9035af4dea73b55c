import { chakra, Flex } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { KindInputProps } from './kind-input-props';

function choicesOf(schema: RJSFSchema): string[] {
  const items = schema.items;
  const itemSchema = items && typeof items === 'object' && !Array.isArray(items) ? items : {};
  return (itemSchema.enum ?? []).map(String);
}

/** Any of the item enum, as a group of checkboxes; stored in the enum's order. */
export function MultiselectInput(props: KindInputProps<string[]>) {
  const choices = choicesOf(props.schema);
  const chosen = new Set(props.value ?? []);
  const toggle = (choice: string, on: boolean) => {
    const next = choices.filter((c) => (c === choice ? on : chosen.has(c)));
    props.onChange(next.length ? next : undefined);
  };
  return (
    <Flex
      id={props.id}
      role="group"
      aria-labelledby={props.compact ? undefined : props.labelledBy}
      aria-label={props.compact ? props.label : undefined}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      wrap="wrap"
      gap={props.compact ? '2' : '3'}
      py={props.compact ? '1' : '2'}
      fontSize={props.compact ? 'sm' : 'md'}
    >
      {choices.map((choice) => (
        <chakra.label key={choice} display="inline-flex" alignItems="center" gap="1.5">
          <chakra.input
            type="checkbox"
            accentColor="colorPalette.solid"
            checked={chosen.has(choice)}
            disabled={props.disabled || props.readOnly}
            onChange={(event) => toggle(choice, event.target.checked)}
            onBlur={props.onBlur}
          />
          {choice}
        </chakra.label>
      ))}
    </Flex>
  );
}
