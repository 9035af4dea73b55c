import type { RecordHooks } from '../records/record-hooks';
import { syncEmployeeAccount } from './employee-account';
import { checkEmployee } from './employee-checks';
import { syncGovernmentNumbers } from './government-numbers';

/** The employee master's part in the engine's saves. */
export const employeeHooks: RecordHooks = {
  check: checkEmployee,
  afterWrite: async (save, record, previous) => {
    await syncGovernmentNumbers(save.tx, save.orgId, record);
    await syncEmployeeAccount(save, record, previous);
  },
};
