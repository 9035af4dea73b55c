import { registerPaths } from '../payroll-paths';
import { SheetPage } from './sheet-page';

/**
 * `/register/cutoff/tar/...` and `/consolidated-register/cutoff/tar/...`: each member's time
 * record summed over the cut-off, with totals.
 */
export const TimeAttendancePage = () => (
  <SheetPage
    kind="tar"
    title="Time and attendance"
    noun="members"
    employeeLink={registerPaths.memberDtr}
  />
);
