import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RunStartedSchema } from '../../../shared/api/payroll-common';
import {
  GenerateReportRequestSchema,
  GeneratedReportsQuerySchema,
  GeneratedReportsSchema,
  ReleasedCutoffsSchema,
  ReportWritersSchema,
} from '../../../shared/api/payroll-reports';
import { writeAudit } from '../../audit/audit.repository';
import { withOrg } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { employerRegistrationOf } from '../employer-registration';
import { cutoffsOf } from '../registers/registers.repository';
import { payoutsOf } from '../special-payouts/special-payouts.repository';
import { REPORT_JOB, reportJob, type ReportPayload } from './report-job';
import { resolvePeriod, runSubject } from './report-period';
import { REPORT_WRITERS, writerOr422 } from './report-registry';
import { reportsPage } from './reports.repository';

/** Released cut-offs offered for bank files. */
const RECENT_CUTOFFS = 60;

/**
 * The payroll files (docs/payroll-files.md): the writers, a run of one for a period, and the
 * files made so far, downloadable at `/api/files/:fileId`.
 */
export const payrollReportsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, jobs, files },
) => {
  jobs.register(REPORT_JOB, reportJob(db, files));

  app.get(
    '/payroll/reports/writers',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: ReportWritersSchema } },
    },
    async () => ({
      items: REPORT_WRITERS.map(({ id, title, group, period, description }) => ({
        id,
        title,
        group,
        period,
        description,
      })),
    }),
  );

  app.get(
    '/payroll/reports/cutoffs',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: ReleasedCutoffsSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const [cutoffs, payouts] = await withOrg(db, who.orgId, (tx) =>
        Promise.all([cutoffsOf(tx, who.orgId, {}), payoutsOf(tx, who.orgId)]),
      );
      return {
        items: cutoffs
          .filter((cutoff) => cutoff.status === 'Released')
          .sort((a, b) => b.payDate.localeCompare(a.payDate))
          .slice(0, RECENT_CUTOFFS),
        payouts: payouts
          .filter((payout) => payout.status === 'Released')
          .slice(0, RECENT_CUTOFFS)
          .map(({ id, name, payDate }) => ({ id, name, payDate })),
      };
    },
  );

  app.get(
    '/payroll/reports',
    {
      config: { permission: 'payroll.read' },
      schema: {
        querystring: GeneratedReportsQuerySchema,
        response: { 200: GeneratedReportsSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { group, period, offset = 0, limit = 20 } = request.query;
      return withOrg(db, who.orgId, (tx) =>
        reportsPage(tx, who.orgId, { group, period, offset, limit }),
      );
    },
  );

  app.post(
    '/payroll/reports',
    {
      config: { permission: 'payroll.compute' },
      schema: { body: GenerateReportRequestSchema, response: { 202: RunStartedSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { writerId, ...params } = request.body;
      const writer = writerOr422(writerId);
      const runId = await withOrg(db, who.orgId, async (tx) => {
        // Checked here too, so a bad period is an answer now rather than a failed run later.
        const { period } = await resolvePeriod(tx, who.orgId, writer, params);
        // The government files print the employer's numbers: without them, say so now.
        if (writer.group === 'government') await employerRegistrationOf(tx, who.orgId);
        const id = await jobs.enqueue<ReportPayload>(tx, who.orgId, {
          kind: REPORT_JOB,
          subject: runSubject(writer, params),
          requestedBy: who.accountId,
          payload: { writerId, params, by: who.username },
          busyMessage: `The ${writer.title} for ${period.label} is being made already: follow that run`,
        });
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Payroll reports',
          action: 'Generated a payroll file',
          detail: { writerId, period: period.label, runId: id },
          ip: request.ip,
        });
        return id;
      });
      return reply.code(202).send({ runId });
    },
  );
};
