import type { Kysely } from 'kysely';
import { bindOrg, orgNamesIn } from '../../shared/forms/org-binding';
import type { Database } from '../db/database';
import type { LoadedForm } from '../forms/form-registry';
import { findOrgFlags } from '../organization/organization.repository';
import { badRequest } from './record-query';

/**
 * What of `data` a list item carries: the whole document, exactly the list projection each
 * record keeps (its default fields), or some top-level fields, picked from the projection when
 * it holds them all (a few fields of a small object instead of the document).
 */
export type DataFields =
  | { kind: 'document' }
  | { kind: 'listed'; names: readonly string[] }
  | { kind: 'picked'; names: readonly string[]; fromListed: boolean };

const WHOLE_DOCUMENT = '*';

/** The top-level field an entry names: `amount` itself, or the first step of `/payee/label`. */
function topLevelField(entry: string): string {
  if (!entry.startsWith('/')) return entry;
  const first = entry.slice(1).split('/')[0] ?? '';
  return first.replaceAll('~1', '/').replaceAll('~0', '~');
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
 * list's defaults (its projection). Fields the organisation's switches take out (`absent`) are left out rather
 * than refused, so a column choice made before a switch changed still lists.
 */
export function dataFields(
  form: LoadedForm,
  requested: readonly string[] | undefined,
  absent: ReadonlySet<string>,
): DataFields {
  if (requested?.length === 1 && requested[0] === WHOLE_DOCUMENT) return { kind: 'document' };
  const names = requested ? checkedFields(form, requested) : form.plan.listed;
  return fieldsNamed(
    form,
    names.filter((name) => !absent.has(name)),
  );
}

/** These top-level fields of `form`'s records, read from the projection where it has them. */
export function fieldsNamed(form: LoadedForm, fields: readonly string[]): DataFields {
  const { listed } = form.plan;
  const names = [...new Set(fields)];
  if (names.length === listed.length && listed.every((name) => names.includes(name)))
    return { kind: 'listed', names };
  return { kind: 'picked', names, fromListed: names.every((name) => listed.includes(name)) };
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
