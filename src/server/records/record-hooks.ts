import type { FieldError } from '../../shared/api/errors';
import type { RecordItem } from '../../shared/api/records';
import type { Config } from '../config';
import type { Tx } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { employeeHooks } from '../people/employee-hooks';
import { refuseRecord } from './record-writes';

/** A save in progress: its transaction, organisation and who makes it (for the audit trail). */
export interface RecordSave {
  tx: Tx;
  orgId: string;
  accountId: string | null;
  username: string;
  ip: string | null;
  config: Config;
}

/**
 * What a definition that bespoke code depends on adds to the engine's saves: checks beyond
 * what a schema can say (uniqueness, reporting lines), and what else a save changes, in the
 * same transaction (the employee master keeps its sign-in account in step).
 */
export interface RecordHooks {
  /** After the definition's own checks pass; any error refuses the save (422). */
  check?(
    save: RecordSave,
    data: Record<string, unknown>,
    previous: RecordItem | null,
  ): Promise<FieldError[]>;
  /** After a create, update, delete or restore is stored (`record.deletedAt` tells which). */
  afterWrite?(save: RecordSave, record: RecordItem, previous: RecordItem | null): Promise<void>;
}

const HOOKS: Readonly<Record<string, RecordHooks>> = { 'ers-employee': employeeHooks };

/** The form's further checks of a save; throws the same 422 as the definition's own. */
export async function checkRecordSave(
  save: RecordSave,
  form: LoadedForm,
  data: Record<string, unknown>,
  previous: RecordItem | null,
): Promise<void> {
  const errors = (await HOOKS[form.definition.formId]?.check?.(save, data, previous)) ?? [];
  if (errors.length > 0) throw refuseRecord(form, errors);
}

export async function afterRecordWrite(
  save: RecordSave,
  record: RecordItem,
  previous: RecordItem | null,
): Promise<void> {
  await HOOKS[record.formId]?.afterWrite?.(save, record, previous);
}
