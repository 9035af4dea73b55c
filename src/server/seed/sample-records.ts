import type { Tx } from '../db/tenant';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf, type FieldInfo } from '../../shared/forms/fields';
import { addHistory, insertRecord } from '../records/records.repository';
import { recordLabel } from '../records/record-writes';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';

// The definitions' sample records (`seed`), given to an organisation: the demo's with its
// people, a new organisation's only the starter lists (holidays, reference codes).

const EMPLOYEES = 'ers-employee';

type Reference = { id: string; label: string };

/** What a sample may point at: employees by number, any other record by its label, per form. */
export interface SeedReferences {
  employees: ReadonlyMap<string, Reference>;
  records: ReadonlyMap<string, ReadonlyMap<string, Reference>>;
}

/**
 * A sample's references pointed at this organisation's records: employee references
 * (`{ employeeNumber }`) by number, lookups of other forms (child tables' too) by the label the
 * sample gives them (samples cannot know the ids records get). A reference to nothing seeded
 * stays as written.
 */
export function withReferences(
  definition: FormDefinition,
  data: Record<string, unknown>,
  { employees, records }: SeedReferences,
): Record<string, unknown> {
  const resolve = (field: FieldInfo | undefined, value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value))
      return field?.kind === 'table'
        ? value.map((row: Record<string, unknown>) => resolveAll(field.columns ?? [], row))
        : value;
    if ('employeeNumber' in value) {
      const number = String(value.employeeNumber);
      const employee = employees.get(number);
      return employee ? { ...employee, employeeNumber: number } : value;
    }
    const label = 'label' in value ? String(value.label) : undefined;
    const target = field?.lookupFormId;
    return (target && label ? records.get(target)?.get(label) : undefined) ?? value;
  };
  const resolveAll = (fields: FieldInfo[], values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        resolve(
          fields.find((field) => field.name === key),
          value,
        ),
      ]),
    );
  return resolveAll(fieldsOf(definition), data);
}

/** The forms a definition's lookups name, its child tables' included. */
const lookupTargets = (form: LoadedForm): string[] =>
  [...form.fields.values()].flatMap((field) =>
    [field, ...(field.columns ?? [])].flatMap((each) => each.lookupFormId ?? []),
  );

/** The forms in an order where each comes after the forms its lookups name (the master first). */
function seedOrder(forms: readonly LoadedForm[]): LoadedForm[] {
  const byId = new Map(forms.map((form) => [form.definition.formId, form]));
  const ordered: LoadedForm[] = [];
  const visited = new Set<string>();
  const visit = (form: LoadedForm) => {
    if (visited.has(form.definition.formId)) return;
    visited.add(form.definition.formId);
    for (const formId of lookupTargets(form)) {
      const target = byId.get(formId);
      if (target) visit(target);
    }
    ordered.push(form);
  };
  const master = byId.get(EMPLOYEES);
  if (master) visit(master);
  forms.forEach(visit);
  return ordered;
}

/** The starter lists (`starter` in a definition): what a new organisation gets of the samples. */
export const starterForms = (forms: readonly LoadedForm[]): Set<string> =>
  new Set(forms.filter((form) => form.definition.starter).map((form) => form.definition.formId));

export interface SampleRecordsOptions {
  /** The forms whose samples are seeded; default every one. */
  only?: ReadonlySet<string>;
  /** Records of a form besides its samples (the demo's people in the employee master). */
  extra?: (formId: string) => Record<string, unknown>[];
}

/**
 * Gives an organisation the sample records of the definitions, in the caller's transaction,
 * once: a form that already has records there is left alone, so edits survive a second run.
 * Forms are seeded after the forms their lookups name, whose records the samples then point at.
 */
export async function seedSampleRecords(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  { only, extra = () => [] }: SampleRecordsOptions = {},
): Promise<void> {
  const seeded = new Set(
    (
      await tx
        .selectFrom('records')
        .select('form_id')
        .distinct()
        .where('org_id', '=', orgId)
        .execute()
    ).map((row) => row.form_id),
  );
  const wanted = forms.all().filter((form) => !only || only.has(form.definition.formId));
  const samples = new Map(
    wanted.map(({ definition }) => [
      definition.formId,
      [...(definition.seed ?? []), ...extra(definition.formId)],
    ]),
  );
  // A form without samples never has records here; it is not waiting to be seeded.
  const unseeded = wanted.filter(
    ({ definition }) => !seeded.has(definition.formId) && samples.get(definition.formId)?.length,
  );
  if (unseeded.length === 0) return;
  const named = new Set(unseeded.flatMap(lookupTargets));
  const employees = new Map<string, Reference>();
  const records = new Map<string, Map<string, Reference>>();
  const remember = (form: LoadedForm, id: string, data: Record<string, unknown>) => {
    const label = recordLabel(form, data);
    records.get(form.definition.formId)?.set(label, { id, label });
    if (form.definition.formId === EMPLOYEES)
      employees.set((data as ErsEmployeeData).employeeNumber, { id, label });
  };
  for (const form of seedOrder(wanted)) {
    const { formId } = form.definition;
    records.set(formId, new Map());
    if (!seeded.has(formId)) {
      for (const data of samples.get(formId) ?? []) {
        const record = await insertRecord(
          tx,
          orgId,
          form,
          withReferences(form.definition, data, { employees, records }),
          'seed',
        );
        await addHistory(tx, orgId, record, 'created', 'seed', []);
        remember(form, record.id, record.data as Record<string, unknown>);
      }
    } else if (formId === EMPLOYEES || named.has(formId)) {
      // Seeded at an earlier run: what samples still to come may name is read back.
      for (const row of await tx
        .selectFrom('records')
        .select(['id', 'data'])
        .where('org_id', '=', orgId)
        .where('form_id', '=', formId)
        .where('deleted_at', 'is', null)
        .execute())
        remember(form, row.id, row.data as Record<string, unknown>);
    }
  }
}
