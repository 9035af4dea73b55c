import { lazy } from 'react';
import type { RecordViewPanels } from '../engine/view/record-view-panels-context';

// What a record's view shows under its fields for a few definitions that bespoke code follows
// up (a loan's deductions); loaded only when such a record is opened.
export const RECORD_VIEW_PANELS: RecordViewPanels = {
  'payroll-loan': lazy(() =>
    import('../features/payroll/loans/loan-ledger-panel').then((module) => ({
      default: module.LoanLedgerPanel,
    })),
  ),
};
