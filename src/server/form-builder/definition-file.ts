import type { FormDefinition } from '../../shared/forms/definition';

/**
 * A definition as a file for `schemas/<module>/`: the meta-schema named first (editors check
 * the file as it is typed), two-space JSON as the folder's files are, ending in a newline.
 */
export function definitionFile(definition: FormDefinition): string {
  const { $schema: _, ...rest } = definition;
  return `${JSON.stringify({ $schema: '../_meta/definition.schema.json', ...rest }, null, 2)}\n`;
}
