import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { RecordPathsSchema, WorkflowSchema } from './definition-workflow';

/**
 * The vocabulary of a form definition (`schemas/**\/*.json`). This TypeBox schema is the one
 * source: `npm run gen-types` writes it out as `schemas/_meta/definition.schema.json` (the
 * meta-schema editors and the check script use) and `Static` gives the TypeScript type.
 * schemas/README.md explains every keyword with examples.
 */

const FieldName = Type.String({
  pattern: '^[a-z][A-Za-z0-9]*$',
  description: 'A top-level property of `schema.properties`, in camelCase.',
});

/** A JSONLogic expression (https://jsonlogic.com), evaluated against the record's data. */
const Logic = Type.Unknown({ description: 'A JSONLogic expression over the record data.' });

const AccessRole = Type.Union([Type.Enum([...ROLES]), Type.Literal('*')]);

export const SortSchema = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 64 }),
    direction: Type.Enum(['asc', 'desc']),
  },
  { additionalProperties: false },
);
export type Sort = Static<typeof SortSchema>;

const ViewPath = Type.String({
  pattern: '^(/[a-z0-9]+(-[a-z0-9]+)*)+$',
  description:
    'The view\'s own page, e.g. "/ats/applicants/pipeline"; without it the list page switches to it (`<list>?view=board`).',
});

/** A view's own page and, to list it in the menu, the entry's label. */
const ViewPage = {
  path: Type.Optional(ViewPath),
  label: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 60,
      description:
        'The menu entry of a view with its own `path`, e.g. "Pipeline"; without it the view is reached from the list.',
    }),
  ),
};

/**
 * A figure a chart shows per group: how many records, or the sum or average of a number or
 * money field (an average to two decimals, over the records that have a value).
 */
export const ChartMeasureSchema = Type.Union([
  Type.Object({ op: Type.Literal('count') }, { additionalProperties: false }),
  Type.Object({ op: Type.Enum(['sum', 'avg']), field: FieldName }, { additionalProperties: false }),
]);
export type ChartMeasure = Static<typeof ChartMeasureSchema>;

/** The engine's further views of a record type, each switched on by its key. */
const ViewsSchema = Type.Object(
  {
    board: Type.Optional(
      Type.Object(
        {
          field: FieldName,
          cardFields: Type.Array(FieldName, { minItems: 1, maxItems: 6, uniqueItems: true }),
          ...ViewPage,
        },
        {
          additionalProperties: false,
          description:
            'Cards in one column per value of an enum field (one of list.filters); moving a card saves that field.',
        },
      ),
    ),
    calendar: Type.Optional(
      Type.Object(
        {
          start: FieldName,
          end: Type.Optional(FieldName),
          title: Type.Array(FieldName, { minItems: 1, maxItems: 3, uniqueItems: true }),
          ...ViewPage,
        },
        {
          additionalProperties: false,
          description:
            'Records on a month grid by a date field (a range with `end`); both in list.filters.',
        },
      ),
    ),
    chart: Type.Optional(
      Type.Object(
        {
          groupBy: Type.Array(FieldName, { minItems: 1, maxItems: 6, uniqueItems: true }),
          measures: Type.Array(ChartMeasureSchema, { minItems: 1, maxItems: 4 }),
          ...ViewPage,
        },
        {
          additionalProperties: false,
          description:
            'Counts and sums grouped by one or two of `groupBy` (enum, boolean, lookup, text or date fields of list.filters; dates by month).',
        },
      ),
    ),
    dashboard: Type.Optional(
      Type.Object(
        {
          panels: Type.Array(
            Type.Object(
              {
                groupBy: FieldName,
                measure: Type.Optional(ChartMeasureSchema),
                shape: Type.Optional(Type.Enum(['bar', 'line', 'pie'])),
              },
              { additionalProperties: false },
            ),
            { minItems: 1, maxItems: 8 },
          ),
          ...ViewPage,
        },
        {
          additionalProperties: false,
          description:
            "Several charts on one page, each counting (or summing) by one field of list.filters, under the list's filters.",
        },
      ),
    ),
    matrix: Type.Optional(
      Type.Object(
        {
          rows: FieldName,
          columns: FieldName,
          cardFields: Type.Array(FieldName, { minItems: 1, maxItems: 4, uniqueItems: true }),
          cells: Type.Optional(
            Type.Record(Type.String({ pattern: '^[^/]+/[^/]+$' }), Type.String({ maxLength: 40 }), {
              description:
                'A name for a cell, keyed "<row value>/<column value>", e.g. {"High/High": "Star"}.',
            }),
          ),
          ...ViewPage,
        },
        {
          additionalProperties: false,
          description:
            'A grid of two enum fields (both in list.filters): rows from the last value up, columns from the first value across, e.g. the nine-box of potential by performance.',
        },
      ),
    ),
    print: Type.Optional(
      Type.Boolean({ description: 'A printable record: a "Print / PDF" action on its page.' }),
    ),
  },
  { additionalProperties: false },
);
export type FormViews = Static<typeof ViewsSchema>;

