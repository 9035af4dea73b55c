import { formatCentavos } from '../../../shared/format/money';
import type {
  ErsEmployeeData,
  ErsMovementData,
} from '../../../shared/forms/record-types.generated';

/** The master fields a movement may change; each keeps the master's name and rules. */
export type MovedField = keyof NonNullable<ErsMovementData['before']>;
export const MOVED_FIELDS = [
  'position',
  'department',
  'site',
  'manager',
  'employmentStatus',
  'employmentType',
  'scheduleTemplate',
  'payBasis',
  'rate',
] as const satisfies readonly MovedField[];

const TITLES: Record<MovedField, string> = {
  position: 'Position',
  department: 'Department',
  site: 'Site',
  manager: 'Reports to',
  employmentStatus: 'Employment status',
  employmentType: 'Employment type',
  scheduleTemplate: 'Schedule template',
  payBasis: 'Pay basis',
  rate: 'Rate',
};

type Value = ErsMovementData[MovedField];

/** A lookup is the same when it names the same record, whatever label it was stored with. */
const sameValue = (a: Value | undefined, b: Value | undefined) =>
  typeof a === 'object' && typeof b === 'object' ? a.id === b.id : a === b;

/** The fields the movement sets to something other than what the master holds now. */
export function changedFields(movement: ErsMovementData, master: ErsEmployeeData): MovedField[] {
  return MOVED_FIELDS.filter(
    (field) => movement[field] !== undefined && !sameValue(movement[field], master[field]),
  );
}

const shown = (field: MovedField, value: Value | undefined) => {
  if (value === undefined) return '(none)';
  if (typeof value === 'object') return value.label;
  return field === 'rate' ? formatCentavos(value as number) : String(value);
};

/** "Position: Analyst → Senior analyst; Rate: 30,000.00 → 35,000.00", for approvers and mail. */
export const describeChanges = (
  fields: readonly MovedField[],
  movement: ErsMovementData,
  master: ErsEmployeeData,
) =>
  fields
    .map(
      (field) =>
        `${TITLES[field]}: ${shown(field, master[field])} → ${shown(field, movement[field])}`,
    )
    .join('; ');

/** The master's values of `fields`, kept on the movement when it is applied. */
export const valuesOf = (master: ErsEmployeeData, fields: readonly MovedField[]) =>
  Object.fromEntries(
    fields.filter((field) => master[field] !== undefined).map((field) => [field, master[field]]),
  ) as NonNullable<ErsMovementData['before']>;

/** The movement's new values of `fields`. */
export const newValuesOf = (movement: ErsMovementData, fields: readonly MovedField[]) =>
  Object.fromEntries(fields.map((field) => [field, movement[field]])) as Partial<ErsEmployeeData>;
