import { describe, expect, it } from 'vitest';
import { checkDefinitions } from '../../../../src/server/forms/check-definitions';
import { readDefinitionFiles } from '../../../../src/server/forms/definition-files';

const { fragments } = readDefinitionFiles('schemas');

const valid = () => ({
  formId: 'utility-example',
  title: 'Example',
  module: 'utility',
  route: '/utility/example',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name', maxLength: 50 },
      amount: { $ref: '#/$defs/money', title: 'Amount' },
      total: { $ref: '#/$defs/money', title: 'Total', readOnly: true },
    },
  },
  list: {
    columns: ['name'],
    sort: { field: 'name', direction: 'asc' },
    search: ['name'],
    filters: [],
  },
  access: { read: ['*'], write: ['admin'] },
  rules: { computed: { total: { '*': [{ var: 'amount' }, 2] } } },
  seed: [{ name: 'One', amount: 100, total: 200 }, { name: 'Two' }],
});

const check = (json: unknown) =>
  checkDefinitions([{ file: 'utility/example.json', json }], fragments);

describe('the definition check', () => {
  // Compiles every shipped definition: seconds when the machine is busy.
  it('passes every definition shipped in schemas/', { timeout: 30_000 }, () => {
    const { definitions } = readDefinitionFiles('schemas');
    expect(checkDefinitions(definitions, fragments)).toEqual([]);
  });

  it('accepts a valid definition', () => {
    expect(check(valid())).toEqual([]);
  });

  it('names the file, the JSON pointer and the rule for each problem', () => {
    const broken = valid();
    (broken as Record<string, unknown>).formId = 'Utility Example';
    broken.list.columns = ['nmae'];
    expect(check(broken)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/formId',
        message: 'Form id is not in the expected format',
      },
    ]);
    const typo = valid();
    typo.list.columns = ['nmae'];
    expect(check(typo)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/list/columns/0',
        message: '"nmae" is not a field of schema.properties',
      },
    ]);
  });

  it('builds what the server and browser build, reporting slips where they are written', () => {
    const misspelt = valid();
    misspelt.schema.properties.name = { type: 'string', maxLenght: 5 } as never;
    expect(check(misspelt)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/schema/properties/name',
        message: 'unknown keyword: "maxLenght"',
      },
    ]);
    const format = valid();
    format.schema.properties.name = { type: 'string', format: 'phone' } as never;
    expect(check(format)).toEqual([
      expect.objectContaining({
        pointer: '/schema/properties/name',
        message: expect.stringMatching(/unknown format "phone"/),
      }),
    ]);
    const dialect = valid();
    (dialect.schema as Record<string, unknown>).$schema = 'https://example.com/my-schema';
    expect(check(dialect)).toEqual([expect.objectContaining({ pointer: '/schema/$schema' })]);
  });

  it('asks only what it needs: no seeds, open objects, branches, draft-07, recursion', () => {
    const dropIn = {
      ...valid(),
      seed: undefined,
      rules: undefined,
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        definitions: {
          node: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/definitions/node' } },
            },
          },
        },
        allOf: [{ properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] }],
        properties: {
          pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] },
          photo: { type: 'string', format: 'data-url' },
          labels: { type: 'object', additionalProperties: { type: 'string', maxLength: 20 } },
          tree: { $ref: '#/definitions/node' },
          kind: { type: 'string', enum: ['a', 'b'] },
        },
        if: { properties: { kind: { const: 'b' } } },
        then: { required: ['reason'], properties: { reason: { type: 'string' } } },
      },
    };
    expect(check(dropIn)).toEqual([]);
  });

  it('takes compound list indexes only over filters, ending in a filter or sort field', () => {
    const indexed = {
      ...valid(),
      list: { ...valid().list, filters: ['amount'], indexes: [['amount', 'name']] },
    };
    expect(check(indexed)).toEqual([]);
    indexed.list.indexes = [
      ['name', 'amount'],
      ['amount', 'total'],
    ];
    expect(check(indexed)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/list/indexes/0/0',
        message: '"name" must be one of list.filters (only the last field may be a sort field)',
      },
      {
        file: 'utility/example.json',
        pointer: '/list/indexes/1/1',
        message: '"total" must be a filter or a sort field of this list',
      },
    ]);
  });

  it('refuses seeds the schema or the rules would change or refuse', () => {
    const forged = valid();
    forged.seed[0] = { name: 'One', amount: 100, total: 999 };
    expect(check(forged)[0]).toMatchObject({ pointer: '/seed/0' });
    const tooLong = valid();
    tooLong.seed[1] = { name: 'x'.repeat(51) };
    expect(check(tooLong)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/seed/1/name',
        message: 'Name must be at most 50 characters',
      },
    ]);
  });

  it('refuses unknown fragments, lookups without a target and duplicate form ids', () => {
    const ref = valid();
    ref.schema.properties.name = { $ref: '#/$defs/nope' } as never;
    expect(check(ref)).toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/"#\/\$defs\/nope" is neither/) }),
    );
    const lookup = valid();
    (lookup.schema.properties as Record<string, unknown>).division = { $ref: '#/$defs/recordRef' };
    expect(check(lookup)).toContainEqual(
      expect.objectContaining({ pointer: '/uiSchema/division' }),
    );
    const twice = checkDefinitions(
      [
        { file: 'a.json', json: valid() },
        { file: 'b.json', json: { ...valid(), route: '/utility/other' } },
      ],
      fragments,
    );
    expect(twice).toContainEqual({
      file: 'b.json',
      pointer: '/formId',
      message: '"utility-example" is already used by a.json',
    });
  });

  it('refuses a starter list whose samples name a list a new organisation does not get', () => {
    const starter = (seed: Record<string, unknown>[], targetIsStarter: boolean) => {
      const target = { ...valid(), starter: targetIsStarter };
      const list = {
        ...valid(),
        formId: 'utility-starter',
        route: '/utility/starter',
        starter: true,
        uiSchema: { kind: { 'ui:options': { formId: 'utility-example' } } },
        seed,
      };
      (list.schema.properties as Record<string, unknown>).kind = { $ref: '#/$defs/recordRef' };
      return checkDefinitions(
        [
          { file: 'example.json', json: target },
          { file: 'starter.json', json: list },
        ],
        fragments,
      );
    };
    const kind = { id: '00000000-0000-4000-8000-000000000001', label: 'One' };
    expect(starter([{ name: 'A', kind }], false)).toEqual([
      {
        file: 'starter.json',
        pointer: '/seed/0/kind',
        message:
          'a starter list\'s sample may name only other starter lists: "kind" names a form that is not one',
      },
    ]);
    expect(starter([{ name: 'A' }], false)).toEqual([]);
    expect(starter([{ name: 'A', kind }], true)).toEqual([]);
    expect(starter([], true)).toContainEqual({
      file: 'starter.json',
      pointer: '/starter',
      message: 'a starter list needs its samples in seed',
    });
  });

  it('refuses a listed text whose list is not a defined form', () => {
    const listed = (formId: string) => {
      const definition = valid();
      (definition as Record<string, unknown>).uiSchema = { name: { 'ui:options': { formId } } };
      return definition;
    };
    expect(check(listed('utility-nope'))).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/uiSchema/name',
        message: 'listed text "name" names unknown form "utility-nope"',
      },
    ]);
    expect(check(listed('utility-example'))).toEqual([]);
  });

  it('refuses $org names that are not switches, and required fields that depend on one', () => {
    const typo = valid();
    (typo as Record<string, unknown>).rules = { visible: { amount: { var: '$org.hasSiteCod' } } };
    expect(check(typo)).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/rules',
        message: '"$org.hasSiteCod" is not an organisation switch (see src/shared/org-flags.ts)',
      },
    ]);
    const required = valid();
    (required as Record<string, unknown>).rules = {
      visible: { name: { var: '$org.hasSiteCode' } },
    };
    expect(check(required)).toContainEqual(
      expect.objectContaining({ pointer: '/rules/visible/name' }),
    );
  });

  it('checks seeds as an organisation with every feature on would store them', () => {
    const gated = valid();
    (gated as Record<string, unknown>).rules = { visible: { amount: { var: '$org.hasSiteCode' } } };
    gated.seed = [{ name: 'One', amount: 100 } as never, { name: 'Two' }];
    expect(check(gated)).toEqual([]);
  });

  it('names each mistake in views: a field of the wrong kind, unknown, or not filterable', () => {
    const definition = valid();
    definition.schema.properties = {
      ...definition.schema.properties,
      stage: { type: 'string', title: 'Stage', enum: ['New', 'Done'] },
      day: { type: 'string', title: 'Day', format: 'date' },
    } as never;
    definition.list.filters = ['stage'] as never;
    (definition as Record<string, unknown>).views = {
      board: { field: 'name', cardFields: ['name', 'nmae'] },
      calendar: { start: 'day', title: ['name'] },
      chart: { groupBy: ['stage', 'amount'], measures: [{ op: 'sum', field: 'name' }] },
      print: true,
    };
    const problems = check(definition).map(({ pointer, message }) => [pointer, message]);
    expect(problems).toEqual([
      ['/views/board/field', '"name" is text; this view needs one of: enum'],
      ['/views/board/cardFields/1', '"nmae" is not a field of schema.properties'],
      ['/views/calendar/start', '"day" must be in list.filters: the server filters on it'],
      [
        '/views/chart/groupBy/1',
        '"amount" is money; this view needs one of: enum, boolean, lookup, text, date',
      ],
      ['/views/chart/measures/0/field', '"name" is text; this view needs one of: number, money'],
    ]);
    definition.list.filters = ['stage', 'day'] as never;
    (definition as Record<string, unknown>).views = {
      board: { field: 'stage', cardFields: ['name'] },
      calendar: { start: 'day', title: ['name'] },
      chart: { groupBy: ['stage'], measures: [{ op: 'count' }, { op: 'sum', field: 'amount' }] },
    };
    expect(check(definition)).toEqual([]);
  });

  it('names each mistake in a matrix, a dashboard and related forms', () => {
    const definition = valid();
    definition.schema.properties = {
      ...definition.schema.properties,
      level: { type: 'string', title: 'Level', enum: ['Low', 'High'] },
      stage: { type: 'string', title: 'Stage', enum: ['New', 'Done'] },
    } as never;
    definition.list.filters = ['level', 'stage'] as never;
    (definition as Record<string, unknown>).views = {
      matrix: {
        rows: 'level',
        columns: 'name',
        cardFields: ['name'],
        cells: { 'High/Done': 'Best', 'Top/New': 'Nobody' },
      },
      dashboard: { panels: [{ groupBy: 'stage' }, { groupBy: 'amount' }] },
    };
    (definition as Record<string, unknown>).related = ['utility-example'];
    const problems = check(definition).map(({ pointer, message }) => [pointer, message]);
    expect(problems).toEqual([
      ['/related', "needs list.employeeField: related records are the same employee's"],
      [
        '/views/dashboard/panels/1/groupBy',
        '"amount" is money; this view needs one of: enum, boolean, lookup, text, date',
      ],
      ['/views/matrix/columns', '"name" is text; this view needs one of: enum'],
      ['/views/matrix/cells/High~1Done', '"High/Done" is not "<level value>/<name value>"'],
      ['/views/matrix/cells/Top~1New', '"Top/New" is not "<level value>/<name value>"'],
    ]);
    (definition as Record<string, unknown>).views = {
      matrix: {
        rows: 'level',
        columns: 'stage',
        cardFields: ['name'],
        cells: { 'High/Done': 'Best' },
      },
      dashboard: { panels: [{ groupBy: 'stage', shape: 'pie' }] },
    };
    delete (definition as Record<string, unknown>).related;
    expect(check(definition)).toEqual([]);
  });

  it('refuses a view path another definition already uses', () => {
    const other = { ...valid(), formId: 'utility-other', route: '/utility/other' };
    const definition = valid();
    (definition as Record<string, unknown>).views = {
      chart: { groupBy: ['name'], measures: [{ op: 'count' }], path: '/utility/other' },
    };
    expect(
      checkDefinitions(
        [
          { file: 'a.json', json: other },
          { file: 'b.json', json: definition },
        ],
        fragments,
      ),
    ).toContainEqual({
      file: 'b.json',
      pointer: '/views/chart/path',
      message: '"/utility/other" is already used by a.json',
    });
  });
});

