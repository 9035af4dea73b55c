import { RecordImporter } from './record-importer';

/** /payroll/earnings-and-deductions/importer: earnings and deductions from a spreadsheet. */
export const EarningsDeductionsImporterPage = () => (
  <RecordImporter formId="payroll-earning-deduction" />
);
