/**
 * Scaffolds a definition: `npm run new-form -- utility/example "Example"` writes
 * schemas/utility/example.json (formId "utility-example", route /utility/example) with the usual
 * reference-list fields, valid sample records, and access for admins and HR. Edit it, then run
 * `npm run check-schemas` and restart: the module appears with its menu entry and pages.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FormDefinitionSchema } from '../src/shared/forms/definition';

const [path, title] = process.argv.slice(2);
if (!path || !title || !/^[a-z0-9-]+(\/[a-z0-9-]+)+$/.test(path)) {
  console.error(
    'usage: npm run new-form -- <folder>/<name> "<Title>"   e.g. utility/example "Example"',
  );
  process.exit(2);
}
const file = join('schemas', `${path}.json`);
if (existsSync(file)) {
  console.error(`${file} already exists`);
  process.exit(1);
}
const [folder = '', ...rest] = path.split('/');
const modules = (FormDefinitionSchema.properties.module as unknown as { enum: string[] }).enum;
const module = modules.includes(folder) ? folder : 'utility';
const formId = path.replace(/\//g, '-');

const definition = {
  $schema: `${'../'.repeat(path.split('/').length - 1)}_meta/definition.schema.json`,
  formId,
  title,
  pluralTitle: `${title}s`,
  module,
  route: `/${path}`,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'name', 'active'],
    properties: {
      code: { type: 'string', title: 'Code', minLength: 1, maxLength: 20, pattern: '^[A-Z0-9-]+$' },
      name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
      description: { type: 'string', title: 'Description', maxLength: 500 },
      active: { type: 'boolean', title: 'Active', default: true },
    },
  },
  uiSchema: { description: { 'ui:widget': 'textarea' } },
  list: {
    columns: ['code', 'name', 'active'],
    sort: { field: 'name', direction: 'asc' },
    search: ['code', 'name'],
    filters: ['active'],
  },
  access: { read: ['*'], write: ['admin', 'hr'] },
  seed: [
    {
      code: `${rest.join('-').toUpperCase().slice(0, 16)}-1`,
      name: `First ${title.toLowerCase()}`,
      active: true,
    },
    {
      code: `${rest.join('-').toUpperCase().slice(0, 16)}-2`,
      name: `Second ${title.toLowerCase()}`,
      active: false,
    },
  ],
};

mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(definition, null, 2)}\n`);
console.log(`wrote ${file} (formId ${formId}, pages under /${path}/list)`);
console.log('next: edit it, `npm run check-schemas`, `npm run gen-types`, then restart the app');
