import type { DefinitionProblem } from '../../../shared/api/form-builder';

/** Where the builder shows a problem of the definition: beside what it is about. */
export interface ProblemPlaces {
  /** By field key: the field's schema or uiSchema. */
  fields: Record<string, string[]>;
  about: Record<string, string>;
  list?: string;
  access?: string;
  /** Everything else (rules, views, workflow: the JSON tab's concerns). */
  other: DefinitionProblem[];
}

const ABOUT = new Set(['formId', 'title', 'pluralTitle', 'module', 'description', 'route']);

/** Sorts the server's problems (JSON pointers into the definition) by where they are shown. */
export function problemPlaces(problems: readonly DefinitionProblem[]): ProblemPlaces {
  const places: ProblemPlaces = { fields: {}, about: {}, other: [] };
  for (const problem of problems) {
    const [top, second, third] = problem.pointer.split('/').slice(1);
    const field =
      top === 'uiSchema' ? second : top === 'schema' && second === 'properties' ? third : undefined;
    if (field) places.fields[field] = [...(places.fields[field] ?? []), problem.message];
    else if (top && ABOUT.has(top)) places.about[top] ??= problem.message;
    else if (top === 'list') places.list ??= `${problem.pointer}: ${problem.message}`;
    else if (top === 'access') places.access ??= problem.message;
    else places.other.push(problem);
  }
  return places;
}
