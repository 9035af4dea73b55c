import type { ComponentType } from 'react';
import { CalculatorPage } from './calculator/calculator-page';
import { CutoffPage } from './cutoffs/cutoff-page';
import { MyPayslipsPage } from './payslips/my-payslips-page';
import { MyPayslipPage, StaffPayslipPage } from './payslips/payslip-page';
import { RegisterListPage } from './registers/register-list-page';
import { RegisterViewPage } from './registers/register-view-page';
import { StatutoryTablesPage } from './tables/statutory-tables-page';

// Both screens load as one chunk: they share the payroll form (RJSF and the record theme), and
// each lazy route costs the entry bytes (scripts/bench/bundle-size.ts).
const PAGES = {
  calculator: CalculatorPage,
  'statutory-tables': StatutoryTablesPage,
  'register-list': RegisterListPage,
  'register-view': RegisterViewPage,
  cutoff: CutoffPage,
  payslip: StaffPayslipPage,
  'my-payslips': MyPayslipsPage,
  'my-payslip': MyPayslipPage,
} satisfies Record<string, ComponentType>;

/** One payroll screen, by the name routes.tsx gives it. */
export function PayrollPage({ page }: { page: keyof typeof PAGES }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
