import type { ComponentType } from 'react';
import type { FieldKind } from '../../src/shared/forms/fields';
import { BooleanInput } from './boolean-input';
import { DateInput } from './date-input';
import { DateTimeInput } from './datetime-input';
import { EnumInput } from './enum-input';
import { FileInput } from './file-input';
import { FilesInput } from './files-input';
import type { KindInputProps } from './kind-input-props';
import { LookupInput } from './lookup-input';
import { MoneyInput } from './money-input';
import { MultiselectInput } from './multiselect-input';
import { NumberInput } from './number-input';
import { PhotoInput } from './photo-input';
import { RadioInput } from './radio-input';
import { RichtextInput } from './richtext-input';
import { SwitchInput } from './switch-input';
import { TextInput } from './text-input';
import { TextareaInput } from './textarea-input';

/**
 * Kinds edited by one control (table and object are containers, generic is RJSF's own), plus
 * other looks of a kind: `switch` for a boolean, `radio` for a choice.
 */
export type InputKind = Exclude<FieldKind, 'table' | 'object' | 'generic'> | 'switch' | 'radio';

/**
 * The control for each kind, keyed like uiSchema `ui:widget` and the list cells: the widgets wrap
 * these for forms, the table field uses them (compact) in cells.
 */
// Each input narrows `value` to its kind; the registry is read by kind, so it stores them loosely.
export const kindInputs = {
  text: TextInput,
  textarea: TextareaInput,
  number: NumberInput,
  money: MoneyInput,
  date: DateInput,
  datetime: DateTimeInput,
  enum: EnumInput,
  radio: RadioInput,
  multiselect: MultiselectInput,
  boolean: BooleanInput,
  switch: SwitchInput,
  richtext: RichtextInput,
  file: FileInput,
  files: FilesInput,
  photo: PhotoInput,
  lookup: LookupInput,
} as Record<InputKind, ComponentType<KindInputProps>>;

export function isInputKind(name: unknown): name is InputKind {
  return typeof name === 'string' && Object.hasOwn(kindInputs, name);
}
