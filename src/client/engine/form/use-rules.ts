import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { JsonSchemaNode } from '../../../shared/forms/fields';
import { limitToEditable } from './field-rights-ui';

type Data = Record<string, unknown>;

/**
 * The uiSchema for this render: fields whose `visible` rule is false get the hidden widget,
 * locked ones are read-only, and so is whatever the record's workflow does not give this user
 * (`editable`). The definition's uiSchema itself is shared and never changed.
 */
export function useRulesUiSchema(
  definition: FormDefinition,
  hidden: string[],
  locked: readonly string[] = [],
  editable?: readonly string[],
): UiSchema<Data> {
  const key = hidden.join('\n');
  const lockedKey = locked.join('\n');
  const editableKey = editable?.join('\n');
  return useMemo(() => {
    const shared = { ...definition.uiSchema } as Record<string, unknown>;
    const ui =
      editableKey === undefined
        ? shared
        : limitToEditable(definition.schema as JsonSchemaNode, shared, editableKey.split('\n'));
    const amend = (field: string, options: Record<string, unknown>) => {
      ui[field] = { ...(ui[field] as Record<string, unknown> | undefined), ...options };
    };
    for (const field of lockedKey ? lockedKey.split('\n') : [])
      amend(field, { 'ui:readonly': true });
    for (const field of key ? key.split('\n') : []) amend(field, { 'ui:widget': 'hidden' });
    return ui as UiSchema<Data>;
  }, [definition, key, lockedKey, editableKey]);
}
