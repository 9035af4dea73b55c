import { BUILT_FORM_PREFIX, BUILT_ROUTE_BASE } from '../../shared/forms/builder/built-names';
import type { DefinitionProblem } from '../../shared/api/form-builder';
import type { FormDefinition } from '../../shared/forms/definition';
import { PAGE_VIEWS } from '../../shared/forms/page-views';

const under = (path: unknown) => typeof path !== 'string' || path.startsWith(BUILT_ROUTE_BASE);

/**
 * What a record type built in the browser may not do beyond the meta-schema: take a formId or a
 * page a file of `schemas/` could want (its own start with `custom-` and live under `/custom/`),
 * or use what needs a deployment (seeds, importer pages, compound indexes) or has no menu
 * (onboarding sub-forms). Everything else is the same check as for files.
 */
export function builderProblems(json: unknown): DefinitionProblem[] {
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return [{ pointer: '/', message: 'must be a record definition (a JSON object)' }];
  const definition = json as Partial<FormDefinition>;
  const problems: DefinitionProblem[] = [];
  const refuse = (pointer: string, message: string) => problems.push({ pointer, message });
  if (typeof definition.formId === 'string' && !definition.formId.startsWith(BUILT_FORM_PREFIX))
    refuse('/formId', `must start with "${BUILT_FORM_PREFIX}"`);
  if (!under(definition.route)) refuse('/route', `must start with "${BUILT_ROUTE_BASE}"`);
  for (const [page, pattern] of Object.entries(definition.paths ?? {}))
    if (!under(pattern)) refuse(`/paths/${page}`, `must start with "${BUILT_ROUTE_BASE}"`);
  for (const view of PAGE_VIEWS)
    if (!under(definition.views?.[view]?.path))
      refuse(`/views/${view}/path`, `must start with "${BUILT_ROUTE_BASE}"`);
  if (definition.module === 'onboarding')
    refuse('/module', 'onboarding sub-forms belong to the checklist; choose a menu group');
  if (definition.seed) refuse('/seed', 'sample records are for files of schemas/ only');
  if (definition.importer) refuse('/importer', 'importers are for files of schemas/ only');
  if (definition.list?.indexes)
    refuse('/list/indexes', 'compound indexes are for files of schemas/ only');
  return problems;
}
