import { registerPaths } from '../payroll-paths';
import { SheetPage } from './sheet-page';

/** `/register/cutoff/payroll/...`: the payroll register, one row per employee and kind of line. */
export const PayrollSheetPage = () => (
  <SheetPage
    kind="summary"
    title="Payroll register"
    noun="employees"
    employeeLink={registerPaths.payslip}
  />
);

/** `/register/cutoff/payroll-itemized/...`: every line of every payslip. */
export const PayrollItemizedPage = () => (
  <SheetPage
    kind="itemized"
    title="Payroll register, itemized"
    noun="payslip lines"
    employeeLink={registerPaths.payslip}
  />
);
