import { startNewHireChecklist } from '../onboarding/start-checklist';
import type { RecordHooks } from '../records/record-save';
import { syncEmployeeAccount } from './employee-account';
import { checkEmployee } from './employee-checks';
import { checkEmployees } from './employee-checks-many';
import { afterEmployeeWrites } from './employee-writes-many';
import { syncGovernmentNumbers } from './government-numbers';

/** The employee master's part in the engine's saves. */
export const employeeHooks: RecordHooks = {
  check: checkEmployee,
  checkMany: checkEmployees,
  afterWrite: async (save, record, previous) => {
    await syncGovernmentNumbers(save.tx, save.orgId, record);
    await syncEmployeeAccount(save, record, previous);
    if (!previous && !record.deletedAt) await startNewHireChecklist(save, record);
  },
  afterWriteMany: afterEmployeeWrites,
};
