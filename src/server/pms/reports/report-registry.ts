import type { PmsReport } from '../../../shared/api/pms-reports';
import { calibrationReport } from './calibration';
import { employeeReport } from './employee';
import { objectivesReport } from './objectives';
import { postCalibrationReport } from './post-calibration';
import { preCalibrationReport } from './pre-calibration';
import type { AppraisalReportBuilder } from './report-context';
import { resultsReport } from './results';
import { sitesReport } from './sites';
import { statusReport } from './status';

/** Every appraisal report by its key. To add one: a module exporting its builder, and a line here. */
export const APPRAISAL_REPORTS: Record<PmsReport, AppraisalReportBuilder> = {
  status: statusReport,
  objectives: objectivesReport,
  sites: sitesReport,
  'pre-calibration': preCalibrationReport,
  'post-calibration': postCalibrationReport,
  results: resultsReport,
  employee: employeeReport,
  calibration: calibrationReport,
};
