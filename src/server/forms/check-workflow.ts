import type { FormDefinition } from '../../shared/forms/definition';
import { propertiesOf, type JsonSchemaNode } from '../../shared/forms/fields';
import type { Problem } from './definition-problem';

type Found = Omit<Problem, 'file'>;

/** The states a workflow's field allows: its string enum, or null when it is not one. */
function statesOf(definition: FormDefinition, field: string): string[] | null {
  const node = propertiesOf(definition.schema as JsonSchemaNode)[field];
  const values = node?.enum;
  return node?.type === 'string' && Array.isArray(values) ? values.map(String) : null;
}

/** Whether, in a waiting state, only the approver the record waits on may edit it (their rating). */
function approverEdits(workflow: NonNullable<FormDefinition['workflow']>, waiting: string) {
  const entries = workflow.edits?.filter((entry) => entry.in.includes(waiting)) ?? [];
  return entries.length > 0 && entries.every((entry) => entry.by.every((by) => by === 'approver'));
}

/** What is wrong with a definition's `workflow`: each state must be one of the field's values. */
export function workflowProblems(definition: FormDefinition): Found[] {
  const workflow = definition.workflow;
  if (!workflow) return [];
  const states = statesOf(definition, workflow.field);
  if (!states)
    return [
      {
        pointer: '/workflow/field',
        message: `"${workflow.field}" must be a string field of schema.properties with an enum of states`,
      },
    ];
  const problems: Found[] = [];
  const state = (pointer: string, value: string) => {
    if (!states.includes(value))
      problems.push({
        pointer,
        message: `"${value}" is not one of ${workflow.field}'s states (${states.join(', ')})`,
      });
  };
  state('/workflow/initial', workflow.initial);
  workflow.edits?.forEach((entry, index) =>
    entry.in.forEach((value, at) => state(`/workflow/edits/${index}/in/${at}`, value)),
  );
  workflow.editableIn?.forEach((value, index) => state(`/workflow/editableIn/${index}`, value));
  const seen = new Set<string>();
  workflow.transitions.forEach((transition, index) => {
    const at = `/workflow/transitions/${index}`;
    transition.from.forEach((value, from) => {
      state(`${at}/from/${from}`, value);
      const pair = `${value}\u0000${transition.to}`;
      if (seen.has(pair))
        problems.push({
          pointer: `${at}/from/${from}`,
          message: `another transition already moves a record from "${value}" to "${transition.to}"`,
        });
      seen.add(pair);
      if (value === transition.to)
        problems.push({ pointer: `${at}/to`, message: `a transition cannot stay in "${value}"` });
    });
    state(`${at}/to`, transition.to);
    if (transition.approval) {
      state(`${at}/approval/approved`, transition.approval.approved);
      state(`${at}/approval/rejected`, transition.approval.rejected);
      if (transition.to === workflow.initial || transition.approval.approved === transition.to)
        problems.push({
          pointer: `${at}/to`,
          message:
            'a transition through approval needs a waiting state of its own, other than the initial and the approved state',
        });
      if (workflow.editableIn?.includes(transition.to) && !approverEdits(workflow, transition.to))
        problems.push({
          pointer: '/workflow/editableIn',
          message: `a record waiting for approval in "${transition.to}" cannot be editable, unless \`workflow.edits\` give it to the approver alone`,
        });
    }
  });
  if (!definition.list.filters.includes(workflow.field))
    problems.push({
      pointer: '/list/filters',
      message: `"${workflow.field}" holds the workflow's state: add it to list.filters so the list can filter by state`,
    });
  if (definition.seed?.some((record) => typeof record[workflow.field] !== 'string'))
    problems.push({
      pointer: '/seed',
      message: `every sample record needs "${workflow.field}": it is the record's state`,
    });
  return problems;
}

/** The params naming the record a page shows: `:recordId`, or `:id` as many spec URLs have it. */
const RECORD_PARAMS = ['recordId', 'id'];

/** The required (not `?`) params of a pattern. */
const requiredParams = (pattern: string) =>
  [...pattern.matchAll(/\/:([A-Za-z]+)(?!\?)(?=\/|$)/g)].map((match) => match[1] as string);

/** Each declared pattern with its page and where it is in the definition. */
const declaredWithPointers = (definition: Partial<FormDefinition>) => {
  const { aliases = [], ...own } = definition.paths ?? {};
  return [
    ...Object.entries(own).map(([page, path]) => ({ page, path, pointer: `/paths/${page}` })),
    ...aliases.map(({ page, path }, index) => ({
      page,
      path,
      pointer: `/paths/aliases/${index}/path`,
    })),
  ];
};

/**
 * What is wrong with a definition's `paths`: a page needs `:recordId` (or `:id`) when it shows
 * one record and refuses it otherwise, and every required param must be one the engine fills
 * in. An alias of a view or edit page may leave its record optional (`:id?`): it lists then.
 */
export function pathProblems(definition: FormDefinition): Found[] {
  const problems: Found[] = [];
  for (const { page, path, pointer } of declaredWithPointers(definition)) {
    const params = requiredParams(path);
    const named = params.find((param) => RECORD_PARAMS.includes(param));
    const optional = RECORD_PARAMS.some((param) => path.endsWith(`/:${param}?`));
    const oneRecord = page === 'view' || page === 'edit';
    if (oneRecord && !named && !(optional && pointer.startsWith('/paths/aliases')))
      problems.push({ pointer, message: `the ${page} page needs :recordId in its pattern` });
    for (const param of params) {
      if (!oneRecord && RECORD_PARAMS.includes(param))
        problems.push({ pointer, message: `the ${page} page has no :${param} to fill in` });
      else if (param !== 'formId' && !RECORD_PARAMS.includes(param))
        problems.push({
          pointer,
          message: `:${param} is not a param the engine fills in (only :formId and :recordId; others must be optional, :${param}?)`,
        });
    }
  }
  return problems;
}

/**
 * Declared page patterns claimed by two definitions. A pattern with `:formId` may be shared:
 * the form id in the URL tells the definitions apart, as in the standard shapes.
 */
export function sharedPathProblems(
  definitions: readonly { file: string; definition: Partial<FormDefinition> }[],
): Problem[] {
  const owners = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, definition } of definitions) {
    for (const { path: pattern, pointer } of declaredWithPointers(definition)) {
      if (typeof pattern !== 'string' || requiredParams(pattern).includes('formId')) continue;
      const shape = pattern.replace(/:[A-Za-z]+/g, ':');
      const owner = owners.get(shape);
      if (owner && owner !== file)
        problems.push({
          file,
          pointer,
          message: `"${pattern}" is already claimed by ${owner}; put :formId in it or choose another`,
        });
      owners.set(shape, file);
    }
  }
  return problems;
}
