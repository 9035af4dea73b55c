import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../../components/page-spinner';

// What a record's view shows under its fields for a few definitions that bespoke code follows
// up (a loan's deductions); loaded only when such a record is opened.
const PANELS: Readonly<Record<string, ComponentType<{ recordId: string }>>> = {
  'payroll-loan': lazy(() =>
    import('../../features/payroll/loans/loan-ledger-panel').then((module) => ({
      default: module.LoanLedgerPanel,
    })),
  ),
};

/** The definition's own panel for this record, if it has one. */
export function RecordViewPanel({ formId, recordId }: { formId: string; recordId: string }) {
  const Panel = PANELS[formId];
  if (!Panel) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Panel recordId={recordId} />
    </Suspense>
  );
}
