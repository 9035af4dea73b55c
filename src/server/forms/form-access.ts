import { holds } from '../../shared/access/grants';
import type { FormDefinition } from '../../shared/forms/definition';
import type { Principal } from '../plugins/guard';

type Guarded = Pick<FormDefinition, 'formId' | 'access'>;
type Declared = Pick<FormDefinition, 'access'>;

/**
 * What a role may be given on a record type: reading, changing, adding and deleting all its
 * records, or reading / changing only those that name the holder (`access.own`).
 */
export const FORM_OPERATIONS = [
  'read',
  'write',
  'create',
  'delete',
  'read-own',
  'write-own',
] as const;
export type FormOperation = (typeof FORM_OPERATIONS)[number];

export const formPermission = (formId: string, operation: FormOperation) =>
  `form:${formId}:${operation}`;

/** The built-in roles that hold an operation, as the definition's `access` declares them. */
export function formHolders({ access }: Declared, operation: FormOperation): readonly string[] {
  switch (operation) {
    case 'read':
    case 'write':
      return access[operation];
    case 'create':
      return access.create ?? [...access.write, ...(access.own?.write ?? [])];
    case 'delete':
      // Who may add records may remove them; one who may only fill them in may not.
      return formHolders({ access }, 'create');
    case 'read-own':
      return access.own?.read ?? [];
    case 'write-own':
      return access.own?.write ?? [];
  }
}

const allows = (definition: Guarded, who: Principal, operation: FormOperation) =>
  holds(
    who.grants,
    formPermission(definition.formId, operation),
    formHolders(definition, operation),
  );

/** A form restricted in this organisation to named accounts admits only those (spec 5). */
function namedAccountAllowed({ access }: Guarded, who: Principal): boolean {
  const named = access.accounts?.[who.orgId];
  return !named || named.some((username) => username.toLowerCase() === who.username.toLowerCase());
}

/**
 * Which records of a form a user may read or write: all of them, only those naming the user
 * (`access.own`, by the form's employee field), or none. Writing one's own implies reading it.
 */
export type AccessScope = 'all' | 'own' | 'none';

export function accessScope(
  definition: Guarded,
  who: Principal,
  op: 'read' | 'write',
): AccessScope {
  if (!namedAccountAllowed(definition, who)) return 'none';
  if (allows(definition, who, op) || (op === 'read' && allows(definition, who, 'write')))
    return 'all';
  if (
    allows(definition, who, 'write-own') ||
    (op === 'read' && allows(definition, who, 'read-own'))
  )
    return 'own';
  return 'none';
}

export const canRead = (definition: Guarded, who: Principal) =>
  accessScope(definition, who, 'read') !== 'none';

export const canWrite = (definition: Guarded, who: Principal) =>
  accessScope(definition, who, 'write') !== 'none';

/** Whether this user may add records: `access.create` when the form names it, else any writer. */
export const canCreate = (definition: Guarded, who: Principal) =>
  canWrite(definition, who) && allows(definition, who, 'create');

export const canDelete = (definition: Guarded, who: Principal) =>
  canWrite(definition, who) && allows(definition, who, 'delete');
