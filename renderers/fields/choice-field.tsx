import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const defaults = getDefaultRegistry().fields as Record<string, ComponentType<FieldProps>>;
const FallbackField = defaults.FallbackField as ComponentType<FieldProps>;

/**
 * RJSF's StringField: it draws any choice (`enum`, or `oneOf`/`anyOf` of `const`s) as one select
 * whose options store values of any type, so it also takes choices of objects and booleans.
 */
export const ChoiceField = defaults.StringField as ComponentType<FieldProps>;

export const isChoice = ({ schema, registry }: Pick<FieldProps, 'schema' | 'registry'>) =>
  registry.schemaUtils.isSelect(schema);

/** RJSF's field for a schema without a type, unless it is a choice (`anyOf` of boolean consts). */
export function ChoiceFallbackField(props: FieldProps) {
  return isChoice(props) ? <ChoiceField {...props} /> : <FallbackField {...props} />;
}
