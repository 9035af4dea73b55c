import type { JsonSchemaNode } from '../../../../shared/forms/fields';

/**
 * Where the master's fields appear on the profile. Personal takes every field placed nowhere
 * else, so a field added to the definition shows without a change here; attachments are
 * listed under Documents as well.
 */
export const FIELD_SECTIONS = {
  government: ['governmentNumbers'],
  bank: ['bank', 'bankAccountNumber'],
  employment: [
    'department',
    'position',
    'manager',
    'employmentStatus',
    'employmentType',
    'hireDate',
    'regularizationDate',
    'separationDate',
    'separationReason',
    'active',
    'approvalDelegate',
    'delegationFrom',
    'delegationTo',
  ],
  pay: ['payBasis', 'rate', 'taxStatus', 'minimumWageEarner', 'payrollFactor'],
  schedule: ['scheduleTemplate', 'restDays', 'site', 'leaveTemplate'],
} as const satisfies Record<string, readonly string[]>;

export type FieldSection = keyof typeof FIELD_SECTIONS | 'personal';

/** Shown in the header instead of a field. */
const HEADER_ONLY = new Set(['photo']);
const PLACED = new Set<string>(Object.values(FIELD_SECTIONS).flat());

/** The names of a section's fields the viewer's schema holds, in the definition's order. */
export function sectionFields(schema: JsonSchemaNode, section: FieldSection): string[] {
  const names = Object.keys(schema.properties ?? {});
  if (section === 'personal')
    return names.filter((name) => !PLACED.has(name) && !HEADER_ONLY.has(name));
  const wanted = new Set<string>(FIELD_SECTIONS[section]);
  return names.filter((name) => wanted.has(name));
}

/** The schema with only `names` among its top-level fields (fragments kept for their refs). */
export function schemaWith(schema: JsonSchemaNode, names: string[]): JsonSchemaNode {
  const properties = schema.properties ?? {};
  return {
    ...schema,
    properties: Object.fromEntries(
      names.flatMap((name) => {
        const property = properties[name];
        return property ? [[name, property]] : [];
      }),
    ),
  };
}
