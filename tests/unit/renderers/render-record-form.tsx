import { ChakraProvider } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { Ajv2019 } from 'ajv/dist/2019.js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import address from '../../../schemas/_defs/address.json';
import attachment from '../../../schemas/_defs/attachment.json';
import attachments from '../../../schemas/_defs/attachments.json';
import employeeRef from '../../../schemas/_defs/employeeRef.json';
import money from '../../../schemas/_defs/money.json';
import photo from '../../../schemas/_defs/photo.json';
import recordRef from '../../../schemas/_defs/recordRef.json';
import richText from '../../../schemas/_defs/richText.json';
import type { RecordFormContext } from '../../../renderers/form-context';
import { RecordForm } from '../../../renderers/theme';
import { appSystem } from '../../../src/client/app/theme/create-app-system';
import { RECORD_AJV_OPTIONS, RECORD_FORMATS } from '../../../src/server/forms/record-ajv';
import { bundleDefinition, type Fragments } from '../../../src/shared/forms/bundle';
import type { FormDefinition } from '../../../src/shared/forms/definition';

/** The shared fragments, bundled into `$defs` as the server does. */
export const FRAGMENT_DEFS = {
  attachment,
  attachments,
  employeeRef,
  money,
  photo,
  recordRef,
  richText,
};

/** The browser's record validator: draft 2019-09 with the server's formats and options. */
export const recordValidator = customizeValidator({
  AjvClass: Ajv2019,
  customFormats: RECORD_FORMATS,
  ajvOptionsOverrides: RECORD_AJV_OPTIONS,
});

export function withChakra(children: ReactNode) {
  return <ChakraProvider value={appSystem}>{children}</ChakraProvider>;
}

export function testContext(overrides: Partial<RecordFormContext> = {}): RecordFormContext {
  return {
    fields: {},
    searchRecords: vi.fn(async () => []),
    uploadFile: vi.fn(async (file: File) => ({
      id: 'f-1',
      name: file.name,
      size: file.size,
      type: file.type,
    })),
    openFile: vi.fn(),
    ...overrides,
  };
}

interface FormSetup {
  properties: Record<string, unknown>;
  required?: string[];
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  context?: RecordFormContext;
  extraErrors?: Record<string, unknown>;
}

interface RenderedForm {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  validator: typeof validator;
  setup: Omit<FormSetup, 'properties'>;
}

/** Renders RecordForm in Chakra and records every change of the form data. */
function renderForm({ schema, uiSchema, validator: formValidator, setup }: RenderedForm) {
  const context = setup.context ?? testContext();
  const changes: Record<string, unknown>[] = [];
  const view = render(
    withChakra(
      <RecordForm
        schema={schema}
        uiSchema={uiSchema}
        formData={setup.formData}
        validator={formValidator}
        formContext={context}
        extraErrors={setup.extraErrors as never}
        noHtml5Validate
        onChange={(event) => changes.push(event.formData ?? {})}
      />,
    ),
  );
  return { ...view, context, data: () => changes.at(-1) ?? setup.formData ?? {} };
}

/** A hand-written schema and uiSchema (the fragments in `$defs`), with RJSF's default validator. */
export function renderRecordForm(setup: FormSetup) {
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: setup.properties,
    required: setup.required ?? [],
    $defs: FRAGMENT_DEFS,
  } as RJSFSchema;
  return renderForm({ schema, uiSchema: setup.uiSchema, validator, setup });
}

/** What a product person writes: the definition's `schema` (any extra keywords) and `uiSchema`. */
export interface DefinitionSetup extends Omit<FormSetup, 'properties'> {
  schema: Record<string, unknown> & { properties: Record<string, unknown> };
}

/** The definition bundled as the server does (fragments, dialect, derived uiSchema). */
export function bundleTestDefinition({ schema, required, uiSchema }: DefinitionSetup) {
  const definition = {
    formId: 'drop-in',
    title: 'Drop-in',
    schema: { type: 'object', required, ...schema },
    uiSchema,
  } as unknown as FormDefinition;
  return bundleDefinition(definition, { ...FRAGMENT_DEFS, address } as unknown as Fragments);
}

/** The real pipeline: a definition -> `bundleDefinition` -> RecordForm with the record validator. */
export function renderDefinition(setup: DefinitionSetup) {
  const bundled = bundleTestDefinition(setup);
  return renderForm({
    schema: bundled.schema as RJSFSchema,
    uiSchema: bundled.uiSchema as UiSchema,
    validator: recordValidator,
    setup,
  });
}
