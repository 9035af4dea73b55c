import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../../../shared/forms/definition';

type Data = Record<string, unknown>;

/**
 * The uiSchema for this render: fields whose `visible` rule is false get the hidden widget,
 * locked ones are read-only (the definition's uiSchema itself is shared and never changed).
 */
export function useRulesUiSchema(
  definition: FormDefinition,
  hidden: string[],
  locked: readonly string[] = [],
): UiSchema<Data> {
  const key = hidden.join('\n');
  const lockedKey = locked.join('\n');
  return useMemo(() => {
    const ui = { ...definition.uiSchema } as Record<string, unknown>;
    const amend = (field: string, options: Record<string, unknown>) => {
      ui[field] = { ...(ui[field] as Record<string, unknown> | undefined), ...options };
    };
    for (const field of lockedKey ? lockedKey.split('\n') : [])
      amend(field, { 'ui:readonly': true });
    for (const field of key ? key.split('\n') : []) amend(field, { 'ui:widget': 'hidden' });
    return ui as UiSchema<Data>;
  }, [definition, key, lockedKey]);
}
