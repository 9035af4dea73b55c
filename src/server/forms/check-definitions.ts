import type { Fragments } from '../../shared/forms/bundle';
import { fragmentRefs } from '../../shared/forms/bundle';
import { FormDefinitionSchema, type FormDefinition } from '../../shared/forms/definition';
import { humanizeErrors } from '../../shared/forms/field-errors';
import { fieldsOf, propertiesOf, type JsonSchemaNode } from '../../shared/forms/fields';
import { dialectOf } from '../../shared/forms/normalize-schema';
import { indexPlan } from '../../shared/forms/index-plan';
import { PAGE_VIEWS } from '../../shared/forms/page-views';
import { orgNamesIn, orgValue } from '../../shared/forms/org-binding';
import { withFlagDefaults } from '../../shared/org-flag-defaults';
import type { DefinitionFile } from './definition-files';
import { buildProblems } from './build-problems';
import { CompileMemo } from './compile-memo';
import { once } from '../../shared/once';
import { createRecordAjv } from './record-ajv';
import type { Problem } from './definition-problem';
import { starterProblems } from './starter-problems';
import { viewProblems } from './view-problems';
import { pathProblems, sharedPathProblems, workflowProblems } from './check-workflow';

const validateMeta = once(() => createRecordAjv({ strict: false }).compile(FormDefinitionSchema));
/** The definition format, as a memo key: a pass of an older format is not this one's. */
const DEFINITION_FORMAT = JSON.stringify(FormDefinitionSchema);

function ruleFieldProblems(
  definition: FormDefinition,
  names: Set<string>,
): Omit<Problem, 'file'>[] {
  const problems: Omit<Problem, 'file'>[] = [];
  for (const kind of ['visible', 'required', 'computed'] as const) {
    for (const field of Object.keys(definition.rules?.[kind] ?? {})) {
      if (!names.has(field)) {
        problems.push({
          pointer: `/rules/${kind}/${field}`,
          message: `"${field}" is not a field of schema.properties`,
        });
      }
    }
  }
  (definition.rules?.checks ?? []).forEach((check, index) => {
    if (!names.has(check.field)) {
      problems.push({
        pointer: `/rules/checks/${index}/field`,
        message: `"${check.field}" is not a field of schema.properties`,
      });
    }
  });
  return problems;
}

function listProblems(definition: FormDefinition, names: Set<string>): Omit<Problem, 'file'>[] {
  const problems: Omit<Problem, 'file'>[] = [];
  const { list } = definition;
  const named: [string, string[]][] = [
    ['list/columns', list.columns],
    ['list/search', list.search],
    ['list/filters', list.filters],
    ['list/sortable', list.sortable ?? []],
    ['list/label', list.label ?? []],
    ['list/employeeField', list.employeeField ? [list.employeeField] : []],
    ['importer/key', definition.importer?.key ?? []],
  ];
  for (const [key, fields] of named) {
    fields.forEach((field, index) => {
      if (!names.has(field)) {
        problems.push({
          pointer: `/${key}/${index}`,
          message: `"${field}" is not a field of schema.properties`,
        });
      }
    });
  }
  if (definition.access.own && !list.employeeField) {
    problems.push({
      pointer: '/access/own',
      message: 'access.own needs list.employeeField: it names whose record each one is',
    });
  }
  const sort = list.sort.field;
  if (!names.has(sort) && sort !== 'createdAt' && sort !== 'updatedAt') {
    problems.push({
      pointer: '/list/sort/field',
      message: `"${sort}" is neither a field nor createdAt/updatedAt`,
    });
  }
  if (problems.length === 0) {
    try {
      indexPlan(definition);
    } catch (error) {
      problems.push({ pointer: '/list', message: (error as Error).message });
    }
  }
  const sortable = new Set([sort, ...(list.sortable ?? [])]);
  (list.indexes ?? []).forEach((fields, index) => {
    fields.forEach((field, position) => {
      const last = position === fields.length - 1;
      if (names.has(field) && (list.filters.includes(field) || (last && sortable.has(field))))
        return;
      problems.push({
        pointer: `/list/indexes/${index}/${position}`,
        message: last
          ? `"${field}" must be a filter or a sort field of this list`
          : `"${field}" must be one of list.filters (only the last field may be a sort field)`,
      });
    });
  });
  return problems;
}

