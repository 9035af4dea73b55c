import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PmsReportParamsSchema,
  PmsReportQuerySchema,
  PmsReportSchema,
  type ReportSection,
} from '../../shared/api/pms-reports';
import {
  PerformanceProfileParamsSchema,
  PerformanceProfileSchema,
  RosterGapSchema,
  RosterSyncRequestSchema,
  RosterSyncResultSchema,
} from '../../shared/api/pms-roster';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { fieldError } from '../http/app-error';
import { csvLines } from '../http/csv-lines';
import { DOWNLOAD_TYPES } from '../http/table-download';
import { principalOf } from '../plugins/guard';
import { saveBy } from '../records/record-save';
import { appraisalReport } from './reports/appraisal-report';
import { performanceProfileOrThrow } from './performance-profile';
import { APPRAISALS } from './pms-records';
import { rosterGap, syncRoster } from './roster-sync';

/** A report's sections one after another, each under its title, as one CSV sheet. */
const reportCsv = (sections: ReportSection[]) =>
  `\ufeff${sections
    .map((section) =>
      csvLines([
        [section.title],
        section.columns.map((column) => column.title),
        ...section.rows.map((row) => row.cells),
        ...(section.total ? [section.total] : []),
      ]),
    )
    .join('\r\n\r\n')}\r\n`;

/** Performance management's own pages: appraisal reports, an employee's profile, roster sync. */
export const pmsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db, reader, forms } = deps;

  app.get(
    '/pms/reports/:report',
    {
      config: { permission: 'appraisals.manage' },
      schema: {
        description:
          'One appraisal report aggregated over the live appraisals, filtered by schedule and site; `format=csv` downloads it.',
        params: PmsReportParamsSchema,
        querystring: PmsReportQuerySchema,
        response: { 200: PmsReportSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { report } = request.params;
      const { format = 'json', ...query } = request.query;
      if (query.employeeNumber && report !== 'employee')
        throw fieldError('/employeeNumber', 'Only the employee report is of one employee');
      const form = forms.get(APPRAISALS);
      if (!form) throw new Error(`The ${APPRAISALS} definition is missing`);
      const answer = await reader.read(who.orgId, (orgDb) =>
        appraisalReport(orgDb, who.orgId, form, report, query),
      );
      if (format === 'json') return answer;
      return reply
        .type(DOWNLOAD_TYPES.csv)
        .header('content-disposition', `attachment; filename="appraisal-${report}.csv"`)
        .send(reportCsv(answer.sections) as never);
    },
  );

  app.get(
    '/pms/profile/:employeeNumber',
    {
      config: { permission: 'appraisals.manage' },
      schema: {
        description: "An employee's performance roster entry and appraisal history.",
        params: PerformanceProfileParamsSchema,
        response: { 200: PerformanceProfileSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        performanceProfileOrThrow(tx, who.orgId, forms, request.params.employeeNumber),
      );
    },
  );

  app.get(
    '/pms/roster/sync',
    {
      config: { permission: 'appraisals.manage' },
      schema: {
        description: 'How many active employees the performance roster lacks.',
        response: { 200: RosterGapSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) => rosterGap(tx, who.orgId, forms));
    },
  );

  app.post(
    '/pms/roster/sync',
    {
      config: { permission: 'appraisals.manage' },
      schema: {
        description:
          'Adds every active employee the performance roster lacks, rated by their manager; adds nothing the second time.',
        body: RosterSyncRequestSchema,
        response: { 200: RosterSyncResultSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const added = await withOrg(db, who.orgId, (tx) =>
        syncRoster(saveBy(tx, who, request.ip, deps)),
      );
      return { added };
    },
  );
};
