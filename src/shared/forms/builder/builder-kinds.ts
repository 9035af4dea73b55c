import type { FieldKind, JsonSchemaNode } from '../fields';

/**
 * The field types the form builder offers: the renderer registry's controls (`kindInputs`), a
 * switch and radio buttons being looks of a yes/no and a choice. A unit test keeps the two
 * lists equal, so a new control is offered as soon as it is registered.
 */
export const BUILDER_KINDS = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'datetime',
  'enum',
  'radio',
  'multiselect',
  'boolean',
  'switch',
  'richtext',
  'file',
  'files',
  'photo',
  'lookup',
] as const;
export type BuilderKind = (typeof BUILDER_KINDS)[number];

/** One field as the builder edits it; `toSchema` writes it as the engine reads it. */
export interface BuilderField {
  /** The key in the record's data: camelCase, fixed once records use it. */
  name: string;
  title: string;
  kind: BuilderKind;
  required: boolean;
  /** Help shown under the field. */
  help?: string;
  /** The choices of `enum`, `radio` and `multiselect`. */
  options?: string[];
  /** The record type a `lookup` searches (`ers-employee`: the employee master). */
  formId?: string;
  /** Text: at most this many characters. */
  maxLength?: number;
  /** Numbers: the range allowed. */
  minimum?: number;
  maximum?: number;
}

interface KindInfo {
  label: string;
  /** The engine's field kind it becomes (a look shares its kind's). */
  engineKind: FieldKind;
  /** The uiSchema widget of a look, when it is not the kind's own. */
  widget?: string;
  schema: (field: BuilderField) => JsonSchemaNode;
}

const ref = (name: string) => () => ({ $ref: `#/$defs/${name}` });
const text = (limit: number) => (field: BuilderField) => ({
  type: 'string',
  maxLength: field.maxLength ?? limit,
});
const choice = (field: BuilderField) => ({
  type: 'string',
  enum: [...new Set((field.options ?? []).map((option) => option.trim()).filter(Boolean))],
});
const range = (field: BuilderField) => ({
  ...(field.minimum === undefined ? {} : { minimum: field.minimum }),
  ...(field.maximum === undefined ? {} : { maximum: field.maximum }),
});

/** Each type's label in the palette and the schema it writes. */
export const KIND_INFO: Record<BuilderKind, KindInfo> = {
  text: { label: 'Text', engineKind: 'text', schema: text(200) },
  textarea: { label: 'Long text', engineKind: 'textarea', widget: 'textarea', schema: text(2000) },
  number: {
    label: 'Number',
    engineKind: 'number',
    schema: (field) => ({ type: 'number', ...range(field) }),
  },
  money: { label: 'Amount (₱)', engineKind: 'money', schema: ref('money') },
  date: { label: 'Date', engineKind: 'date', schema: () => ({ type: 'string', format: 'date' }) },
  datetime: {
    label: 'Date and time',
    engineKind: 'datetime',
    schema: () => ({ type: 'string', format: 'date-time' }),
  },
  enum: { label: 'Choice (list)', engineKind: 'enum', schema: choice },
  radio: { label: 'Choice (buttons)', engineKind: 'enum', widget: 'radio', schema: choice },
  multiselect: {
    label: 'Several choices',
    engineKind: 'multiselect',
    schema: (field) => ({
      type: 'array',
      items: choice(field),
      uniqueItems: true,
      maxItems: field.options?.length ?? 0,
    }),
  },
  boolean: {
    label: 'Yes / no (checkbox)',
    engineKind: 'boolean',
    schema: () => ({ type: 'boolean' }),
  },
  switch: {
    label: 'Yes / no (switch)',
    engineKind: 'boolean',
    widget: 'switch',
    schema: () => ({ type: 'boolean' }),
  },
  richtext: { label: 'Formatted text', engineKind: 'richtext', schema: ref('richText') },
  file: { label: 'File', engineKind: 'file', schema: ref('attachment') },
  files: { label: 'Files', engineKind: 'files', schema: ref('attachments') },
  photo: { label: 'Photo', engineKind: 'photo', schema: ref('photo') },
  lookup: {
    label: 'Link to a record',
    engineKind: 'lookup',
    schema: (field) =>
      field.formId === EMPLOYEE_FORM
        ? { $ref: '#/$defs/employeeRef' }
        : { $ref: '#/$defs/recordRef' },
  },
};

/** The employee master: a link to it stores an employee reference (number and name). */
export const EMPLOYEE_FORM = 'ers-employee';
