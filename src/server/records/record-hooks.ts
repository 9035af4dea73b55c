import type { FieldError } from '../../shared/api/errors';
import type { RecordItem } from '../../shared/api/records';
import type { Config } from '../config';
import type { Tx } from '../db/tenant';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import type { Principal } from '../plugins/guard';
import { leaveCreditHooks } from '../leave/leave-credit-hooks';
import { onboardingHooks } from '../onboarding/onboarding-hooks';
import { employeeHooks } from '../people/employee-hooks';
import { movementHooks } from '../people/movements/movement-hooks';
import { earningDeductionHooks } from '../payroll/earning-deduction-hooks';
import { loanHooks } from '../payroll/loans/loan-hooks';
import { previousEmployerHooks } from '../payroll/previous-employer-hooks';
import { deviceLogHooks } from '../timekeeping/imports/device-log-hooks';
import { timeRecordHooks } from '../timekeeping/imports/time-record-hooks';
import { applicantHooks } from '../recruitment/applicant-hooks';
import {
  trainingAttendanceHooks,
  trainingHooks,
  trainingRequestHooks,
} from '../learning/training-hooks';
import { appraisalHooks, pmsEmployeeHooks, scheduleHooks } from '../pms/pms-hooks';
import { refuseRecord } from './record-writes';

/** A save in progress: its transaction, organisation and who makes it (for the audit trail). */
export interface RecordSave {
  tx: Tx;
  orgId: string;
  accountId: string | null;
  username: string;
  ip: string | null;
  config: Config;
  /** The definitions, for follow-ups that write other records. */
  forms: FormRegistry;
}

/** A save made by a signed-in user's request. */
export const saveBy = (
  tx: Tx,
  who: Principal,
  ip: string,
  config: Config,
  forms: FormRegistry,
): RecordSave => ({
  tx,
  orgId: who.orgId,
  accountId: who.accountId,
  username: who.username,
  ip,
  config,
  forms,
});

/**
 * What a definition that bespoke code depends on adds to the engine's saves: checks beyond
 * what a schema can say (uniqueness, reporting lines), and what else a save changes, in the
 * same transaction (the employee master keeps its sign-in account in step).
 */
export interface RecordHooks {
  /** After the definition's own checks pass: fills fields a save takes from other records. */
  prepare?(save: RecordSave, data: Record<string, unknown>): Promise<void>;
  /** After `prepare`; any error refuses the save (422). */
  check?(
    save: RecordSave,
    data: Record<string, unknown>,
    previous: RecordItem | null,
  ): Promise<FieldError[]>;
  /** After a create, update, delete or restore is stored (`record.deletedAt` tells which). */
  afterWrite?(save: RecordSave, record: RecordItem, previous: RecordItem | null): Promise<void>;
  /**
   * `check` for many saves at once (an import): one query per kind of check instead of one per
   * row, and the rows checked against each other too. Errors per row, in order.
   */
  checkMany?(save: RecordSave, rows: readonly SaveRow[]): Promise<FieldError[][]>;
  /** `afterWrite` for many records at once (an import); it sends no mail. */
  afterWriteMany?(save: RecordSave, writes: readonly RecordWrite[]): Promise<void>;
}

/** One row of a bulk save: its data and the record it replaces (null for a new one). */
export interface SaveRow {
  /** The id the record has or will have. */
  id: string;
  data: Record<string, unknown>;
  previous: RecordItem | null;
}

export interface RecordWrite {
  record: RecordItem;
  previous: RecordItem | null;
}

const HOOKS: Readonly<Record<string, RecordHooks>> = {
  'ers-employee': employeeHooks,
  'ers-movement': movementHooks,
  'payroll-earning-deduction': earningDeductionHooks,
  'payroll-loan': loanHooks,
  'leave-credit-adjustment': leaveCreditHooks,
  'payroll-previous-employer': previousEmployerHooks,
  'hr-device-time-log': deviceLogHooks,
  'tk-time-record': timeRecordHooks,
  'ats-applicant': applicantHooks,
  'ld-training-request': trainingRequestHooks,
  'ld-training-attendance': trainingAttendanceHooks,
  'ld-training': trainingHooks,
  'pms-appraisal': appraisalHooks,
  'pms-appraisal-schedule': scheduleHooks,
  'pms-employee': pmsEmployeeHooks,
};

/** A definition's hooks: its own, else its module's (every onboarding sub-form shares them). */
const hooksOf = (form: LoadedForm): RecordHooks | undefined =>
  HOOKS[form.definition.formId] ??
  (form.definition.module === 'onboarding' ? onboardingHooks(form) : undefined);

/** The form's further checks of a save; throws the same 422 as the definition's own. */
export async function checkRecordSave(
  save: RecordSave,
  form: LoadedForm,
  data: Record<string, unknown>,
  previous: RecordItem | null,
): Promise<void> {
  const hooks = hooksOf(form);
  await hooks?.prepare?.(save, data);
  const errors = (await hooks?.check?.(save, data, previous)) ?? [];
  if (errors.length > 0) throw refuseRecord(form, errors);
}

export async function afterRecordWrite(
  save: RecordSave,
  record: RecordItem,
  previous: RecordItem | null,
): Promise<void> {
  await HOOKS[record.formId]?.afterWrite?.(save, record, previous);
}

/** The form's further checks of many saves: errors per row (a form without hooks has none). */
export async function checkRecordSaves(
  save: RecordSave,
  form: LoadedForm,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const hooks = HOOKS[form.definition.formId];
  if (hooks?.prepare) for (const row of rows) await hooks.prepare(save, row.data);
  if (hooks?.checkMany) return hooks.checkMany(save, rows);
  const check = hooks?.check;
  if (!check) return rows.map(() => []);
  const errors: FieldError[][] = [];
  for (const row of rows) errors.push(await check(save, row.data, row.previous));
  return errors;
}

/** `afterRecordWrite` for many records of one form, in bulk where the form's hooks can. */
export async function afterRecordWrites(
  save: RecordSave,
  form: LoadedForm,
  writes: readonly RecordWrite[],
): Promise<void> {
  const hooks = HOOKS[form.definition.formId];
  if (hooks?.afterWriteMany) return hooks.afterWriteMany(save, writes);
  for (const write of writes) await hooks?.afterWrite?.(save, write.record, write.previous);
}
