import jsonLogic from 'json-logic-js';
import type { OrgFlags } from '../org-flags';
import type { FormDefinition } from './definition';

/** Rules read an organisation's feature switches as `{"var": "$org.<flag>"}`. */
export const ORG_VAR = '$org.';

type Logic = unknown;

const isVar = (node: Logic): node is { var: unknown } =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && 'var' in node;

/** The `$org.` names a rule reads, e.g. `hasSiteCode` or `punchAlteration.requiredAttachment`. */
export function orgNamesIn(node: Logic): string[] {
  if (isVar(node)) {
    const name = Array.isArray(node.var) ? node.var[0] : node.var;
    return typeof name === 'string' && name.startsWith(ORG_VAR) ? [name.slice(ORG_VAR.length)] : [];
  }
  if (Array.isArray(node)) return node.flatMap(orgNamesIn);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(orgNamesIn);
  return [];
}

/** The value of a dotted flag name; undefined when there is no such flag. */
export function orgValue(flags: OrgFlags, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      flags,
    );
}

/** The rule with every `$org.` variable replaced by the organisation's value. */
function substitute(node: Logic, flags: OrgFlags): Logic {
  if (isVar(node)) {
    const [name, fallback] = Array.isArray(node.var) ? node.var : [node.var];
    if (typeof name === 'string' && name.startsWith(ORG_VAR))
      return orgValue(flags, name.slice(ORG_VAR.length)) ?? fallback ?? null;
    return node;
  }
  if (Array.isArray(node)) return node.map((item) => substitute(item, flags));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, substitute(value, flags)]),
    );
  return node;
}

const readsRecord = (node: Logic): boolean =>
  isVar(node) ||
  (Array.isArray(node)
    ? node.some(readsRecord)
    : typeof node === 'object' && node !== null && Object.values(node).some(readsRecord));

const mapValues = <T>(record: Record<string, T> | undefined, map: (value: T) => T) =>
  record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

const without = <T>(record: Record<string, T> | undefined, names: ReadonlySet<string>) =>
  record && Object.fromEntries(Object.entries(record).filter(([key]) => !names.has(key)));

export interface OrgDefinition {
  definition: FormDefinition;
  /** Fields this organisation does not use: hidden by a `visible` rule that reads only `$org`. */
  absent: ReadonlySet<string>;
}

/**
 * A definition as one organisation uses it: `$org.` variables in its rules become that
 * organisation's values, and a field whose `visible` rule then no longer depends on the record
 * and is false is taken out altogether (form, list columns, search, filters), so a feature the
 * organisation has switched off (site codes, say) does not appear anywhere. Definitions that do
 * not mention `$org` come back unchanged.
 */
export function bindOrg(definition: FormDefinition, flags: OrgFlags): OrgDefinition {
  if (!definition.rules || orgNamesIn(definition.rules).length === 0)
    return { definition, absent: new Set() };
  const rules = definition.rules;
  const bind = (rule: Logic) => substitute(rule, flags);
  const visible = mapValues(rules.visible, bind) ?? {};
  const absent = new Set(
    Object.entries(visible)
      .filter(([, rule]) => !readsRecord(rule) && !jsonLogic.truthy(jsonLogic.apply(rule as never)))
      .map(([field]) => field),
  );
  const keep = (names: string[]) => names.filter((name) => !absent.has(name));
  const { schema, list } = definition;
  return {
    absent,
    definition: {
      ...definition,
      schema: {
        ...schema,
        ...(schema.properties && { properties: without(schema.properties, absent) }),
        ...(schema.required && { required: keep(schema.required) }),
      },
      ...(definition.uiSchema && { uiSchema: without(definition.uiSchema, absent) }),
      list: {
        ...list,
        columns: keep(list.columns),
        search: keep(list.search),
        filters: keep(list.filters),
        ...(list.sortable && { sortable: keep(list.sortable) }),
        ...(list.label && keep(list.label).length > 0 && { label: keep(list.label) }),
      },
      rules: {
        visible: without(visible, absent),
        required: without(mapValues(rules.required, bind), absent),
        computed: without(mapValues(rules.computed, bind), absent),
        checks: rules.checks
          ?.filter((check) => !absent.has(check.field))
          .map((check) => ({ ...check, rule: bind(check.rule) })),
      },
    },
  };
}
