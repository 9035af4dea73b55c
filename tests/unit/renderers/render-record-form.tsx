import { ChakraProvider } from '@chakra-ui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import attachment from '../../../schemas/_defs/attachment.json';
import attachments from '../../../schemas/_defs/attachments.json';
import employeeRef from '../../../schemas/_defs/employeeRef.json';
import money from '../../../schemas/_defs/money.json';
import recordRef from '../../../schemas/_defs/recordRef.json';
import richText from '../../../schemas/_defs/richText.json';
import type { RecordFormContext } from '../../../renderers/form-context';
import { RecordForm } from '../../../renderers/theme';
import { createAppSystem } from '../../../src/client/app/theme/create-app-system';

/** The shared fragments, bundled into `$defs` as the server does. */
export const FRAGMENT_DEFS = { attachment, attachments, employeeRef, money, recordRef, richText };

export function withChakra(children: ReactNode) {
  return <ChakraProvider value={createAppSystem('lite-blue')}>{children}</ChakraProvider>;
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

/** Renders RecordForm in Chakra and records every change of the form data. */
export function renderRecordForm(setup: FormSetup) {
  const context = setup.context ?? testContext();
  const changes: Record<string, unknown>[] = [];
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: setup.properties,
    required: setup.required ?? [],
    $defs: FRAGMENT_DEFS,
  } as RJSFSchema;
  const view = render(
    withChakra(
      <RecordForm
        schema={schema}
        uiSchema={setup.uiSchema}
        formData={setup.formData}
        validator={validator}
        formContext={context}
        extraErrors={setup.extraErrors as never}
        noHtml5Validate
        onChange={(event) => changes.push(event.formData ?? {})}
      />,
    ),
  );
  return { ...view, context, data: () => changes.at(-1) ?? setup.formData ?? {} };
}
