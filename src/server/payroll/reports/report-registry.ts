import { AppError } from '../../http/app-error';
import { absencesLeaveWriter } from './absences-leave';
import { alphalistDatWriter, alphalistXlsxWriter, bir2316ZipWriter } from './year-end-files';
import { bdoBankWriter, bpiBankWriter, genericBankWriter } from './bank-files';
import { bir1601cWriter } from './bir-1601c';
import { pagibigLoansWriter, sssLoansWriter } from './loan-collections';
import { pagibigMsrfWriter } from './pagibig-msrf';
import { philhealthRf1Writer } from './philhealth-rf1';
import { remittanceSummaryWriter } from './remittance-summary';
import type { ReportWriter } from './report-writer';
import { sssR3Writer } from './sss-r3';

/**
 * Every report writer, in the order the page lists them. To add one (an official layout, a new
 * bank, the alphalist): write a module exporting a `ReportWriter` and add it here
 * (docs/payroll-files.md).
 */
export const REPORT_WRITERS: readonly ReportWriter[] = [
  sssR3Writer,
  sssLoansWriter,
  philhealthRf1Writer,
  pagibigMsrfWriter,
  pagibigLoansWriter,
  bir1601cWriter,
  alphalistXlsxWriter,
  alphalistDatWriter,
  bir2316ZipWriter,
  remittanceSummaryWriter,
  genericBankWriter,
  bdoBankWriter,
  bpiBankWriter,
  absencesLeaveWriter,
];

/** A writer by id, or a 422 naming the field. */
export function writerOr422(id: string): ReportWriter {
  const writer = REPORT_WRITERS.find((entry) => entry.id === id);
  if (!writer)
    throw new AppError('validation_failed', `There is no report "${id}"`, {
      fields: [{ path: '/writerId', message: 'Choose one of the listed reports.' }],
    });
  return writer;
}