describe('the definition check of workflows and paths', () => {
  const withWorkflow = (workflow: Record<string, unknown>) => {
    const definition = valid() as Record<string, unknown> & ReturnType<typeof valid>;
    definition.schema.properties = {
      ...definition.schema.properties,
      status: { type: 'string', title: 'Status', enum: ['Draft', 'Sent', 'Done', 'Returned'] },
    } as never;
    definition.list.filters = ['status'] as never;
    definition.seed = [{ name: 'One', amount: 100, total: 200, status: 'Draft' }] as never;
    definition.workflow = workflow;
    return definition;
  };
  const flow = {
    field: 'status',
    initial: 'Draft',
    transitions: [
      {
        from: ['Draft'],
        to: 'Sent',
        label: 'Send',
        approval: { approved: 'Done', rejected: 'Returned' },
      },
    ],
  };

  it('accepts a workflow over an enum field', () => {
    expect(check(withWorkflow(flow))).toEqual([]);
  });

  it('names each state that is not one of the field’s values, and a field that is no enum', () => {
    const problems = check(
      withWorkflow({
        ...flow,
        initial: 'Drafted',
        transitions: [{ ...flow.transitions[0], from: ['Draft'], to: 'Snet' }],
      }),
    ).map((problem) => [problem.pointer, problem.message]);
    expect(problems).toEqual([
      [
        '/workflow/initial',
        '"Drafted" is not one of status\'s states (Draft, Sent, Done, Returned)',
      ],
      [
        '/workflow/transitions/0/to',
        '"Snet" is not one of status\'s states (Draft, Sent, Done, Returned)',
      ],
    ]);
    expect(check(withWorkflow({ ...flow, field: 'name' }))).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/workflow/field',
        message: '"name" must be a string field of schema.properties with an enum of states',
      },
    ]);
  });

  it('refuses a state field the list cannot filter by, and an approval without a waiting state', () => {
    const unfiltered = withWorkflow(flow);
    unfiltered.list.filters = [];
    expect(check(unfiltered).map((problem) => problem.pointer)).toEqual(['/list/filters']);
    const noWait = withWorkflow({
      ...flow,
      transitions: [{ ...flow.transitions[0], to: 'Done' }],
    });
    expect(check(noWait).map((problem) => problem.message)).toContain(
      'a transition through approval needs a waiting state of its own, other than the initial and the approved state',
    );
    expect(check(withWorkflow({ ...flow, editableIn: ['Draft', 'Sent'] }))).toEqual([
      {
        file: 'utility/example.json',
        pointer: '/workflow/editableIn',
        message:
          'a record waiting for approval in "Sent" cannot be editable, unless `workflow.edits` give it to the approver alone',
      },
    ]);
    // Editable while it waits only by the approver it waits on (a manager's rating).
    const rating = { in: ['Sent'], fields: ['/notes'] };
    const byApprover = {
      ...flow,
      editableIn: ['Draft', 'Sent'],
      edits: [{ ...rating, by: ['approver'] }],
    };
    expect(check(withWorkflow(byApprover))).toEqual([]);
    const byHr = { ...byApprover, edits: [{ ...rating, by: ['approver', 'hr'] }] };
    expect(check(withWorkflow(byHr)).map((problem) => problem.pointer)).toEqual([
      '/workflow/editableIn',
    ]);
  });

  it('refuses page patterns without the params their page needs, and patterns claimed twice', () => {
    const paths = valid() as ReturnType<typeof valid> & { paths?: Record<string, string> };
    paths.paths = {
      view: '/example/record/:formId',
      list: '/example/:recordId',
      add: '/example/new/:kind',
    };
    expect(check(paths).map((problem) => [problem.pointer, problem.message])).toEqual([
      ['/paths/view', 'the view page needs :recordId in its pattern'],
      ['/paths/list', 'the list page has no :recordId to fill in'],
      [
        '/paths/add',
        ':kind is not a param the engine fills in (only :formId and :recordId; others must be optional, :kind?)',
      ],
    ]);
    const one = { ...valid(), paths: { list: '/example/all' } };
    const two = {
      ...valid(),
      formId: 'utility-other',
      route: '/utility/other',
      paths: { list: '/example/all' },
    };
    const shared = {
      ...two,
      formId: 'utility-third',
      route: '/utility/third',
      paths: { view: '/example/:formId/:recordId' },
    };
    expect(
      checkDefinitions(
        [
          { file: 'a.json', json: one },
          { file: 'b.json', json: two },
          { file: 'c.json', json: shared },
          {
            file: 'd.json',
            json: { ...shared, formId: 'utility-fourth', route: '/utility/fourth' },
          },
        ],
        fragments,
      ),
    ).toEqual([
      {
        file: 'b.json',
        pointer: '/paths/list',
        message: '"/example/all" is already claimed by a.json; put :formId in it or choose another',
      },
    ]);
  });
});
