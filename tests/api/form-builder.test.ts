import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type {
  BuiltForm,
  BuiltFormCheckResult,
  BuiltVersion,
  BuiltVersionSummary,
} from '../../src/shared/api/form-builder';
import type {
  FormListResponse,
  RecordItem,
  RecordListResponse,
} from '../../src/shared/api/records';
import { checkDefinitions } from '../../src/server/forms/check-definitions';
import { readDefinitionFiles } from '../../src/server/forms/definition-files';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

/** What an administrator builds in the browser: a list of company vehicles. */
const VEHICLES = {
  formId: 'custom-vehicles',
  title: 'Company vehicle',
  pluralTitle: 'Company vehicles',
  module: 'utility',
  route: '/custom/vehicles',
  schema: {
    type: 'object',
    required: ['plate', 'kind'],
    properties: {
      plate: { type: 'string', title: 'Plate number', minLength: 3, maxLength: 10 },
      kind: { type: 'string', title: 'Kind', enum: ['Car', 'Van', 'Truck'] },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 60 },
      value: { $ref: '#/$defs/money', title: 'Book value' },
      assignedTo: { $ref: '#/$defs/employeeRef', title: 'Assigned to' },
    },
  },
  list: {
    columns: ['plate', 'kind', 'assignedTo'],
    search: ['plate'],
    filters: ['kind'],
    sort: { field: 'plate', direction: 'asc' },
  },
  access: { read: ['admin', 'hr'], write: ['admin'] },
};

