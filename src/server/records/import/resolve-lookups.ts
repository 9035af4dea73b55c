import { sql } from 'kysely';
import type { FieldInfo } from '../../../shared/forms/fields';
import { fragmentName } from '../../../shared/forms/fields';
import type { Tx } from '../../db/tenant';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { recordLabel } from '../record-writes';
import type { Converted } from './cell-values';

type Data = Record<string, unknown>;

/** Lookups the label way: a target form this large is not matched by label. */
const LABEL_MATCH_LIMIT = 20_000;

const key = (text: string) => text.trim().toLowerCase();

/** Lookups of a form keyed by employee number match by number, others by label. */
export const matchesByNumber = (form: LoadedForm) => form.plan.employee !== null;

/**
 * Turns the text of one lookup column into references: an employee reference (or any lookup of
 * a form keyed by employee number) by the employee number, other lookups by the target record's
 * label. Only this organisation's live records are searched, then `inFile`: the records the
 * same file creates, by the same key in lower case (a new hire's manager may be hired with them).
 */
export async function lookupColumn(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  field: FieldInfo,
  texts: readonly string[],
  inFile: ReadonlyMap<string, Data> = new Map(),
): Promise<(text: string) => Converted> {
  const target = field.lookupFormId ? forms.get(field.lookupFormId) : undefined;
  if (!target) return () => ({ problem: `${field.title} cannot be imported` });
  const targetTitle = target.definition.title.toLowerCase();
  const byNumber = matchesByNumber(target);
  const found = new Map<string, Data | null>();
  const wanted = [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  if (wanted.length > 0) {
    let query = tx
      .selectFrom('records')
      .select(['id', 'data', 'employee_number'])
      .where('org_id', '=', orgId)
      .where('form_id', '=', target.definition.formId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id');
    query = byNumber
      ? query.where('employee_number', '=', sql<string>`any(${wanted}::text[])`)
      : query.limit(LABEL_MATCH_LIMIT);
    for (const row of await query.execute()) {
      const data = row.data as Data;
      const reference: Data = { id: row.id, label: recordLabel(target, data) };
      if (fragmentName(field.schema.$ref) === 'employeeRef' && row.employee_number)
        reference.employeeNumber = row.employee_number;
      const name = key(byNumber ? (row.employee_number ?? '') : String(reference.label));
      // Of two employees with one number the older counts (as payroll reads them); two records
      // with one label match neither: the file must be clearer.
      if (!found.has(name)) found.set(name, reference);
      else if (!byNumber) found.set(name, null);
    }
  }
  return (text) => {
    const reference = found.has(key(text)) ? found.get(key(text)) : inFile.get(key(text));
    if (reference) return { value: { ...reference } };
    if (reference === null)
      return { problem: `${field.title} "${text}" matches more than one ${targetTitle}` };
    return byNumber
      ? { problem: `${field.title} must be the number of an existing ${targetTitle}` }
      : { problem: `${field.title} must name an existing ${targetTitle}` };
  };
}
