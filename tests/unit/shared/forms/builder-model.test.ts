import { describe, expect, test } from 'vitest';
import {
  KIND_INFO,
  BUILDER_KINDS,
  type BuilderField,
} from '../../../../src/shared/forms/builder/builder-kinds';
import {
  designable,
  fieldNameOf,
  fieldSchema,
  toDefinition,
  toModel,
  withoutField,
} from '../../../../src/shared/forms/builder/builder-model';
import { formIdOf, routeOf } from '../../../../src/shared/forms/builder/built-names';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { fieldsOf } from '../../../../src/shared/forms/fields';
import { readDefinitionFiles } from '../../../../src/server/forms/definition-files';

const VEHICLES: FormDefinition = {
  formId: 'custom-vehicles',
  title: 'Company vehicle',
  module: 'utility',
  route: '/custom/vehicles',
  schema: {
    type: 'object',
    required: ['plate'],
    properties: {
      plate: { type: 'string', maxLength: 10, title: 'Plate number' },
      fuel: { type: 'string', enum: ['Diesel', 'Gasoline'], title: 'Fuel' },
      driver: { $ref: '#/$defs/employeeRef', title: 'Driver' },
      site: { $ref: '#/$defs/recordRef', title: 'Site' },
      lines: {
        type: 'array',
        title: 'Trips',
        items: { type: 'object', properties: { km: { type: 'number', title: 'Km' } } },
      },
    },
  },
  uiSchema: { fuel: { 'ui:widget': 'radio' }, site: { 'ui:options': { formId: 'company-site' } } },
  list: {
    columns: ['plate'],
    search: ['plate'],
    filters: ['fuel'],
    sort: { field: 'plate', direction: 'asc' },
  },
  access: { read: ['*'], write: ['admin'] },
  rules: { required: { fuel: { '!!': [{ var: 'plate' }] } } },
};

describe('the form builder model', () => {
  test('reads a definition into fields it can edit, keeps the rest, and writes it back unchanged', () => {
    const model = toModel(VEHICLES);
    expect(model.fields.map((field) => [field.name, field.kind])).toEqual([
      ['plate', 'text'],
      ['fuel', 'radio'],
      ['driver', 'lookup'],
      ['site', 'lookup'],
      ['lines', 'other'],
    ]);
    expect(model.fields[2]).toMatchObject({ formId: 'ers-employee' });
    expect(toDefinition(model, VEHICLES)).toEqual(VEHICLES);
  });

  test('a field whose schema says more than the builder writes is kept as written', () => {
    const patterned: FormDefinition = {
      ...VEHICLES,
      schema: {
        type: 'object',
        properties: { plate: { type: 'string', maxLength: 10, pattern: '^[A-Z]', title: 'Plate' } },
      },
    };
    const [plate] = toModel(patterned).fields;
    expect(plate?.kind).toBe('other');
    expect(toDefinition(toModel(patterned), patterned).schema).toEqual(patterned.schema);
  });

  test('every product definition round-trips through the model when the design tab can edit it', () => {
    const { definitions } = readDefinitionFiles('schemas');
    let designed = 0;
    for (const { json } of definitions) {
      const definition = json as FormDefinition;
      if (!designable(definition)) continue;
      designed += 1;
      expect(toDefinition(toModel(definition), definition), definition.formId).toEqual(definition);
    }
    expect(designed).toBeGreaterThan(50);
  });

  test('each type writes a schema whose field kind the engine reads back as that type', () => {
    for (const kind of BUILDER_KINDS) {
      const field: BuilderField = {
        name: 'value',
        title: 'Value',
        kind,
        required: false,
        options: ['A', 'B'],
        formId: 'company-site',
      };
      const { schema, ui } = fieldSchema(field);
      const [info] = fieldsOf({
        schema: { type: 'object', properties: { value: schema } },
        uiSchema: ui ? { value: ui } : {},
      });
      expect(info?.kind, kind).toBe(KIND_INFO[kind].engineKind);
    }
  });

  test('choices are trimmed, blank ones dropped and duplicates written once', () => {
    const { schema } = fieldSchema({
      name: 'size',
      title: 'Size',
      kind: 'enum',
      required: true,
      options: [' Small', '', 'Large ', 'Small'],
    });
    expect(schema.enum).toEqual(['Small', 'Large']);
  });

  test('removing a field takes it out of the list settings too', () => {
    const model = withoutField(toModel(VEHICLES), 'plate');
    expect(model.list).toEqual({
      columns: [],
      search: [],
      filters: ['fuel'],
      sort: { field: 'createdAt', direction: 'desc' },
    });
  });

  test('names, keys and routes come from what people type', () => {
    expect(formIdOf('Company vehicles')).toBe('custom-company-vehicles');
    expect(formIdOf('  Équipe & Co.  ')).toBe('custom-equipe-co');
    expect(routeOf('custom-company-vehicles')).toBe('/custom/company-vehicles');
    expect(fieldNameOf('Plate number', new Set())).toBe('plateNumber');
    expect(fieldNameOf('Plate number', new Set(['plateNumber']))).toBe('plateNumber2');
    expect(fieldNameOf('2nd driver', new Set())).toBe('ndDriver');
  });
});
