import { OrgFlagsSchema, type OrgFlags } from './org-flags';

/** A schema node of the flags, as far as walking them needs. */
export interface FlagSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, FlagSchema>;
  anyOf?: { const?: unknown }[];
  items?: { enum?: unknown[] };
}

/** One switch the organisation sets: a boolean, a choice or a list, by its dotted path. */
export interface FlagLeaf {
  path: string;
  schema: FlagSchema;
}

function leavesOf(schema: FlagSchema, prefix: string): FlagLeaf[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return child.type === 'object' ? leavesOf(child, path) : [{ path, schema: child }];
  });
}

/** Every switch of spec section 6, in the schema's order (`punchAlteration.hidden`...). */
export const FLAG_LEAVES: readonly FlagLeaf[] = leavesOf(
  OrgFlagsSchema as unknown as FlagSchema,
  '',
);

/** The schema of a flag or a group of flags (`hideReleaseBtn`, `punchAlteration.shift`). */
export function flagSchemaAt(path: string): FlagSchema | undefined {
  let node: FlagSchema | undefined = OrgFlagsSchema as unknown as FlagSchema;
  for (const key of path.split('.')) node = node?.properties?.[key];
  return node;
}

/** The value of one flag (`punchAlteration.hidden`) in a set of flags. */
export function flagValueAt(flags: OrgFlags, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], flags);
}

// A list of approval pages is a set: its order says nothing.
const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...(value as string[])].sort() : value);

export interface FlagChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** The switches that differ between two sets of flags, each with its two values. */
export function flagChanges(before: OrgFlags, after: OrgFlags): FlagChange[] {
  return FLAG_LEAVES.flatMap(({ path }) => {
    const [was, is] = [flagValueAt(before, path), flagValueAt(after, path)];
    return comparable(was) === comparable(is) ? [] : [{ path, before: was, after: is }];
  });
}

/** Only the flags that differ from their defaults: what an organisation stores. */
export function changedFromDefaults(flags: OrgFlags): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const { path, schema } of FLAG_LEAVES) {
    const value = flagValueAt(flags, path);
    if (comparable(value) === comparable(schema.default)) continue;
    const keys = path.split('.');
    const parent = keys
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (node, key) => (node[key] ??= {}) as Record<string, unknown>,
        stored,
      );
    parent[keys.at(-1) as string] = value;
  }
  return stored;
}
