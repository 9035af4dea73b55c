import {
  IMPORT_MAX_PROBLEMS,
  type ImportProblem,
  type ImportReport,
} from '../../../shared/api/record-import';
import type { FieldError } from '../../../shared/api/errors';
import { bindOrg } from '../../../shared/forms/org-binding';
import { writeAudit } from '../../audit/audit.repository';
import type { Tx } from '../../db/tenant';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { AppError, fieldError } from '../../http/app-error';
import { findOrgFlags } from '../../organization/organization.repository';
import type { Principal } from '../../plugins/guard';
import { diffRecords } from '../record-diff';
import { prepareRecordData } from '../record-writes';
import { addHistory, insertRecord } from '../records.repository';
import { cellText, convertCell, type Converted } from './cell-values';
import { importFields, mapColumns, type ImportColumn } from './import-columns';
import type { Sheet, SheetRow } from './read-sheet';
import { lookupColumn } from './resolve-lookups';

type Data = Record<string, unknown>;

export interface ImportRequest {
  who: Principal;
  ip: string;
  forms: FormRegistry;
  form: LoadedForm;
  fileName: string;
  sheet: Sheet;
  dryRun: boolean;
}

interface CheckedRow {
  row: number;
  data: Data | null;
  problems: ImportProblem[];
}

/** The same checks and normalisation as `POST /api/records`; its field errors, or none. */
async function createErrors(
  tx: Tx,
  request: ImportRequest,
  data: Data,
  flags: Awaited<ReturnType<typeof findOrgFlags>>,
): Promise<{ data: Data | null; errors: FieldError[] }> {
  try {
    const prepared = await prepareRecordData(
      tx,
      request.who.orgId,
      request.forms,
      request.form,
      data,
      {
        flags,
      },
    );
    return { data: prepared, errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed')
      return { data: null, errors: error.extra.fields ?? [] };
    throw error;
  }
}

/**
 * Checks every row of the sheet as a record of the form, with the record create route's own
 * validation, and (unless a dry run, and only when every row passes) creates them all in the
 * caller's transaction, with history and one audit entry. The report names each bad cell by
 * sheet row and column header.
 */
export async function importRecords(tx: Tx, request: ImportRequest): Promise<ImportReport> {
  const { who, form, sheet, dryRun } = request;
  const { definition } = form;
  if (sheet.rows.length === 0)
    throw fieldError('/file', 'File has no data rows below the header row');
  const flags = await findOrgFlags(tx, who.orgId);
  const { absent } = bindOrg(definition, flags);
  const fields = importFields(form.fields.values(), absent);
  const columnMap = mapColumns(sheet.headers, fields, definition);
  const rawText = (row: SheetRow, column: ImportColumn) =>
    cellText(row.cells[column.index] ?? null);

  const lookups = new Map<string, (text: string) => Converted>();
  for (const column of columnMap.columns.filter((c) => c.field.kind === 'lookup')) {
    const texts = sheet.rows.map((row) => rawText(row, column) ?? '');
    lookups.set(
      column.field.name,
      await lookupColumn(tx, who.orgId, request.forms, column.field, texts),
    );
  }

  const checked: CheckedRow[] = [];
  for (const row of sheet.rows) {
    const data: Data = {};
    const problems: ImportProblem[] = [];
    const at = (column: ImportColumn, message: string): ImportProblem => {
      const value = rawText(row, column);
      return {
        row: row.row,
        column: column.header,
        field: `/${column.field.name}`,
        ...(value === undefined ? {} : { value }),
        message,
      };
    };
    for (const column of columnMap.columns) {
      const text = rawText(row, column);
      const resolve = lookups.get(column.field.name);
      const converted = resolve
        ? text === undefined
          ? { value: undefined }
          : resolve(text)
        : convertCell(column.field, row.cells[column.index] ?? null);
      if ('problem' in converted) problems.push(at(column, converted.problem));
      else if (converted.value !== undefined) data[column.field.name] = converted.value;
    }
    for (const field of fields) {
      const filled =
        data[field.name] !== undefined || problems.some((p) => p.field === `/${field.name}`);
      if (!filled && field.schema.default !== undefined)
        data[field.name] = structuredClone(field.schema.default);
    }
    const result = await createErrors(tx, request, data, flags);
    for (const error of result.errors) {
      const name = error.path.split('/')[1] ?? '';
      // One message per cell: a value that could not be read is not "required" as well.
      if (problems.some((p) => p.field === `/${name}`) || columnMap.missingFields.has(name))
        continue;
      const column = columnMap.columns.find((c) => c.field.name === name);
      problems.push(
        column
          ? at(column, error.message)
          : {
              row: row.row,
              column: form.fields.get(name)?.title ?? '',
              field: error.path,
              message: error.message,
            },
      );
    }
    checked.push({ row: row.row, data: problems.length === 0 ? result.data : null, problems });
  }

  const problems = [...columnMap.problems, ...checked.flatMap((row) => row.problems)];
  const valid = checked.filter((row) => row.problems.length === 0 && row.data);
  const clean = problems.length === 0;
  let imported = 0;
  if (!dryRun && clean) {
    const ids: string[] = [];
    for (const row of valid) {
      const data = row.data as Data;
      const created = await insertRecord(tx, who.orgId, form, data, who.username);
      await addHistory(tx, who.orgId, created, 'created', who.username, diffRecords({}, data));
      ids.push(created.id);
    }
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: definition.formId,
      action: 'import',
      detail: { file: request.fileName, rows: ids.length, recordIds: ids },
      ip: request.ip,
    });
    imported = ids.length;
  }
  return {
    formId: definition.formId,
    dryRun,
    rowsRead: sheet.rows.length,
    rowsValid: columnMap.problems.length > 0 ? 0 : valid.length,
    imported,
    unknownColumns: columnMap.unknownColumns.slice(0, 200),
    missingColumns: columnMap.missingColumns,
    problems: problems.slice(0, IMPORT_MAX_PROBLEMS),
    moreProblems: Math.max(0, problems.length - IMPORT_MAX_PROBLEMS),
  };
}
