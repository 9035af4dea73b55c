import type { ReportSection } from '../../../shared/api/pms-reports';
import { perBand } from './band-counts';
import { count, decimal, field } from './report-columns';
import type { ReportContext } from './report-context';

/** Rated appraisals in each rating by their final score, before calibration. */
export async function preCalibrationReport(context: ReportContext): Promise<ReportSection[]> {
  const { form } = context;
  const rows = await perBand(context);
  return [
    {
      title: `By ${field(form, 'finalScore', 'text').title}, before calibration`,
      columns: [
        field(form, 'band', 'text'),
        { title: 'From (%)', kind: 'score' },
        count('Appraisals'),
        decimal('Share (%)'),
      ],
      rows: rows.map((row) => ({ cells: [row.band, row.min, row.before, row.beforeShare] })),
      total: ['Total', null, rows.reduce((total, row) => total + row.before, 0), null],
    },
  ];
}