function lookupProblems(
  definition: FormDefinition,
  formIds: ReadonlySet<string>,
): Omit<Problem, 'file'>[] {
  return fieldsOf(definition).flatMap((field) => {
    // A listed text names its list the way a lookup names its target.
    const what = field.kind === 'lookup' ? 'lookup' : field.lookupFormId ? 'listed text' : null;
    if (!what) return [];
    const pointer = `/uiSchema/${field.name}`;
    if (!field.lookupFormId)
      return [{ pointer, message: `lookup "${field.name}" needs ui:options.formId` }];
    return formIds.has(field.lookupFormId)
      ? []
      : [
          {
            pointer,
            message: `${what} "${field.name}" names unknown form "${field.lookupFormId}"`,
          },
        ];
  });
}

/** `$org.` names must be switches; a field that may be absent cannot be required. */
function orgProblems(definition: FormDefinition): Omit<Problem, 'file'>[] {
  const defaults = withFlagDefaults({});
  const unknown = [...new Set(orgNamesIn(definition.rules ?? {}))]
    .filter((name) => orgValue(defaults, name) === undefined)
    .map((name) => ({
      pointer: '/rules',
      message: `"$org.${name}" is not an organisation switch (see src/shared/org-flags.ts)`,
    }));
  const required = Object.entries(definition.rules?.visible ?? {})
    .filter(
      ([field, rule]) => orgNamesIn(rule).length > 0 && definition.schema.required?.includes(field),
    )
    .map(([field]) => ({
      pointer: `/rules/visible/${field}`,
      message: `"${field}" depends on an organisation switch, so it cannot be in schema.required`,
    }));
  return [...unknown, ...required];
}

/** The record must be an object: typed so, or with properties declared somewhere. */
function rootProblems(schema: JsonSchemaNode): Omit<Problem, 'file'>[] {
  if (dialectOf(schema.$schema) === null)
    return [
      {
        pointer: '/schema/$schema',
        message: `"${String(schema.$schema)}" is not a dialect the engine knows: use draft-07, 2019-09 or 2020-12 of json-schema.org, or leave it out`,
      },
    ];
  if (Object.keys(propertiesOf(schema)).length === 0)
    return [
      { pointer: '/schema', message: 'the record must be an object with at least one property' },
    ];
  return [];
}

/** `related`: forms that name an employee, as this one does. */
function relatedProblems(
  definition: FormDefinition,
  employeeForms: ReadonlySet<string>,
): Omit<Problem, 'file'>[] {
  if (!definition.related) return [];
  if (!definition.list.employeeField)
    return [
      {
        pointer: '/related',
        message: "needs list.employeeField: related records are the same employee's",
      },
    ];
  return definition.related.flatMap((formId, index) =>
    employeeForms.has(formId)
      ? []
      : [
          {
            pointer: `/related/${index}`,
            message: `"${formId}" is not a definition with list.employeeField`,
          },
        ],
  );
}

/** What checking one definition needs to know of the others. */
interface CheckContext {
  fragments: Fragments;
  /** All definitions' formIds, for lookups. */
  formIds: ReadonlySet<string>;
  /** The forms that name an employee. */
  employeeForms: ReadonlySet<string>;
  /** The starter lists. */
  starterForms: ReadonlySet<string>;
  memo: CompileMemo;
}

