import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import type { RecordFormContext } from '../form-context';

/**
 * What every kind's input takes, whether it fills a form row (a widget) or a table cell
 * (`compact`). Inputs own no label: a widget's label points at `id` (or, for controls a label
 * cannot point at, the input uses `labelledBy`); a compact cell names itself with `label`.
 */
export interface KindInputProps<V = unknown> {
  id: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  onBlur?: () => void;
  /** The field's schema with fragments resolved (type, enum, maximum...). */
  schema: RJSFSchema;
  context: RecordFormContext;
  /** The person-readable field name: the accessible name of a compact cell, and used in messages. */
  label: string;
  /** Id of the visible label, for controls that are not labelable elements. */
  labelledBy?: string;
  describedBy?: string;
  /** For lookups: the formId searched. */
  lookupFormId?: string;
  compact?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  invalid?: boolean;
  placeholder?: string;
  /** For choices: RJSF's options (any JSON value, labelled); read from the schema when absent. */
  choices?: EnumOptionsType[];
  /** For choices: the values shown but not selectable (`ui:enumDisabled`). */
  disabledChoices?: unknown[];
  /** For radio and checkbox groups: options side by side instead of stacked. */
  inline?: boolean;
  /** For textareas: the height in lines. */
  rows?: number;
  /** For text: the native input type (`ui:options.inputType`: tel, search...). */
  inputType?: string;
}
