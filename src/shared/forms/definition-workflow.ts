import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';

// The `workflow` and `paths` keys of a form definition (see definition.ts and schemas/README.md).

const StateName = Type.String({ minLength: 1, maxLength: 40 });

/** JSON pointers into a record, `*` for any item of a list: `/kpis/*\/rating`. */
const FieldPointers = (description: string) =>
  Type.Array(Type.String({ pattern: '^(/([a-z][A-Za-z0-9]*|\\*))+$', maxLength: 120 }), {
    minItems: 1,
    uniqueItems: true,
    description,
  });

export const WorkflowTransitionSchema = Type.Object(
  {
    from: Type.Array(StateName, {
      minItems: 1,
      uniqueItems: true,
      description: 'The states the transition may be taken from.',
    }),
    to: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'The state it moves the record to.',
    }),
    label: Type.String({ minLength: 1, maxLength: 40, description: 'The button, e.g. "Submit".' }),
    roles: Type.Optional(
      Type.Array(Type.Union([Type.Enum([...ROLES]), Type.Enum(['*', 'own'])]), {
        minItems: 1,
        description:
          'Roles that may take it, or `own` for the employee the record names (an acknowledgement); default the roles that may write the form.',
      }),
    ),
    requires: Type.Optional(
      FieldPointers("What must have a value before it is taken (every item's, for a list)."),
    ),
    approval: Type.Optional(
      Type.Object(
        {
          approved: StateName,
          rejected: StateName,
          requires: Type.Optional(
            FieldPointers('What must have a value before an approver approves (their rating).'),
          ),
        },
        {
          additionalProperties: false,
          description:
            'Files the record for approval through the approval matrix (kind "records"); `to` is the state while it waits, the decision moves it to `approved` or `rejected`.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type WorkflowTransition = Static<typeof WorkflowTransitionSchema>;

export const WorkflowSchema = Type.Object(
  {
    field: Type.String({
      pattern: '^[a-z][A-Za-z0-9]*$',
      description: 'The enum field holding the state; it is also a list filter.',
    }),
    initial: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'The state every new record starts in.',
    }),
    editableIn: Type.Optional(
      Type.Array(StateName, {
        minItems: 1,
        uniqueItems: true,
        description: 'States in which a record may be edited or deleted; default the initial one.',
      }),
    ),
    transitions: Type.Array(WorkflowTransitionSchema, { minItems: 1 }),
    edits: Type.Optional(
      Type.Array(
        Type.Object(
          {
            in: Type.Array(StateName, { minItems: 1, uniqueItems: true }),
            by: Type.Array(
              Type.Union([Type.Enum([...ROLES]), Type.Enum(['*', 'own', 'approver'])]),
              {
                minItems: 1,
                uniqueItems: true,
                description:
                  'Who: a role, `own` (the employee the record names), `approver` (whoever the record waits on for a decision; they may then open it too).',
              },
            ),
            fields: Type.Array(
              Type.String({
                pattern: '^(\\*|(/([a-z][A-Za-z0-9]*|\\*))+)$',
                maxLength: 120,
              }),
              {
                minItems: 1,
                uniqueItems: true,
                description:
                  'JSON pointers of what they may change, `*` for any item of a list (`/kpis/*/rating`), or `*` alone for everything.',
              },
            ),
          },
          { additionalProperties: false },
        ),
        {
          minItems: 1,
          description:
            "Who may change which fields in which states (a self-assessment, then the manager's rating). When declared, a save may change only what an entry for the record's state allows the saver; computed fields follow.",
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Status transitions: the state field changes only through them, by role, some through approval.',
  },
);
export type Workflow = Static<typeof WorkflowSchema>;

/**
 * A react-router pattern: static segments (kebab-case, or camelCase as the spec's
 * `/selectionReport`), `:formId`, `:recordId`, optional `:name?` params.
 */
const PathPattern = Type.String({
  pattern: '^(/([a-z0-9][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*|:[a-zA-Z]+\\??))+$',
  maxLength: 200,
});

export const RecordPathsSchema = Type.Object(
  {
    list: Type.Optional(PathPattern),
    add: Type.Optional(PathPattern),
    view: Type.Optional(PathPattern),
    edit: Type.Optional(PathPattern),
    aliases: Type.Optional(
      Type.Array(
        Type.Object(
          {
            path: PathPattern,
            page: Type.Enum(['list', 'add', 'view', 'edit']),
            filter: Type.Optional(
              Type.Record(Type.String(), StateName, {
                description:
                  'A list alias shows the list filtered so, e.g. {"status": "Locked"} for an archive.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: 30,
          description:
            'Further URLs of the same pages (the spec names several for one screen). A view or edit alias names the record by `:recordId` or `:id`; without one (an optional `:id?`) it shows the list.',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Page URLs that replace the standard `<route>/list|add|view|edit` shapes, e.g. "/rfp/record/:formId/:recordId".',
  },
);
export type PathAlias = NonNullable<Static<typeof RecordPathsSchema>['aliases']>[number];