describeOnEachDatabase('the form builder', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  let icare: ApiCaller;

  beforeAll(async () => {
    [admin, hr, icare] = await Promise.all([
      signIn(current().app, 'acme', 'admin'),
      signIn(current().app, 'acme', 'hr'),
      signIn(current().app, 'icare', 'admin'),
    ]);
  });

  const build = (caller: ApiCaller, definition: unknown) =>
    caller.call('POST', '/api/form-builder', { body: { definition, note: 'First cut' } });
  const list = async (caller: ApiCaller, body: Record<string, unknown> = {}) =>
    caller.call('POST', '/api/records/list', { body: { form_id: VEHICLES.formId, ...body } });

  it('builds a record type that is served at once: create, list, search, edit', async () => {
    const built = await build(admin, VEHICLES);
    expect(built.statusCode, built.body).toBe(201);
    expect(built.json<BuiltForm>()).toMatchObject({ version: 1, records: 0, updatedBy: 'admin' });

    const menu = (await hr.call('GET', '/api/forms')).json<FormListResponse>();
    expect(menu.forms.find((form) => form.formId === VEHICLES.formId)).toMatchObject({
      title: 'Company vehicle',
      route: '/custom/vehicles',
      canWrite: false,
    });

    const created = await admin.call('POST', '/api/records', {
      body: {
        form_id: VEHICLES.formId,
        data: { plate: 'NBC 1234', kind: 'Van', seats: 12, value: 125_000_00 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bad = await admin.call('POST', '/api/records', {
      body: { form_id: VEHICLES.formId, data: { plate: 'X', kind: 'Bus' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      errorOf(bad)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['/kind', '/plate']);
    expect(
      (
        await hr.call('POST', '/api/records', {
          body: { form_id: VEHICLES.formId, data: { plate: 'ABC 111', kind: 'Car' } },
        })
      ).statusCode,
    ).toBe(403);

    const found = (
      await list(hr, { q: 'nbc', filter: { kind: 'Van' } })
    ).json<RecordListResponse>();
    expect(found.items.map((item) => item.data.plate)).toEqual(['NBC 1234']);

    const record = created.json<RecordItem>();
    const edited = await admin.call('PUT', `/api/records/${record.id}`, {
      body: { version: record.version, data: { ...record.data, seats: 15 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('versions each change, refuses a stale one and re-keys the records a new filter needs', async () => {
    const current = (
      await admin.call('GET', `/api/form-builder/${VEHICLES.formId}`)
    ).json<BuiltForm>();
    const next = {
      ...VEHICLES,
      schema: {
        ...VEHICLES.schema,
        properties: {
          ...VEHICLES.schema.properties,
          fuel: { type: 'string', title: 'Fuel', enum: ['Diesel', 'Gasoline', 'Electric'] },
        },
      },
      list: { ...VEHICLES.list, filters: ['kind', 'seats'] },
    };
    const saved = await admin.call('PUT', `/api/form-builder/${VEHICLES.formId}`, {
      body: { definition: next, version: current.version, note: 'Fuel; filter by seats' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BuiltForm>()).toMatchObject({ version: 2, records: 1 });

    const stale = await admin.call('PUT', `/api/form-builder/${VEHICLES.formId}`, {
      body: { definition: next, version: current.version },
    });
    expect(stale.statusCode).toBe(409);

    // The record saved under version 1 is found by the filter version 2 added.
    const bySeats = (
      await list(admin, { filter: { seats: { gte: 15 } } })
    ).json<RecordListResponse>();
    expect(bySeats.items.map((item) => item.data.plate)).toEqual(['NBC 1234']);

    const versions = (
      await admin.call('GET', `/api/form-builder/${VEHICLES.formId}/versions`)
    ).json<{ items: BuiltVersionSummary[] }>();
    expect(versions.items.map((v) => [v.version, v.note])).toEqual([
      [2, 'Fuel; filter by seats'],
      [1, 'First cut'],
    ]);
    const first = (
      await admin.call('GET', `/api/form-builder/${VEHICLES.formId}/versions/1`)
    ).json<BuiltVersion>();
    expect(first.definition).toEqual(VEHICLES);
  });

  it('exports a file that schemas/ accepts as it is', async () => {
    const response = await admin.call('GET', `/api/form-builder/${VEHICLES.formId}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="custom-vehicles.json"',
    );
    const file = response.body;
    expect(JSON.parse(file)).toMatchObject({
      $schema: '../_meta/definition.schema.json',
      formId: VEHICLES.formId,
    });
    // Dropped into a copy of schemas/, the whole folder still passes check-schemas.
    const dir = mkdtempSync(join(tmpdir(), 'hcm-schemas-'));
    cpSync('schemas', dir, { recursive: true });
    mkdirSync(join(dir, 'utility'), { recursive: true });
    writeFileSync(join(dir, 'utility', 'custom-vehicles.json'), file);
    const { definitions, fragments } = readDefinitionFiles(dir);
    expect(checkDefinitions(definitions, fragments)).toEqual([]);
  });

  it('checks a definition as check-schemas does, and previews one without problems', async () => {
    const check = async (definition: unknown) =>
      (
        await admin.call('POST', '/api/form-builder/check', { body: { definition } })
      ).json<BuiltFormCheckResult>();
    const broken = await check({
      ...VEHICLES,
      formId: 'custom-broken',
      route: '/payroll/loans',
      list: { ...VEHICLES.list, columns: ['plate', 'colour'] },
    });
    expect(broken.problems).toEqual([{ pointer: '/route', message: 'must start with "/custom/"' }]);
    const unknownColumn = await check({
      ...VEHICLES,
      formId: 'custom-broken',
      route: '/custom/broken',
      list: { ...VEHICLES.list, columns: ['plate', 'colour'] },
    });
    expect(unknownColumn.problems).toEqual([
      { pointer: '/list/columns/1', message: '"colour" is not a field of schema.properties' },
    ]);
    const taken = await check({ ...VEHICLES });
    expect(taken.problems).toContainEqual({
      pointer: '/formId',
      message: '"custom-vehicles" is already used by "custom-vehicles"',
    });
    const fine = await check({ ...VEHICLES, formId: 'custom-trailers', route: '/custom/trailers' });
    expect(fine.problems).toEqual([]);
    expect(fine.preview?.definition.schema.$defs).toHaveProperty('money');
    const validator = await admin.call('GET', fine.preview?.validatorUrl ?? '');
    expect(validator.statusCode).toBe(200);
  });

  it('refuses a definition with problems with a 422 that points into it, and writes nothing', async () => {
    const response = await build(admin, {
      ...VEHICLES,
      formId: 'custom-boats',
      route: '/custom/boats',
      seed: [],
      list: { ...VEHICLES.list, sort: { field: 'hull', direction: 'asc' } },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([
      { path: '/definition/seed', message: 'sample records are for files of schemas/ only' },
    ]);
    expect((await admin.call('GET', '/api/form-builder/custom-boats')).statusCode).toBe(404);
    const notJson = await build(admin, 'vehicles');
    expect(errorOf(notJson).fields).toEqual([
      { path: '/definition', message: 'must be a record definition (a JSON object)' },
    ]);
  });

  it('is for administrators only', async () => {
    expect((await hr.call('GET', '/api/form-builder')).statusCode).toBe(403);
    expect((await build(hr, { ...VEHICLES, formId: 'custom-hr' })).statusCode).toBe(403);
  });

  it('leaves another organisation without it, and lets it build its own under the same id', async () => {
    const forms = (await icare.call('GET', '/api/forms')).json<FormListResponse>();
    expect(forms.forms.some((form) => form.formId === VEHICLES.formId)).toBe(false);
    expect((await icare.call('GET', `/api/forms/${VEHICLES.formId}`)).statusCode).toBe(404);
    expect((await list(icare)).statusCode).toBe(404);
    expect((await icare.call('GET', `/api/form-builder/${VEHICLES.formId}`)).statusCode).toBe(404);
    expect(
      (await icare.call('GET', `/api/form-builder/${VEHICLES.formId}/export`)).statusCode,
    ).toBe(404);

    const own = { ...VEHICLES, title: 'Ambulance', pluralTitle: 'Ambulances' };
    expect((await build(icare, own)).statusCode).toBe(201);
    const theirs = (await list(icare)).json<RecordListResponse>();
    expect(theirs.total).toBe(0);
    const ours = (await admin.call('GET', `/api/forms/${VEHICLES.formId}`)).json<{
      definition: { title: string };
    }>();
    expect(ours.definition.title).toBe('Company vehicle');
  });

  it('archives a record type only once it has no records', async () => {
    const current = (
      await admin.call('GET', `/api/form-builder/${VEHICLES.formId}`)
    ).json<BuiltForm>();
    const refused = await admin.call(
      'DELETE',
      `/api/form-builder/${VEHICLES.formId}?version=${current.version}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('still has 1 record(s)');

    const { items } = (await list(admin)).json<RecordListResponse>();
    for (const item of items)
      expect((await admin.call('DELETE', `/api/records/${item.id}`)).statusCode).toBe(200);
    const archived = await admin.call(
      'DELETE',
      `/api/form-builder/${VEHICLES.formId}?version=${current.version}`,
    );
    expect(archived.statusCode).toBe(204);
    expect((await admin.call('GET', `/api/forms/${VEHICLES.formId}`)).statusCode).toBe(404);
    // Built again, it carries on from the versions it had.
    const again = await build(admin, VEHICLES);
    expect(again.json<BuiltForm>().version).toBe(current.version + 1);
  });
});
