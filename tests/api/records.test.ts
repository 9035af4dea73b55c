import { beforeAll, expect, it } from 'vitest';
import type {
  FormResponse,
  RecordHistoryEntry,
  RecordItem,
  RecordListResponse,
} from '../../src/shared/api/records';
import type { FormDefinition } from '../../src/shared/forms/definition';
import { readDefinitionFiles } from '../../src/server/forms/definition-files';
import type { LoadedForm } from '../../src/server/forms/form-registry';
import { recordLabel } from '../../src/server/records/record-writes';
import { fieldsOf } from '../../src/shared/forms/fields';
import { withReferences, type SeedReferences } from '../../src/server/seed/sample-records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

/** Every definition in schemas/, read the way the server reads them. */
/** Every shipped definition with two samples to walk it with (seeds are optional). */
const ALL_DEFINITIONS = readDefinitionFiles('schemas').definitions.map(
  ({ json }) => json as FormDefinition,
);
const DEFINITIONS = ALL_DEFINITIONS.filter((definition) => (definition.seed?.length ?? 0) >= 2);

/**
 * Samples whose key the seeded records already hold walk on records of their own: the employee
 * master's number, a roster entry per employee, an appraisal per employee and schedule.
 */
const WALKS: Record<
  string,
  (sample: Record<string, unknown>, index: number) => Record<string, unknown>
> = {
  'ers-employee': (sample) => ({ ...sample, employeeNumber: 'WALK-0001' }),
  'pms-employee': (sample, index) => ({
    ...sample,
    employee: { employeeNumber: ['2022-0001', '2022-0006'][index] },
  }),
  'pms-appraisal': (sample) => ({
    ...sample,
    schedule: { id: '00000000-0000-4000-8000-000000000000', label: 'Goal setting 2027' },
  }),
};

const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
  const response = await caller.call('POST', '/api/records/list', { body });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<RecordListResponse>();
};

/** The fields a list item carries by default: the list's columns, label and employee field. */
async function listedData(caller: ApiCaller, formId: string): Promise<string[]> {
  const { list } = (await caller.call('GET', `/api/forms/${formId}`)).json<FormResponse>()
    .definition;
  return [
    ...list.columns,
    ...(list.label ?? []),
    ...(list.employeeField ? [list.employeeField] : []),
  ];
}

const pick = (data: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => names.includes(name)));

/** A word of the record's first searchable text, to look it up by. */
function searchTerm(definition: FormDefinition, data: Record<string, unknown>): string | null {
  for (const field of definition.list.search) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return value.trim().split(/\s+/)[0] ?? null;
  }
  return null;
}

