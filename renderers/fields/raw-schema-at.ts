import type { RJSFSchema } from '@rjsf/utils';
import type { JsonSchemaNode } from '../../src/shared/forms/fields';

/**
 * The schema at a field path as written (fragment `$ref`s kept), which RJSF's resolved schema
 * has lost: the fragment is what makes an integer "money" or an object a "lookup".
 */
export function rawSchemaAt(
  root: RJSFSchema,
  path: (string | number)[],
): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = root as JsonSchemaNode;
  for (const step of path) {
    node = typeof step === 'number' ? node?.items : node?.properties?.[step];
  }
  return node;
}
