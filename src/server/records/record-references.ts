import type { RecordItem } from '../../shared/api/records';
import type { FieldInfo } from '../../shared/forms/fields';
import type { Tx } from '../db/tenant';
import { replaceFileReferences } from '../files/file-references.repository';
import type { LoadedForm } from '../forms/form-registry';

type Data = Record<string, unknown>;

/** A value somewhere in a record that points at another record or a stored file. */
export interface Reference {
  path: string;
  field: FieldInfo;
  value: Record<string, unknown>;
}

const FILE_KINDS = new Set<FieldInfo['kind']>(['file', 'files', 'photo']);

/** Lookups, files and photos at the top level and inside child tables. */
export function referencesIn(form: LoadedForm, data: Data): Reference[] {
  const found: Reference[] = [];
  const visit = (field: FieldInfo, value: unknown, path: string) => {
    if (value === undefined || value === null) return;
    if (field.kind === 'lookup' || field.kind === 'file' || field.kind === 'photo') {
      found.push({ path, field, value: value as Record<string, unknown> });
    } else if (field.kind === 'files') {
      (value as Data[]).forEach((file, index) =>
        found.push({ path: `${path}/${index}`, field, value: file }),
      );
    } else if (field.kind === 'table') {
      (value as Data[]).forEach((row, index) => {
        for (const column of field.columns ?? [])
          visit(column, row[column.name], `${path}/${index}/${column.name}`);
      });
    }
  };
  for (const field of form.fields.values()) visit(field, data[field.name], `/${field.name}`);
  return found;
}

export const isFileReference = (ref: Reference) => FILE_KINDS.has(ref.field.kind);

/** The ids of the stored files a record's data names. */
export const fileIdsIn = (form: LoadedForm, data: Data): string[] =>
  referencesIn(form, data)
    .filter(isFileReference)
    .map((ref) => String(ref.value.id));

/** Whether a field of the form, or a column of one of its tables, holds files. */
const holdsFiles = (fields: Iterable<FieldInfo>): boolean =>
  [...fields].some((field) => FILE_KINDS.has(field.kind) || holdsFiles(field.columns ?? []));

/**
 * Keeps `file_references` in step with records just written: each names the files its data
 * names now, so a file is read by whoever may read a record holding it. Forms without file
 * fields cost nothing.
 */
export async function keepRecordFiles(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  records: readonly RecordItem[],
): Promise<void> {
  if (!holdsFiles(form.fields.values())) return;
  await replaceFileReferences(
    tx,
    orgId,
    'record',
    records.map((record) => ({ id: record.id, fileIds: fileIdsIn(form, record.data) })),
  );
}
