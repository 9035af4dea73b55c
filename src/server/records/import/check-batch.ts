import { randomUUID } from 'node:crypto';
import type {
  ColumnMapping,
  ImportCounts,
  ImportMode,
  ImportProblem,
} from '../../../shared/api/import-batches';
import type { FieldError } from '../../../shared/api/errors';
import type { RecordItem } from '../../../shared/api/records';
import { bindOrg } from '../../../shared/forms/org-binding';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { findOrgFlags } from '../../organization/organization.repository';
import { diffRecords } from '../record-diff';
import { grantsFor } from '../../identity/account-grants';
import { editableFields } from '../../../shared/forms/workflow-edits';
import type { Tx } from '../../db/tenant';
import { fieldRightsErrors } from '../workflow/field-rights';
import { recordEmployeeNumber } from '../record-scope';
import type { RecordSave } from '../record-save';
import { checkRecordSaves } from '../record-hooks';
import { checkListedTexts, recordLabel, validateRecordData } from '../record-writes';
import { importFields, requiredFields, resolveMapping, type ImportColumn } from './import-fields';
import type { SheetRow } from './read-sheet';
import { lookupColumn, matchesByNumber } from './resolve-lookups';
import { matchRows } from './row-keys';
import {
  cellOf,
  mergeOver,
  plainValues,
  problemAt,
  setField,
  withDefaults,
  type Data,
} from './row-values';

export interface CheckInput {
  save: RecordSave;
  forms: FormRegistry;
  form: LoadedForm;
  mode: ImportMode;
  headers: string[];
  rows: SheetRow[];
  mapping: ColumnMapping[];
  progress: (done: number, total: number, message: string) => Promise<void>;
}

/** A good row and what storing it does. */
export interface PlannedRow {
  id: string;
  action: 'create' | 'update' | 'unchanged';
  data: Data;
  previous: RecordItem | null;
}

export interface CheckResult {
  planned: PlannedRow[];
  problems: ImportProblem[];
  counts: ImportCounts;
}

const PROGRESS_EVERY = 2000;

/** Each row's id: its record's, or a new one, so rows of the file may point at each other. */
interface Row {
  sheet: SheetRow;
  id: string;
  previous: RecordItem | null;
  values: Data;
  problems: ImportProblem[];
  data?: Data;
  /** The key names nobody when it must, or repeats another row's: nothing else is told. */
  unmatched?: boolean;
}

/** References to the records the file itself creates, by employee number, for self-lookups. */
function inFileReferences(form: LoadedForm, rows: readonly Row[]): Map<string, Data> {
  const number = form.plan.employee?.[0];
  const references = new Map<string, Data>();
  if (!number || !matchesByNumber(form)) return references;
  for (const row of rows) {
    const data = row.previous ? mergeOver(row.previous.data, row.values) : row.values;
    const text = data[number];
    if (typeof text === 'string' && row.problems.length === 0)
      references.set(text.toLowerCase(), {
        id: row.id,
        label: recordLabel(form, data),
        employeeNumber: text,
      });
  }
  return references;
}

/** Field errors of a save as problems of the cells that hold the fields. */
function errorsAsProblems(
  form: LoadedForm,
  row: Row,
  columns: readonly ImportColumn[],
  errors: readonly FieldError[],
): ImportProblem[] {
  return errors.flatMap((error) => {
    const [top = '', sub] = error.path.split('/').slice(1);
    const column = columnOf(columns, top, sub);
    // One message per cell: a value that could not be read is not also wrong by a rule.
    if (column && row.problems.some((problem) => problem.column === column.header)) return [];
    return column
      ? [problemAt(row.sheet, column, error.message)]
      : [
          {
            row: row.sheet.row,
            column: (form.fields.get(top)?.title ?? top).slice(0, 200),
            message: error.message.slice(0, 500),
          },
        ];
  });
}

const columnOf = (columns: readonly ImportColumn[], top: string, sub: string | undefined) =>
  columns.find((c) => c.field.name === `${top}.${sub}`) ??
  columns.find((c) => c.field.name === top);

/** The importer's roles and own employee number, for a form whose workflow gives fields by party. */
async function importerOf(tx: Tx, orgId: string, accountId: string | null) {
  if (!accountId) return null;
  const account = await tx
    .selectFrom('accounts')
    .select(['roles', 'employee_number'])
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return account
    ? {
        grants: await grantsFor(tx, orgId, account.roles),
        employeeNumber: account.employee_number,
      }
    : null;
}

/**
 * Checks every row of a batch as the record create (or, for a row whose key matches a record,
 * update) route would: cells converted by kind, lookups resolved in the organisation (and among
 * the file's own new records), the definition's rules and schema, then listed texts and its
 * hooks' checks, which run for all rows at once. Writes nothing.
 */
