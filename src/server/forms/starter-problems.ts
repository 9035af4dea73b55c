import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf } from '../../shared/forms/fields';
import type { Problem } from './definition-problem';

/**
 * `starter`: a new organisation gets the samples, and has no people and only the other starter
 * lists: the samples may name neither.
 */
export function starterProblems(
  definition: FormDefinition,
  starterForms: ReadonlySet<string>,
): Omit<Problem, 'file'>[] {
  if (!definition.starter) return [];
  if (definition.list.employeeField)
    return [
      { pointer: '/starter', message: 'a starter list names no employee (list.employeeField)' },
    ];
  if (!definition.seed?.length)
    return [{ pointer: '/starter', message: 'a starter list needs its samples in seed' }];
  const elsewhere = fieldsOf(definition).filter((field) =>
    [field, ...(field.columns ?? [])].some(
      (each) => each.lookupFormId && !starterForms.has(each.lookupFormId),
    ),
  );
  return definition.seed.flatMap((record, index) =>
    elsewhere
      .filter((field) => record[field.name] !== undefined && record[field.name] !== null)
      .map((field) => ({
        pointer: `/seed/${index}/${field.name}`,
        message: `a starter list's sample may name only other starter lists: "${field.name}" names a form that is not one`,
      })),
  );
}
