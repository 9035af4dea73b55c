import { sql, type RawBuilder } from 'kysely';
import type { SearchRecord } from '../../shared/api/search';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import { formPaths } from '../../shared/forms/form-paths';
import type { ReadDb } from '../db/org-reader';
import { prefixPattern } from '../db/like-pattern';
import { rarestFirst, withWords } from './search-words';
import { accessScope } from '../forms/form-access';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import type { Principal } from '../plugins/guard';
import { recordLabel } from '../records/record-writes';
import { accountEmployeeNumber } from '../directory/directory.repository';

/** The forms a search looks in, as a list reads them: every record, or the caller's own. */
export interface SearchScope {
  all: LoadedForm[];
  own: LoadedForm[];
}

/**
 * The definitions `who` may read that declare search fields. The employee master is left to
 * the people search, which shows what the directory shows everyone.
 */
export function searchScope(forms: FormRegistry, who: Principal): SearchScope {
  const scope: SearchScope = { all: [], own: [] };
  for (const form of forms.allFor(who.orgId)) {
    if (form.definition.formId === EMPLOYEE_FORM_ID || form.plan.search.length === 0) continue;
    const reach = accessScope(form.definition, who, 'read');
    if (reach !== 'none') scope[reach].push(form);
  }
  return scope;
}

const ids = (forms: readonly LoadedForm[]) => forms.map((form) => form.definition.formId);

/** Which rows the caller may see: forms read whole, and own-only forms naming `own`. */
function reachable(scope: SearchScope, own: string | null): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (scope.all.length > 0) parts.push(sql`r.form_id = any(${ids(scope.all)})`);
  if (scope.own.length > 0 && own !== null)
    parts.push(sql`(r.form_id = any(${ids(scope.own)}) and r.employee_number = ${own})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * Matching records ranked: at most this many are taken before ranking, so a word found in every
 * record costs no more than a rare one; the user narrows by typing on.
 */
const SAMPLE = 200;

/**
 * Live records with a word starting with each typed word, best first among the
 * first `SAMPLE` found: search text starting with the first typed word, then where it appears
 * earliest, then the most recently changed. Only the answer's documents are read for labels.
 */
export async function recordsMatching(
  db: ReadDb,
  who: Principal,
  forms: FormRegistry,
  scope: SearchScope,
  typed: readonly string[],
  limit: number,
): Promise<SearchRecord[]> {
  const own =
    scope.own.length > 0 ? await accountEmployeeNumber(db, who.orgId, who.accountId) : null;
  const where = reachable(scope, own);
  if (!where) return [];
  const first = typed[0] ?? '';
  const searched = { forms: ids(scope.all), ownForms: ids(scope.own), own };
  const words = await rarestFirst(db, who.orgId, typed, searched);
  if (words.length === 0) return [];
  const found = await withWords(db, who.orgId, words, searched);
  if (found.empty) return [];
  const { rows } = await sql<{ id: string; form_id: string; data: Record<string, unknown> }>`
    with sample as (
      select r.id, r.search, r.updated_at
      from records r
      where ${found.where} and r.deleted_at is null and ${where}
      limit ${SAMPLE}
    ), ranked as (
      select id, row_number() over (
          order by search like ${prefixPattern(first)} desc, strpos(search, ${first}),
            updated_at desc, id
        ) as rank
      from sample
      order by rank limit ${limit}
    )
    select r.id, r.form_id, r.data from ranked join records r using (id)
    where r.org_id = ${who.orgId}
    order by ranked.rank
  `.execute(db);
  return rows.flatMap((row) => {
    const form = forms.find(row.form_id, who.orgId);
    if (!form) return [];
    const { definition } = form;
    return [
      {
        id: row.id,
        formId: definition.formId,
        form: definition.title,
        label: recordLabel(form, row.data).slice(0, 300) || definition.title,
        path: formPaths.view(definition, row.id),
      },
    ];
  });
}
