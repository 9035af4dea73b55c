import type { ComponentType } from 'react';
import { EarningsDeductionsImporterPage } from '../../engine/importer/record-importer-page';
import { CalculatorPage } from './calculator/calculator-page';
import { ConsolidatedCutoffPage } from './consolidated/consolidated-cutoff-page';
import { ConsolidatedListPage } from './consolidated/consolidated-list-page';
import { ConsolidatedViewPage } from './consolidated/consolidated-view-page';
import { BackdatedPage } from './cutoffs/backdated-page';
import { CutoffPage } from './cutoffs/cutoff-page';
import { CutoffPayslipsPage } from './cutoffs/cutoff-payslips-page';
import { EditableDtrPage } from './cutoffs/editable-dtr-page';
import { MemberDtrPage } from './cutoffs/member-dtr-page';
import { PayrollItemizedPage, PayrollSheetPage } from './cutoffs/payroll-sheet-page';
import { TimeAttendancePage } from './cutoffs/time-attendance-page';
import { AnnualizedPage } from './payslips/annualized-page';
import { AlphalistPage, GovernmentReportsPage, PayrollFilesPage } from './reports/reports-page';
import { MyPayslipsPage } from './payslips/my-payslips-page';
import {
  AcehoPayslipPage,
  EditPayslipPage,
  EditPlantsPayslipPage,
  MyAcehoPayslipPage,
  MyPayslipPage,
  MyPlantsPayslipPage,
  PlantsPayslipPage,
  StaffPayslipPage,
} from './payslips/payslip-page';
import { RegisterListPage } from './registers/register-list-page';
import { RegisterViewPage } from './registers/register-view-page';
import { StatutoryTablesPage } from './tables/statutory-tables-page';
import { LastPayPage } from './special-payouts/last-pay-page';
import { PayoutGeneratePage } from './special-payouts/payout-generate-page';
import { PayoutListPage } from './special-payouts/payout-list-page';
import { PayoutViewPage } from './special-payouts/payout-view-page';
import { SpecialPayslipPage } from './special-payouts/special-payslip-page';

// The payroll screens load as one chunk: they share the payroll form (RJSF and the record
// theme), and each lazy route costs the entry bytes (scripts/bench/bundle-size.ts).
const PAGES = {
  calculator: CalculatorPage,
  'statutory-tables': StatutoryTablesPage,
  'register-list': RegisterListPage,
  'register-view': RegisterViewPage,
  cutoff: CutoffPage,
  payslip: StaffPayslipPage,
  'payslip-plants': PlantsPayslipPage,
  'payslip-aceho': AcehoPayslipPage,
  'edit-payslip': EditPayslipPage,
  'edit-payslip-plants': EditPlantsPayslipPage,
  'member-dtr': MemberDtrPage,
  'editable-dtr': EditableDtrPage,
  'cutoff-payslips': CutoffPayslipsPage,
  'time-attendance': TimeAttendancePage,
  'payroll-sheet': PayrollSheetPage,
  'payroll-itemized': PayrollItemizedPage,
  backdated: BackdatedPage,
  'consolidated-list': ConsolidatedListPage,
  'consolidated-view': ConsolidatedViewPage,
  'consolidated-cutoff': ConsolidatedCutoffPage,
  annualized: AnnualizedPage,
  'earnings-deductions-importer': EarningsDeductionsImporterPage,
  'my-payslips': MyPayslipsPage,
  'my-payslip': MyPayslipPage,
  'my-payslip-plants': MyPlantsPayslipPage,
  'my-payslip-aceho': MyAcehoPayslipPage,
  'payroll-files': PayrollFilesPage,
  'government-reports': GovernmentReportsPage,
  alphalist: AlphalistPage,
  'special-payout-list': PayoutListPage,
  'special-payout-generate': PayoutGeneratePage,
  'special-payout-view': PayoutViewPage,
  'special-payslip': SpecialPayslipPage,
  'last-pay': LastPayPage,
} satisfies Record<string, ComponentType>;

/** One payroll screen, by the name module-routes.tsx gives it. */
export function PayrollPage({ page }: { page: keyof typeof PAGES }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
