import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../../../shared/forms/definition';

type Data = Record<string, unknown>;

/**
 * The uiSchema for this render: fields whose `visible` rule is false get the hidden widget
 * (the definition's uiSchema itself is shared and never changed).
 */
export function useRulesUiSchema(definition: FormDefinition, hidden: string[]): UiSchema<Data> {
  const key = hidden.join('\n');
  return useMemo(() => {
    const ui = { ...definition.uiSchema } as Record<string, unknown>;
    for (const field of key ? key.split('\n') : []) {
      ui[field] = { ...(ui[field] as Record<string, unknown> | undefined), 'ui:widget': 'hidden' };
    }
    return ui as UiSchema<Data>;
  }, [definition, key]);
}
