import { isRecordKind, type RecordKind } from '../shared/applications/application-kinds';
import type { ApplicationRow } from './approvals/application-row';
import type { LoadedForm } from './forms/form-registry';
import {
  trainingAttendanceHooks,
  trainingHooks,
  trainingRequestHooks,
} from './learning/training-hooks';
import { leaveCreditHooks } from './leave/leave-credit-hooks';
import { onboardingHooks } from './onboarding/onboarding-hooks';
import { earningDeductionHooks } from './payroll/cutoffs/earning-deduction-hooks';
import { loanHooks } from './payroll/loans/loan-hooks';
import { settleLoan } from './payroll/loans/loan-approval';
import { previousEmployerHooks } from './payroll/year-end/previous-employer-hooks';
import { employeeHooks } from './people/employee-hooks';
import { movementHooks } from './people/movements/movement-hooks';
import { settleMovement } from './people/movements/movement-approval';
import { appraisalHooks, pmsEmployeeHooks, scheduleHooks } from './pms/pms-hooks';
import type { RecordHooks, RecordModules, RecordSave } from './records/record-save';
import { settleTransition } from './records/workflow/workflow-approval';
import { applicantHooks } from './recruitment/applicant-hooks';
import { deviceLogHooks } from './timekeeping/imports/device-log-hooks';
import { timeRecordHooks } from './timekeeping/imports/time-record-hooks';

/**
 * The composition root of the record engine and its modules: which module hooks which
 * definition, and which settles a decision on which kind of record application. The engine
 * reaches them only through `recordModules`, handed to it with the app's dependencies.
 */

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

const SETTLERS: Record<RecordKind, (save: RecordSave, row: ApplicationRow) => Promise<void>> = {
  movement: settleMovement,
  loan: settleLoan,
  records: settleTransition,
};

export const recordModules: RecordModules = {
  // A definition's own hooks, else its module's: every onboarding sub-form shares them.
  hooksOf: (form: LoadedForm) =>
    HOOKS[form.definition.formId] ??
    (form.definition.module === 'onboarding' ? onboardingHooks(form) : undefined),
  async settle(save, row) {
    if (!isRecordKind(row.kind)) return false;
    await SETTLERS[row.kind](save, row);
    return true;
  },
};
