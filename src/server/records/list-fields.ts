import type { Kysely } from 'kysely';
import { bindOrg, orgNamesIn } from '../../shared/forms/org-binding';
import type { Database } from '../db/database';
import type { LoadedForm } from '../forms/form-registry';
import { findOrgFlags } from '../organization/organization.repository';
import { badRequest } from './record-query';

/** The top-level fields of `data` a list item carries, or 'all' for the whole document. */
export type DataFields = readonly string[] | 'all';

const WHOLE_DOCUMENT = '*';

/** The top-level field an entry names: `amount` itself, or the first step of `/payee/label`. */
function topLevelField(entry: string): string {
  if (!entry.startsWith('/')) return entry;
  const first = entry.slice(1).split('/')[0] ?? '';
  return first.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** What a list shows by default: its columns, plus what lookups name a record by. */
function defaultFields(form: LoadedForm): string[] {
  const { list } = form.definition;
  return [
    ...list.columns,
    ...(list.label ?? []),
    ...(list.employeeField ? [list.employeeField] : []),
  ];
}

function checkedFields(form: LoadedForm, requested: readonly string[]): string[] {
  if (requested.includes(WHOLE_DOCUMENT)) {
    throw badRequest([
      { path: '/fields', message: 'Fields "*" asks for the whole record and stands alone' },
    ]);
  }
  const names = requested.map(topLevelField);
  const unknown = names.flatMap((name, index) => (form.fields.has(name) ? [] : [index]));
  if (unknown.length > 0) {
    const known = [...form.fields.keys()].join(', ');
    throw badRequest(
      unknown.map((index) => ({
        path: `/fields/${index}`,
        message: `${requested[index]} is not a field of ${form.definition.title}; fields are: ${known}`,
      })),
    );
  }
  return names;
}

/**
 * The fields each item of a list carries: those `requested` (names or JSON pointers, each
 * selecting the top-level field it starts with; `["*"]` the whole document) or else the
 * list's defaults. Fields the organisation's switches take out (`absent`) are left out rather
 * than refused, so a column choice made before a switch changed still lists.
 */
export function dataFields(
  form: LoadedForm,
  requested: readonly string[] | undefined,
  absent: ReadonlySet<string>,
): DataFields {
  if (requested?.length === 1 && requested[0] === WHOLE_DOCUMENT) return 'all';
  const names = requested ? checkedFields(form, requested) : defaultFields(form);
  return [...new Set(names)].filter((name) => !absent.has(name));
}

const readsOrg = new WeakMap<LoadedForm, boolean>();

/** Whether the form's rules read `$org` switches (walked once per form, not per list page). */
function readsOrgSwitches(form: LoadedForm): boolean {
  let reads = readsOrg.get(form);
  if (reads === undefined) {
    const { rules } = form.definition;
    reads = Boolean(rules) && orgNamesIn(rules).length > 0;
    readsOrg.set(form, reads);
  }
  return reads;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The fields `orgId`'s switches take out of `form`. Only definitions whose rules read `$org`
 * can lose any, so the others cost no query.
 */
export async function absentFields(
  db: Kysely<Database>,
  orgId: string,
  form: LoadedForm,
): Promise<ReadonlySet<string>> {
  if (!readsOrgSwitches(form)) return NONE;
  return bindOrg(form.definition, await findOrgFlags(db, orgId)).absent;
}
