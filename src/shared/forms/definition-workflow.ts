import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';

// The `workflow` and `paths` keys of a form definition (see definition.ts and schemas/README.md).

const StateName = Type.String({ minLength: 1, maxLength: 40 });

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
      Type.Array(Type.Union([Type.Enum([...ROLES]), Type.Literal('*')]), {
        minItems: 1,
        description: 'Roles that may take it; default the roles that may write the form.',
      }),
    ),
    approval: Type.Optional(
      Type.Object(
        { approved: StateName, rejected: StateName },
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
  },
  {
    additionalProperties: false,
    description:
      'Page URLs that replace the standard `<route>/list|add|view|edit` shapes, e.g. "/rfp/record/:formId/:recordId".',
  },
);