describeOnEachDatabase('records API, for every definition in schemas/', (current) => {
  let admin: ApiCaller;
  let other: ApiCaller;
  /** Samples name employees by number and other records by label, as the demo seed resolves them. */
  let references: SeedReferences;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    other = await signIn(current().app, 'icare', 'admin');
    const labelled = async (formId: string) => {
      const definition = ALL_DEFINITIONS.find((candidate) => candidate.formId === formId)!;
      const { items } = await list(admin, { form_id: formId, pageSize: 200, fields: ['*'] });
      return items.map((item) => ({
        item,
        id: item.id,
        label: recordLabel({ definition } as LoadedForm, item.data),
      }));
    };
    const employees = await labelled('ers-employee');
    const targets = new Set(
      DEFINITIONS.flatMap((definition) =>
        fieldsOf(definition).flatMap((field) =>
          [field, ...(field.columns ?? [])].map((each) => each.lookupFormId),
        ),
      ),
    );
    const records = new Map<string, Map<string, { id: string; label: string }>>();
    for (const formId of targets) {
      if (formId)
        records.set(
          formId,
          new Map((await labelled(formId)).map(({ id, label }) => [label, { id, label }])),
        );
    }
    references = {
      employees: new Map(
        employees.map(({ item, id, label }) => [String(item.data.employeeNumber), { id, label }]),
      ),
      records,
    };
  });

  it('finds definitions to test', () => {
    expect(DEFINITIONS.length).toBeGreaterThanOrEqual(40);
  });

  for (const definition of DEFINITIONS) {
    it(`${definition.formId}: create, list, search, view, edit, stale edit, delete, restore, isolation`, async () => {
      const [first, second] = (definition.seed as Record<string, unknown>[])
        .map((sample, index) => WALKS[definition.formId]?.(sample, index) ?? sample)
        .map((sample) => withReferences(definition, sample, references)) as [
        Record<string, unknown>,
        Record<string, unknown>,
      ];
      const created = await admin.call('POST', '/api/records', {
        body: { form_id: definition.formId, data: first },
      });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json<RecordItem>();
      expect(record).toMatchObject({ formId: definition.formId, version: 1, data: first });

      const page = await list(admin, { form_id: definition.formId, pageSize: 200, fields: ['*'] });
      // The list's items (JSON written by PostgreSQL) are the records as created and viewed.
      expect(page.items.find((item) => item.id === record.id)).toEqual(record);
      expect(page.total).toBe(page.items.length);
      // By default an item carries what the list shows (as the organisation uses the form).
      const shown = await listedData(admin, definition.formId);
      const listed = await list(admin, { form_id: definition.formId, pageSize: 200 });
      expect(listed.items.find((item) => item.id === record.id)).toEqual({
        ...record,
        data: pick(record.data, shown),
      });

      const term = searchTerm(definition, first);
      if (term) {
        const found = await list(admin, { form_id: definition.formId, q: term.toLowerCase() });
        expect(found.items.map((item) => item.id)).toContain(record.id);
      }
      const none = await list(admin, { form_id: definition.formId, q: 'zz-no-such-text-zz' });
      expect(none).toMatchObject({ items: [], total: 0, nextCursor: null });

      const viewed = await admin.call('GET', `/api/records/${record.id}`);
      expect(viewed.json<RecordItem>()).toEqual(record);

      const edited = await admin.call('PUT', `/api/records/${record.id}`, {
        body: { data: second, version: 1 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<RecordItem>()).toMatchObject({ version: 2, data: second });

      const stale = await admin.call('PUT', `/api/records/${record.id}`, {
        body: { data: first, version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).code).toBe('conflict');

      const history = (await admin.call('GET', `/api/records/${record.id}/history`)).json<{
        items: RecordHistoryEntry[];
      }>().items;
      expect(history.map((entry) => [entry.version, entry.action, entry.by])).toEqual([
        [2, 'updated', 'admin'],
        [1, 'created', 'admin'],
      ]);
      expect(history[0]?.changes.length).toBeGreaterThan(0);

      expect((await admin.call('DELETE', `/api/records/${record.id}`)).statusCode).toBe(200);
      const afterDelete = await list(admin, { form_id: definition.formId, pageSize: 200 });
      expect(afterDelete.items.map((item) => item.id)).not.toContain(record.id);
      const bin = await list(admin, { form_id: definition.formId, deleted: true });
      expect(bin.items.map((item) => item.id)).toEqual([record.id]);
      const restored = await admin.call('POST', `/api/records/${record.id}/restore`);
      expect(restored.json<RecordItem>()).toMatchObject({ deletedAt: null, version: 4 });

      const theirs = await list(other, { form_id: definition.formId, pageSize: 200 });
      expect(theirs.items.map((item) => item.id)).not.toContain(record.id);
      expect((await other.call('GET', `/api/records/${record.id}`)).statusCode).toBe(404);
      expect(
        (
          await other.call('PUT', `/api/records/${record.id}`, {
            body: { data: first, version: 4 },
          })
        ).statusCode,
      ).toBe(404);
    });

    it(`${definition.formId}: invalid data gets 422 with one message per field`, async () => {
      const required = (definition.schema.required as string[] | undefined) ?? [];
      const response = await admin.call('POST', '/api/records', {
        body: { form_id: definition.formId, data: { notAField: 1 } },
      });
      expect(response.statusCode).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('validation_failed');
      const paths = error.fields?.map((field) => field.path) ?? [];
      expect(paths).toContain('/notAField');
      // Computed fields and a workflow's state are the server's to fill in, never missing.
      const given = required.filter(
        (field) => !definition.rules?.computed?.[field] && field !== definition.workflow?.field,
      );
      for (const name of given) {
        const entry = error.fields?.find((field) => field.path === `/${name}`);
        expect(entry?.message, name).toMatch(/ is required$/);
        expect(entry?.message).not.toMatch(/property/);
      }
      const before = await list(admin, { form_id: definition.formId, pageSize: 200 });
      expect(before.items.every((item) => item.data.notAField === undefined)).toBe(true);
    });
  }
});
