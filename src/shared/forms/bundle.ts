import type { FormDefinition } from './definition';
import { fragmentName, type JsonSchemaNode } from './fields';
import { normalizeSchema } from './normalize-schema';
import { deriveUiSchema } from './ui-schema';

/** The `_defs` fragments by name ("money" for `schemas/_defs/money.json`). */
export type Fragments = Record<string, JsonSchemaNode>;

/** Every `#/$defs/<name>` a schema (or a fragment) refers to, walking nested keywords. */
export function fragmentRefs(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) fragmentRefs(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = fragmentName(value);
        if (name) found.add(name);
      } else fragmentRefs(value, found);
    }
  }
  return found;
}

/**
 * A definition ready to use: its schema in the engine's dialect (`normalize-schema.ts`), the
 * fragments it refers to (transitively) copied into `schema.$defs`, because RJSF and the
 * precompiled validators resolve only in-document refs, and its uiSchema derived. Fragments the
 * definition defines locally in `$defs` win.
 */
export function bundleDefinition(definition: FormDefinition, fragments: Fragments): FormDefinition {
  const normalized = normalizeSchema(definition.schema as JsonSchemaNode);
  const local = (normalized.$defs ?? {}) as Fragments;
  const defs: Fragments = { ...local };
  const pending = [...fragmentRefs(normalized)];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (defs[name]) continue;
    const fragment = fragments[name];
    if (!fragment) throw new Error(`unknown fragment "#/$defs/${name}"`);
    const body = { ...fragment };
    delete body.$comment;
    defs[name] = body;
    pending.push(...fragmentRefs(fragment));
  }
  const schema = { ...normalized } as FormDefinition['schema'];
  if (Object.keys(defs).length > 0) schema.$defs = defs;
  const bundled = { ...definition, schema };
  return { ...bundled, uiSchema: deriveUiSchema(bundled) };
}
