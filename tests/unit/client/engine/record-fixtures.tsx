import validator from '@rjsf/validator-ajv8';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll } from 'vitest';
import type {
  FormResponse,
  FormSummary,
  RecordItem,
  RecordListRequest,
  RecordListResponse,
} from '../../../../src/shared/api/records';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { deriveUiSchema } from '../../../../src/shared/forms/ui-schema';
import { ValidatorLoaderContext } from '../../../../src/client/engine/form/use-form-validator';
import { session } from '../../../../src/client/lib/session';
import { makeOrgResources, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const definition: FormDefinition = {
  formId: 'utility-gender',
  title: 'Gender',
  pluralTitle: 'Genders',
  module: 'utility',
  route: '/utility/gender',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      code: { type: 'string', title: 'Code', maxLength: 20 },
      name: { type: 'string', title: 'Name', maxLength: 100 },
    },
  },
  list: {
    columns: ['code', 'name'],
    sort: { field: 'name', direction: 'asc' },
    search: ['code', 'name'],
    filters: [],
    sortable: ['code', 'name'],
  },
  access: { read: ['*'], write: ['admin'] },
  seed: [{ name: 'Female' }, { name: 'Male' }],
};

export const genderForm: FormResponse = {
  definition: { ...definition, uiSchema: deriveUiSchema(definition) },
  canWrite: true,
  canCreate: true,
  validatorUrl: '/api/forms/validators/test.js',
};

/**
 * The gender form with more fields (`properties`), and definition parts replacing its own
 * (`list` parts merge into its list), served as `/api/forms/utility-gender`.
 */
export function serveGenderWith({
  properties = {},
  list = {},
  ...rest
}: Partial<Omit<FormDefinition, 'list'>> & {
  properties?: Record<string, object>;
  list?: Partial<FormDefinition['list']>;
}): FormResponse {
  const { definition } = genderForm;
  const form: FormResponse = {
    ...genderForm,
    definition: {
      ...definition,
      schema: {
        ...definition.schema,
        properties: { ...definition.schema.properties, ...properties },
      },
      list: { ...definition.list, ...list },
      ...rest,
    },
  };
  server.use(http.get('*/api/forms/utility-gender', () => HttpResponse.json(form)));
  return form;
}

export const formSummaries: FormSummary[] = [
  {
    formId: 'utility-gender',
    title: 'Gender',
    pluralTitle: 'Genders',
    module: 'utility',
    route: '/utility/gender',
    listAtBase: false,
    canWrite: true,
    canCreate: true,
  },
  {
    formId: 'utility-aggregate-breaks',
    title: 'Aggregate break',
    pluralTitle: 'Aggregate breaks',
    module: 'utility',
    route: '/utility/aggregate-breaks',
    listAtBase: true,
    canWrite: true,
    canCreate: true,
  },
];

export const RECORD_ID = '7d1f2a0e-0c1b-4c55-9f2e-111111111111';

export function makeRecord(data: Record<string, unknown>, overrides: Partial<RecordItem> = {}) {
  return {
    id: RECORD_ID,
    formId: 'utility-gender',
    version: 1,
    data,
    createdAt: '2026-11-20T01:00:00.000Z',
    createdBy: 'maria',
    updatedAt: '2026-11-20T01:00:00.000Z',
    updatedBy: 'maria',
    deletedAt: null,
    ...overrides,
  } satisfies RecordItem;
}

/** The signed-in shell's own calls, the forms and the gender definition. */
export function serveRecordShell() {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/session', () => HttpResponse.json({ account: session.get()?.account })),
    http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
    http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    http.get('*/api/forms', () => HttpResponse.json({ forms: formSummaries })),
    http.get('*/api/forms/utility-gender', () => HttpResponse.json(genderForm)),
  );
}

/**
 * Signs in and renders the app at `path` with a fresh SWR cache and RJSF's ordinary validator
 * (jsdom cannot import the server's precompiled module).
 */
export function renderRecords(path: string) {
  signIn();
  return renderApp(path, (app: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ValidatorLoaderContext.Provider value={async () => validator}>
        {app}
      </ValidatorLoaderContext.Provider>
    </SWRConfig>
  ));
}

/**
 * jsdom lays nothing out, so every element is 0px tall and the virtualised table would render
 * no rows; give elements a viewport-sized height while a test file runs.
 */
export function giveElementsHeight() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 800,
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}

/** A page of the gender list holding `names` (ids `id-<name>-<index>`). */
export function listPage(
  names: string[],
  rest: Partial<RecordListResponse> = {},
): RecordListResponse {
  return {
    items: names.map((name, index) =>
      makeRecord({ code: name.slice(0, 1), name }, { id: `id-${name}-${index}` }),
    ),
    total: names.length,
    totalIsEstimate: false,
    nextCursor: null,
    ...rest,
  };
}

/** Answers the list with `answer(body)` and records every request body. */
export function serveList(answer: (body: RecordListRequest) => RecordListResponse) {
  const bodies: RecordListRequest[] = [];
  server.use(
    http.post('*/api/records/list', async ({ request }) => {
      const body = (await request.json()) as RecordListRequest;
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}
