import { deepEquals, optionsList, type EnumOptionsType, type RJSFSchema } from '@rjsf/utils';
import type { KindInputProps } from './kind-input-props';

/** One option of a choice: a value of any JSON type and the words a person reads. */
interface Choice {
  value: unknown;
  label: string;
  disabled: boolean;
}

/** The schema whose options a value picks from: an array's items, else the schema itself. */
function optionSchema(schema: RJSFSchema): RJSFSchema {
  const items = schema.type === 'array' ? schema.items : undefined;
  return items && typeof items === 'object' && !Array.isArray(items) ? items : schema;
}

/**
 * The options of a choice input: RJSF's `enumOptions` when the input is a widget (they carry
 * `ui:enumNames`, `oneOf` titles and alternatives), else read from the schema (table cells).
 * Labels fall back to the schema's draft `enumNames`, and an object value reads as JSON, never
 * "[object Object]".
 */
export function choicesOf(
  props: Pick<KindInputProps, 'schema' | 'choices' | 'disabledChoices'>,
): Choice[] {
  const schema = optionSchema(props.schema);
  const options: EnumOptionsType[] = props.choices ?? optionsList(schema) ?? [];
  const enumNames = Array.isArray(schema.enumNames) ? (schema.enumNames as unknown[]) : [];
  return options.map(({ value, label }, index) => {
    const plain = label === String(value);
    const named = plain && typeof enumNames[index] === 'string' ? enumNames[index] : undefined;
    const objectLabel = plain && typeof value === 'object' ? JSON.stringify(value) : undefined;
    return {
      value,
      label: named ?? objectLabel ?? label,
      disabled: props.disabledChoices?.some((off) => deepEquals(off, value)) ?? false,
    };
  });
}

/** The position of `value` among the choices (-1 when it is none of them), compared by value. */
export function choiceIndex(choices: Choice[], value: unknown): number {
  return value === undefined ? -1 : choices.findIndex((choice) => deepEquals(choice.value, value));
}