/** Checks one parsed definition on its own. */
function checkOne(json: unknown, context: CheckContext): Omit<Problem, 'file'>[] {
  const { fragments, formIds, employeeForms, starterForms } = context;
  // Memoised like the compiles: the format's validator is itself a compile a start skips.
  if (!context.memo.passes([DEFINITION_FORMAT, json], () => validateMeta()(json))) {
    return humanizeErrors(validateMeta().errors ?? [], {
      root: FormDefinitionSchema as unknown as JsonSchemaNode,
    }).map((field) => ({ pointer: field.path || '/', message: field.message }));
  }
  const definition = json as FormDefinition;
  const root = rootProblems(definition.schema as JsonSchemaNode);
  if (root.length > 0) return root;
  const names = new Set(Object.keys(propertiesOf(definition.schema as JsonSchemaNode)));
  const unknownRefs = [...fragmentRefs(definition.schema)].filter(
    (name) => !fragments[name] && !(definition.schema.$defs as Fragments | undefined)?.[name],
  );
  const problems = [
    ...unknownRefs.map((name) => ({
      pointer: '/schema',
      message: `"#/$defs/${name}" is neither in schemas/_defs/ nor in the schema's own $defs`,
    })),
    ...listProblems(definition, names),
    ...ruleFieldProblems(definition, names),
    ...lookupProblems(definition, formIds),
    ...starterProblems(definition, starterForms),
    ...relatedProblems(definition, employeeForms),
    ...orgProblems(definition),
    ...viewProblems(definition, new Map(fieldsOf(definition).map((f) => [f.name, f]))),
    ...workflowProblems(definition),
    ...pathProblems(definition),
  ];
  if (problems.length > 0) return problems;
  return buildProblems(definition, fragments, context.memo);
}

/**
 * Checks every definition, alone and together (unique formIds and routes, lookup targets).
 * `accepted` are definitions already in service (the files, when the form builder checks an
 * organisation's own): they count as taken and as lookup targets, and are not checked again.
 * `memo` skips the compiles that passed before.
 */
export function checkDefinitions(
  files: DefinitionFile[],
  fragments: Fragments,
  {
    accepted = [],
    memo = new CompileMemo(),
  }: { accepted?: readonly FormDefinition[]; memo?: CompileMemo } = {},
): Problem[] {
  const problems: Problem[] = [];
  const formIds = new Set<string>();
  const employeeForms = new Set<string>();
  const starterForms = new Set<string>();
  const routes = new Map<string, string>();
  const owners = new Map<string, string>();
  const known = accepted.map((json) => ({ file: `"${json.formId}"`, json }) as DefinitionFile);
  const candidates = new Set(files.map(({ file }) => file));
  for (const { file, json, parseError } of [...known, ...files]) {
    if (parseError) {
      problems.push({ file, pointer: '/', message: `not valid JSON: ${parseError}` });
      continue;
    }
    const { formId, route, views, list, starter } = (json ?? {}) as Partial<FormDefinition>;
    if (typeof formId === 'string' && list?.employeeField) employeeForms.add(formId);
    if (typeof formId === 'string' && starter === true) starterForms.add(formId);
    if (typeof formId === 'string') {
      const owner = owners.get(formId);
      if (owner)
        problems.push({
          file,
          pointer: '/formId',
          message: `"${formId}" is already used by ${owner}`,
        });
      owners.set(formId, file);
      formIds.add(formId);
    }
    const pages: [string, unknown][] = [
      ['/route', route],
      ...PAGE_VIEWS.map((view): [string, unknown] => [`/views/${view}/path`, views?.[view]?.path]),
    ];
    for (const [pointer, path] of pages) {
      if (typeof path !== 'string') continue;
      const owner = routes.get(path);
      if (owner) problems.push({ file, pointer, message: `"${path}" is already used by ${owner}` });
      routes.set(path, file);
    }
  }
  for (const { file, json, parseError } of files) {
    if (parseError) continue;
    problems.push(
      ...checkOne(json, { fragments, formIds, employeeForms, starterForms, memo }).map(
        (problem) => ({
          file,
          ...problem,
        }),
      ),
    );
  }
  problems.push(
    ...sharedPathProblems(
      [...known, ...files]
        .filter((entry) => !entry.parseError && entry.json && typeof entry.json === 'object')
        .map(({ file, json }) => ({ file, definition: json as Partial<FormDefinition> })),
    ),
  );
  return problems.filter(({ file }) => candidates.has(file));
}
