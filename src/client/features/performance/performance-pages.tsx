import type { ComponentType } from 'react';
import type { PmsReport } from '../../../shared/api/pms-reports';
import { AppraisalReportsPage } from './appraisal-reports-page';
import { PerformanceProfilePage } from './performance-profile-page';
import { RosterSyncPage } from './roster-sync-page';

const report = (name: PmsReport) => () => <AppraisalReportsPage report={name} />;

// The performance screens load as one chunk (each lazy route costs the entry bytes).
const PAGES = {
  'report-status': report('status'),
  'report-objectives': report('objectives'),
  'report-sites': report('sites'),
  'report-pre-calibration': report('pre-calibration'),
  'report-post-calibration': report('post-calibration'),
  'report-results': report('results'),
  'report-employee': report('employee'),
  'report-calibration': report('calibration'),
  profile: PerformanceProfilePage,
  'roster-sync': RosterSyncPage,
} satisfies Record<string, ComponentType>;

export type PerformancePageName = keyof typeof PAGES;

/** One performance screen; its route's params are read by the page itself. */
export function PerformancePage({ page }: { page: PerformancePageName }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