export async function checkBatch(input: CheckInput): Promise<CheckResult> {
  const { save, forms, form, rows: sheetRows, progress } = input;
  const { tx, orgId } = save;
  const { definition } = form;
  const flags = await findOrgFlags(tx, orgId);
  const importer = definition.workflow?.edits ? await importerOf(tx, orgId, save.accountId) : null;
  const fields = importFields(form.fields.values(), bindOrg(definition, flags).absent);
  const required = requiredFields(fields, definition, input.mode === 'update');
  const columns = resolveMapping(input.mapping, input.headers, fields, required);
  const titleOf = (name: string) => form.fields.get(name)?.title ?? name;

  const rows: Row[] = sheetRows.map((sheet) => ({
    sheet,
    id: '',
    previous: null,
    ...plainValues(sheet, columns),
  }));
  const resolveLookups = async (
    lookups: readonly ImportColumn[],
    ownReferences?: ReadonlyMap<string, Data>,
  ) => {
    for (const column of lookups) {
      const texts = rows.map((row) => cellOf(row.sheet, column) ?? '');
      const self = column.field.lookupFormId === definition.formId;
      const inFile = self ? ownReferences : undefined;
      const resolve = await lookupColumn(tx, orgId, forms, column.field, texts, inFile);
      rows.forEach((row, index) => {
        const text = texts[index];
        if (!text) return;
        const converted = resolve(text);
        if ('problem' in converted)
          row.problems.push(problemAt(row.sheet, column, converted.problem));
        else setField(row.values, column.field.name, converted.value);
      });
    }
  };
  // A key may hold a lookup (an employee and a year): it is resolved before rows are matched.
  const key = new Set(definition.importer?.key ?? []);
  const lookups = columns.filter((c) => c.field.kind === 'lookup');
  await resolveLookups(lookups.filter((column) => key.has(column.field.name)));

  const matches = await matchRows(
    tx,
    orgId,
    definition,
    rows.map((row) => row.values),
    sheetRows.map((row) => row.row),
    input.mode === 'update',
    titleOf,
  );
  rows.forEach((row, index) => {
    const match = matches[index];
    row.previous = match?.previous ?? null;
    row.id = row.previous?.id ?? randomUUID();
    const column = match?.problem && columns.find((c) => c.field.name === match.problem?.field);
    row.unmatched = match?.problem !== undefined;
    if (column && match?.problem)
      row.problems.push(problemAt(row.sheet, column, match.problem.message));
  });

  await resolveLookups(
    lookups.filter((column) => !key.has(column.field.name)),
    inFileReferences(form, rows),
  );

  for (const [index, row] of rows.entries()) {
    if (index % PROGRESS_EVERY === 0) await progress(index, rows.length, 'Checking rows');
    if (row.unmatched) continue;
    const failed = new Set(
      row.problems.map((p) => columns.find((c) => c.header === p.column)?.field.name ?? ''),
    );
    const inputData = row.previous
      ? mergeOver(row.previous.data, row.values)
      : withDefaults(row.values, fields, failed);
    const { data, errors } = validateRecordData(form, inputData, {
      flags,
      previous: row.previous?.data,
    });
    // An import changes a record only where its workflow lets the importer (`edits`): by their
    // roles, or as its own employee when the record names them.
    if (row.previous && errors.length === 0) {
      const state = row.previous.data[definition.workflow?.field ?? ''];
      const own =
        Boolean(importer?.employeeNumber) &&
        recordEmployeeNumber(form, row.previous.data) === importer?.employeeNumber;
      const rights =
        importer &&
        editableFields(definition.workflow, state, {
          grants: importer.grants,
          own,
          waiting: false,
        });
      errors.push(...fieldRightsErrors(form, row.previous.data, data, rights ?? null));
    }
    row.problems.push(...errorsAsProblems(form, row, columns, errors));
    if (row.problems.length === 0) row.data = data;
  }

  // Listed texts are checked for all rows at once, one query per list, as a save checks them.
  const valid = rows.filter((row) => row.data);
  const listedErrors = await checkListedTexts(
    tx,
    orgId,
    forms,
    form,
    valid.map((row) => ({ data: row.data as Data, previous: row.previous?.data })),
  );
  valid.forEach((row, index) => {
    const problems = errorsAsProblems(form, row, columns, listedErrors[index] ?? []);
    row.problems.push(...problems);
    if (problems.length > 0) delete row.data;
  });

  const changing = rows.filter(
    (row) => row.data && !(row.previous && diffRecords(row.previous.data, row.data).length === 0),
  );
  const hookErrors = await checkRecordSaves(
    save,
    form,
    changing.map((row) => ({ id: row.id, data: row.data as Data, previous: row.previous })),
  );
  changing.forEach((row, index) => {
    const problems = errorsAsProblems(form, row, columns, hookErrors[index] ?? []);
    row.problems.push(...problems);
    if (problems.length > 0) delete row.data;
  });
  dropDanglingReferences(form, rows, columns);
  await progress(rows.length, rows.length, 'Checked');
  return summarise(rows);
}

/** A good row may not point at a new record of the file whose row is bad: it would not exist. */
function dropDanglingReferences(form: LoadedForm, rows: Row[], columns: readonly ImportColumn[]) {
  const selfColumns = columns.filter((c) => c.field.lookupFormId === form.definition.formId);
  if (selfColumns.length === 0) return;
  const rowOf = new Map(rows.filter((row) => !row.previous).map((row) => [row.id, row]));
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      for (const column of selfColumns) {
        const reference = row.data?.[column.field.name] as Data | undefined;
        const target = reference && rowOf.get(String(reference.id));
        if (target && !target.data) {
          row.problems.push(
            problemAt(
              row.sheet,
              column,
              `${column.field.title} is on row ${target.sheet.row}, which has problems`,
            ),
          );
          delete row.data;
          changed = true;
        }
      }
    }
  }
}

function summarise(rows: readonly Row[]): CheckResult {
  const planned: PlannedRow[] = rows.flatMap((row) => {
    if (!row.data) return [];
    const action = !row.previous
      ? 'create'
      : diffRecords(row.previous.data, row.data).length === 0
        ? 'unchanged'
        : 'update';
    return [{ id: row.id, action, data: row.data, previous: row.previous }];
  });
  const problems = rows.flatMap((row) => row.problems);
  const count = (action: PlannedRow['action']) =>
    planned.filter((row) => row.action === action).length;
  return {
    planned,
    problems,
    counts: {
      rowsRead: rows.length,
      valid: planned.length,
      bad: rows.length - planned.length,
      problems: problems.length,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
    },
  };
}
