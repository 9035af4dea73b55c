import { dec, pesos, sum } from '../engine/decimal';
import { employerRegistrationOf } from '../employer-registration';
import {
  alphalistDat,
  alphalistXlsx,
  yearFiguresOf,
  type YearFigures,
} from '../year-end/alphalist';
import {
  TEXT_TYPE,
  XLSX_TYPE,
  type ReportFile,
  type ReportWriter,
  type WriterContext,
} from './report-writer';

// The 1604-C alphalist (`/payroll/report/alphalist`) on the report generator: the year's
// figures of every employee paid in the year, as a workbook and as a DAT file.

/** The year's figures of everyone paid in it, and the employer. */
async function alphalistInput({ tx, orgId, period }: WriterContext) {
  const year = period.year!;
  const [employer, rows] = await Promise.all([
    employerRegistrationOf(tx, orgId),
    yearFiguresOf(tx, orgId, year, null),
  ]);
  return { employer, year, rows };
}

/** The money totals the generated-files list shows (the rows are the employees). */
const totalsOf = (rows: readonly YearFigures[]) => {
  const item = (number: '19' | '23' | '24' | '26') =>
    pesos(sum(rows.map((row) => dec(row.items[number]))));
  return {
    'Gross compensation': item('19'),
    'Gross taxable': item('23'),
    'Tax due': item('24'),
    'Tax withheld': item('26'),
  };
};

const file = (
  name: string,
  type: string,
  body: Buffer,
  rows: readonly YearFigures[],
): ReportFile => ({
  name,
  type,
  body,
  rows: rows.length,
  totals: totalsOf(rows),
});

export const alphalistXlsxWriter: ReportWriter = {
  id: 'bir-alphalist',
  title: 'BIR 1604-C alphalist (schedules 1 and 2)',
  group: 'government',
  period: 'year',
  description:
    'XLSX, one sheet per schedule with the columns the reference lists (our documented layout)',
  write: async (ctx) => {
    const { employer, year, rows } = await alphalistInput(ctx);
    return file(
      `alphalist-1604c-${year}.xlsx`,
      XLSX_TYPE,
      await alphalistXlsx(employer, year, rows),
      rows,
    );
  },
};

export const alphalistDatWriter: ReportWriter = {
  id: 'bir-alphalist-dat',
  title: 'BIR 1604-C alphalist, DAT file',
  group: 'government',
  period: 'year',
  description:
    'DAT (H/D/C comma-separated lines after BIR’s alphalist convention; the field list is ours until the official one is obtained)',
  write: async (ctx) => {
    const { employer, year, rows } = await alphalistInput(ctx);
    const dat = alphalistDat(employer, year, rows);
    return file(dat.fileName, TEXT_TYPE, Buffer.from(dat.content, 'utf8'), rows);
  },
};
