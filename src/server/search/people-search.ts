import { sql } from 'kysely';
import type { ChartPerson } from '../../shared/api/organization-chart';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { ReadDb } from '../db/org-reader';
import { containsPattern, prefixPattern } from '../db/like-pattern';
import type { FormRegistry } from '../forms/form-registry';
import { chartPeopleOf } from '../people/organization-chart';
import { rarestFirst, withWords } from './search-words';

/** The employee master's key columns a people search reads (lower-cased text, and `active`). */
export interface EmployeeKeys {
  firstName: string;
  lastName: string;
  position: string;
  active: string;
}

/** Where the master keeps them: its definition lists them as sortable or filters. */
export function employeeKeys(forms: FormRegistry): EmployeeKeys {
  const fields = forms.get(EMPLOYEE_FORM_ID)?.plan.fields ?? [];
  const column = (name: string) => {
    const found = fields.find((field) => field.field === name)?.column;
    if (!found) throw new Error(`${EMPLOYEE_FORM_ID} must index ${name} for the people search`);
    return found;
  };
  return {
    firstName: column('firstName'),
    lastName: column('lastName'),
    position: column('position'),
    active: column('active'),
  };
}

/**
 * Matching people ranked: at most this many are taken before ranking, so a common word ("ana" in
 * 50,000 people) costs no more than a rare one; the user narrows by typing on.
 */
const SAMPLE = 200;

/**
 * People of the chart with a word of their number, name or position starting with each typed
 * word, best first: the number itself, then a name starting with the
 * first typed word, then by name. Found through the stored words, ranked by the key columns;
 * only the answer's documents are parsed. The key columns' test keeps out matches on what the
 * chart does not show (e-mail).
 */
export async function peopleMatching(
  db: ReadDb,
  orgId: string,
  today: string,
  keys: EmployeeKeys,
  typed: readonly string[],
  limit: number,
): Promise<ChartPerson[]> {
  const words = await rarestFirst(db, orgId, typed, { forms: [EMPLOYEE_FORM_ID] });
  if (words.length === 0) return [];
  const key = (name: keyof EmployeeKeys) => sql.ref(`r.${keys[name]}`);
  const shown = sql`concat_ws(' ', lower(r.employee_number), ${key('firstName')},
    ${key('lastName')}, ${key('position')})`;
  const found = await withWords(db, orgId, words, { forms: [EMPLOYEE_FORM_ID] });
  if (found.empty) return [];
  const first = prefixPattern(typed[0] ?? '');
  const { rows } = await sql<{ id: string }>`
    with sample as (
      select r.id, r.employee_number, ${key('firstName')} as first_name,
        ${key('lastName')} as last_name
      from records r
      where ${found.where} and r.deleted_at is null
        and r.employee_number is not null and ${key('active')}
        and ${sql.join(
          words.map((word) => sql`${shown} like ${containsPattern(word)}`),
          sql` and `,
        )}
      limit ${SAMPLE}
    )
    select id from sample
    order by lower(employee_number) = ${typed.join(' ')} desc,
      (first_name like ${first} or last_name like ${first}) desc,
      last_name, first_name, employee_number
    limit ${limit * 2}
  `.execute(db);
  // Separation dates are read from the few documents left, as the chart reads them.
  const people = await chartPeopleOf(
    db,
    orgId,
    today,
    rows.map((row) => row.id),
  );
  return people.slice(0, limit);
}