export const FormDefinitionSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    formId: Type.String({
      pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
      maxLength: 48,
      description: 'Unique key of the record type, kebab-case, e.g. "utility-gender".',
    }),
    title: Type.String({ minLength: 1, maxLength: 80, description: 'Singular display name.' }),
    pluralTitle: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    module: Type.Enum(
      [
        'reference',
        'utility',
        'accounting',
        'ers',
        'timekeeping',
        'company-settings',
        'ats',
        'pms',
        'payroll',
        'training',
        'wom',
        'onboarding',
      ],
      { description: 'The menu group the module appears in.' },
    ),
    route: Type.String({
      pattern: '^(/[a-z0-9]+(-[a-z0-9]+)*)+$',
      description: 'Route base: list at `<route>/list`, `add/:formId`, `edit/…`, `view/…`.',
    }),
    listAtBase: Type.Optional(
      Type.Boolean({ description: 'Serve the list at the bare route base instead of `/list`.' }),
    ),
    paths: Type.Optional(RecordPathsSchema),
    description: Type.Optional(Type.String({ maxLength: 300 })),
    schema: Type.Object(
      {
        $schema: Type.Optional(
          Type.String({
            description:
              'The dialect: draft-07, 2019-09 or 2020-12 (the default when absent) of json-schema.org.',
          }),
        ),
        type: Type.Optional(Type.Literal('object')),
        properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        required: Type.Optional(Type.Array(Type.String())),
        additionalProperties: Type.Optional(Type.Unknown()),
        $defs: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      },
      {
        additionalProperties: true,
        description:
          'JSON Schema of the record data: an object, its properties declared here or in allOf/anyOf/oneOf/if/dependencies branches.',
      },
    ),
    uiSchema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    list: Type.Object(
      {
        columns: Type.Array(FieldName, { minItems: 1 }),
        sort: SortSchema,
        search: Type.Array(FieldName, { default: [] }),
        filters: Type.Array(FieldName, { default: [] }),
        sortable: Type.Optional(Type.Array(FieldName)),
        indexes: Type.Optional(
          Type.Array(Type.Array(FieldName, { minItems: 2, maxItems: 4, uniqueItems: true }), {
            description:
              'Compound indexes for busy list views: filters on the leading fields (equality) sorted by the last, e.g. [["status", "date"]].',
          }),
        ),
        employeeField: Type.Optional(FieldName),
        label: Type.Optional(
          Type.Array(FieldName, {
            minItems: 1,
            description: 'Fields joined to name a record in lookups; default the first column.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    access: Type.Object(
      {
        read: Type.Array(AccessRole, { minItems: 1 }),
        write: Type.Array(AccessRole),
        create: Type.Optional(
          Type.Array(AccessRole, {
            description:
              'Roles that may add records (by the form or an import), when fewer than those who may change them: appraisals are opened by HR, then filled in by the employee.',
          }),
        ),
        own: Type.Optional(
          Type.Object(
            { read: Type.Array(AccessRole), write: Type.Array(AccessRole) },
            {
              additionalProperties: false,
              description:
                'Roles that may read / write only the records naming themselves (by list.employeeField), e.g. employees their own onboarding forms.',
            },
          ),
        ),
        accounts: Type.Optional(
          Type.Record(
            Type.String({ pattern: '^[a-z0-9-]+$' }),
            Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
            {
              description:
                'Per organisation: the only usernames that may use this form there (spec section 5).',
            },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    workflow: Type.Optional(WorkflowSchema),
    importer: Type.Optional(
      Type.Object(
        {
          route: Type.String({
            pattern: '^(/[a-z0-9]+(-[a-z0-9]+)*)+$',
            description:
              'The page of the importer screen, e.g. "/payroll/earnings-and-deductions/importer".',
          }),
          maxRows: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 60000,
              description: 'Most data rows one file may hold (default 2000).',
            }),
          ),
          key: Type.Optional(
            Type.Array(Type.String({ minLength: 1 }), {
              minItems: 1,
              uniqueItems: true,
              description:
                'Fields that identify a record: a row whose key matches a live record updates it (only the mapped columns) instead of creating one, so importing a file again changes nothing.',
            }),
          ),
        },
        {
          additionalProperties: false,
          description:
            'Opts in to the batch importer: a template download, upload, column mapping, a checked dry run, a commit in one transaction and undo.',
        },
      ),
    ),
    views: Type.Optional(ViewsSchema),
    related: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 48 }), {
        minItems: 1,
        maxItems: 6,
        uniqueItems: true,
        description:
          "Forms whose records of the same employee (both name one by list.employeeField) a record's page lists, e.g. a talent review shows the person's trainings.",
      }),
    ),
    seed: Type.Optional(
      Type.Array(Type.Record(Type.String(), Type.Unknown()), {
        description: 'Valid sample records: seeded into the demo organisations and used by tests.',
      }),
    ),
    starter: Type.Optional(
      Type.Boolean({
        description:
          "The samples are a starting list every new organisation gets (holidays, reference codes), not only the demo's; its samples may name only other starter lists.",
      }),
    ),
    rules: Type.Optional(
      Type.Object(
        {
          visible: Type.Optional(Type.Record(Type.String(), Logic)),
          required: Type.Optional(Type.Record(Type.String(), Logic)),
          computed: Type.Optional(Type.Record(Type.String(), Logic)),
          checks: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  field: FieldName,
                  rule: Logic,
                  message: Type.String({ minLength: 1, maxLength: 200 }),
                },
                { additionalProperties: false },
              ),
              {
                description:
                  'Cross-field checks: when `rule` is false, `message` shows on `field`.',
              },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type FormDefinition = Static<typeof FormDefinitionSchema>;
