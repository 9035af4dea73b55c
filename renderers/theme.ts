import type Form from '@rjsf/core';
import { withTheme, type FormProps, type ThemeProps } from '@rjsf/core';
import { englishStringTranslator, TranslatableString, type RJSFSchema } from '@rjsf/utils';
import { createElement, type ComponentType, type Ref } from 'react';
import { ChoiceFallbackField } from './fields/choice-field';
import { TableField } from './fields/table-field';
import { WidgetObjectField } from './fields/widget-object-field';
import type { RecordFormContext } from './form-context';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template';
import { ArrayFieldTemplate } from './templates/array-field-template';
import { BaseInputTemplate } from './templates/base-input-template';
import { buttonTemplates } from './templates/button-templates';
import { DescriptionFieldTemplate } from './templates/description-field-template';
import { ErrorListTemplate } from './templates/error-list-template';
import { FieldErrorTemplate } from './templates/field-error-template';
import { FieldHelpTemplate } from './templates/field-help-template';
import { FieldTemplate } from './templates/field-template';
import { MultiSchemaFieldTemplate } from './templates/multi-schema-field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { TitleFieldTemplate } from './templates/title-field-template';
import { WrapIfAdditionalTemplate } from './templates/wrap-if-additional-template';
import { recordWidgets } from './widgets/widget-registry';

type RecordData = Record<string, unknown>;

/** The product's RJSF theme on Chakra: our widgets, the table field and linked-label templates. */
export const recordTheme: ThemeProps<RecordData, RJSFSchema, RecordFormContext> = {
  widgets: recordWidgets,
  fields: { table: TableField, ObjectField: WidgetObjectField, FallbackField: ChoiceFallbackField },
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: buttonTemplates,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
  },
};

const ThemedForm = withTheme(recordTheme);

export type RecordFormProps = FormProps<RecordData, RJSFSchema, RecordFormContext> & {
  ref?: Ref<Form<RecordData, RJSFSchema, RecordFormContext>>;
};

/**
 * The record form: RJSF with our theme. Optional lookups and attachments start empty instead
 * of as `{}` (which would fail their required id/label), and optional choices start unchosen,
 * unless the page says otherwise.
 */
/** A list of attachments or photos (`#/$defs/attachments`: items of a stored file's shape). */
function isFileList(schema: RJSFSchema): boolean {
  const items = schema.items;
  if (typeof items !== 'object' || Array.isArray(items) || !items.properties) return false;
  const properties = items.properties;
  return ['id', 'name', 'size', 'type'].every((name) => name in properties);
}

/** RJSF's words, except that a new map entry starts empty rather than as "New Value". */
function translateString(text: TranslatableString, params?: string[]) {
  return text === TranslatableString.NewStringDefault ? '' : englishStringTranslator(text, params);
}

export function RecordForm(props: RecordFormProps) {
  return createElement(ThemedForm as ComponentType<RecordFormProps>, {
    translateString,
    // A `const` stands for itself where it is the only value (a tagged alternative's tag), but
    // a choice of labelled consts (`oneOf: [{const, title}]`) must start empty, not preselected.
    experimental_defaultFormStateBehavior: {
      emptyObjectFields: 'skipEmptyDefaults',
      constAsDefaults: 'skipOneOf',
      // A list of files that must hold one starts with none, not with an empty file; a table
      // that must hold a row starts with an empty row to fill.
      arrayMinItems: { computeSkipPopulate: (_validator, schema) => isFileList(schema) },
    },
    ...props,
  });
}
