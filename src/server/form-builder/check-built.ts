import type { DefinitionProblem } from '../../shared/api/form-builder';
import type { FormDefinition } from '../../shared/forms/definition';
import { checkDefinitions } from '../forms/check-definitions';
import type { FormRegistry } from '../forms/form-registry';
import { builderProblems } from './builder-rules';

/**
 * The problems of a definition an organisation wrote in the browser: the builder's own rules,
 * then exactly the checks `npm run check-schemas` runs on a file, among the files and the
 * organisation's other record types (`editing` is the one being changed: its formId and pages
 * are its own).
 */
export function checkBuilt(
  forms: FormRegistry,
  orgId: string,
  json: unknown,
  editing?: string,
): DefinitionProblem[] {
  const own = builderProblems(json);
  if (own.length > 0) return own;
  const formId = (json as Partial<FormDefinition>).formId;
  if (editing && formId !== editing)
    return [{ pointer: '/formId', message: `must stay "${editing}": a formId never changes` }];
  const accepted = forms
    .allFor(orgId)
    .map(({ definition }) => definition)
    .filter((definition) => definition.formId !== editing);
  return checkDefinitions([{ file: 'definition', json }], forms.fragments, { accepted }).map(
    ({ pointer, message }) => ({ pointer, message }),
  );
}
