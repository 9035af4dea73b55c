import { ZipFile } from 'yazl';
import { pdfBuffer } from '../../documents/pdf-printer';
import { addBatch, compactBytes } from '../../documents/zip-archive';
import { dec, pesos, sum } from '../engine/decimal';
import { bir2316Document, bir2316FileName } from '../year-end/bir-2316-pdf';
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
  ZIP_TYPE,
  type ReportFile,
  type ReportWriter,
  type WriterContext,
} from './report-writer';

// The year's BIR documents on the report generator (`/payroll/report/alphalist`), from the
// year's figures of every employee paid in it: the 1604-C alphalist as a workbook and as a DAT
// file, and every employee's 2316 certificate in one ZIP.

/** The year's figures of everyone paid in it, and the employer. */
async function yearInput({ tx, orgId, period }: WriterContext) {
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
    const { employer, year, rows } = await yearInput(ctx);
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
    const { employer, year, rows } = await yearInput(ctx);
    const dat = alphalistDat(employer, year, rows);
    return file(dat.fileName, TEXT_TYPE, Buffer.from(dat.content, 'utf8'), rows);
  },
};

/** 2316s rendered and handed to the ZIP at a time: memory holds one batch and the ZIP. */
const CERTIFICATES_PER_BATCH = 100;

export const bir2316ZipWriter: ReportWriter = {
  id: 'bir-2316-all',
  title: 'BIR 2316 certificates of every employee (ZIP)',
  group: 'government',
  period: 'year',
  description:
    'ZIP of one PDF per employee paid in the year, the certificate each is given by 31 January',
  write: async (ctx) => {
    const { employer, year, rows } = await yearInput(ctx);
    const zip = new ZipFile();
    const render = async () => {
      for (let at = 0; at < rows.length; at += CERTIFICATES_PER_BATCH) {
        const batch = [];
        for (const figures of rows.slice(at, at + CERTIFICATES_PER_BATCH))
          batch.push({
            name: bir2316FileName(figures),
            body: await pdfBuffer(bir2316Document(figures, employer)),
          });
        await addBatch(zip, batch);
      }
      zip.end();
    };
    const [body] = await Promise.all([compactBytes(zip.outputStream), render()]);
    return file(`bir-2316-${year}.zip`, ZIP_TYPE, body, rows);
  },
};
