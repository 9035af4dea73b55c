import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivePunchResponseSchema,
  CutoffSchema,
  DtrDaySchema,
  PunchSchema,
  RecomputeRequestSchema,
  RecomputeResponseSchema,
  ServerTimeResponseSchema,
  TimeRecordsRequestSchema,
  type TimeRecordsRequest,
  TimeRecordsResponseSchema,
  WebBundyRequestSchema,
} from '../../shared/api/timekeeping';
import { WORK_UTC_OFFSET_MINUTES } from '../../shared/constants';
import type { FiledDetails } from '../../shared/api/application-details';
import { summarize } from '../../shared/applications/application-summary';
import { cutoffOf } from '../../shared/timekeeping/cutoff';
import { workClock } from '../../shared/timekeeping/time-labels';
import { liveApplicationsOf } from '../approvals/applications.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { assertAllowedNetwork } from '../network/allowed-network';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf, type Principal } from '../plugins/guard';
import { ownEmployeeNumber, subjectOf } from '../directory/employee-subject';
import { checkDateRange } from './check-date-range';
import { dateAfter } from './schedule-calendar';
import { recomputeCutoff } from './recompute-cutoff';
import { RECOMPUTE_RANGE_JOB, recomputeRangeJob } from './recompute-range-job';
import { recomputeDtr } from './recompute-dtr';
import { lastPunch, punchesBetween } from './punches.repository';
import { takePunch } from './take-punch';
import { fromLocalMinute, startOfDate } from './dtr/local-time';

const localDate = (instant: Date) => workClock(instant).slice(0, 10);

const rangeInstants = (from: string, to: string) => ({
  start: fromLocalMinute(startOfDate(from), WORK_UTC_OFFSET_MINUTES),
  end: fromLocalMinute(startOfDate(dateAfter(to, 1)), WORK_UTC_OFFSET_MINUTES),
});

/** Punches, the web bundy and daily time records (spec: hcm calls of section 7). */
export const timekeepingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, jobs }) => {
  jobs.register(RECOMPUTE_RANGE_JOB, recomputeRangeJob(db));

  /** Runs `work` for the employee and date range a request names, once both are checked. */
  const forEmployeeRange = <T>(
    who: Principal,
    { from, to, employeeNumber }: TimeRecordsRequest,
    work: (tx: Tx, subject: string, range: { start: Date; end: Date }) => Promise<T>,
  ) => {
    checkDateRange(from, to);
    return withOrg(db, who.orgId, async (tx) =>
      work(tx, await subjectOf(tx, who, employeeNumber), rangeInstants(from, to)),
    );
  };

  app.get(
    '/hcm/server-time',
    { config: { readOnly: true }, schema: { response: { 200: ServerTimeResponseSchema } } },
    async () => ({ now: new Date().toISOString(), utcOffsetMinutes: WORK_UTC_OFFSET_MINUTES }),
  );

  app.get(
    '/hcm/current-cutoff',
    { config: { readOnly: true }, schema: { response: { 200: CutoffSchema } } },
    async () => cutoffOf(localDate(new Date())),
  );

  app.get(
    '/hcm/active-punch',
    { config: { readOnly: true }, schema: { response: { 200: ActivePunchResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const last = await lastPunch(tx, who.orgId, await ownEmployeeNumber(tx, who));
        return {
          last,
          next: last?.direction === 'in' ? ('out' as const) : ('in' as const),
          serverTime: new Date().toISOString(),
        };
      });
    },
  );

  app.post(
    '/hcm/web-bundy',
    {
      schema: {
        body: WebBundyRequestSchema,
        response: {
          201: Type.Object({ punch: PunchSchema, day: Type.Union([DtrDaySchema, Type.Null()]) }),
        },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const flags = await findOrgFlags(db, who.orgId);
      if (!flags.app_web_bundy)
        throw new AppError('forbidden', 'The web bundy is not enabled for this organisation.');
      const result = await withOrg(db, who.orgId, async (tx) => {
        await assertAllowedNetwork(tx, who.orgId, 'web-bundy', request.ip);
        return takePunch(tx, who.orgId, {
          employeeNumber: await ownEmployeeNumber(tx, who),
          direction: request.body.direction,
          source: 'web-bundy',
          recordedBy: who.username,
        });
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/hcm/punch-records',
    {
      config: { readOnly: true },
      schema: {
        body: TimeRecordsRequestSchema,
        response: { 200: Type.Object({ items: Type.Array(PunchSchema) }) },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return forEmployeeRange(who, request.body, async (tx, subject, range) => ({
        items: await punchesBetween(tx, who.orgId, subject, range.start, range.end),
      }));
    },
  );

  app.post(
    '/hcm/time-records',
    { schema: { body: TimeRecordsRequestSchema, response: { 200: TimeRecordsResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const { from, to } = request.body;
      // Computed as it is read, so the record always reflects today's schedules and holidays.
      return forEmployeeRange(who, request.body, async (tx, subject, range) => {
        const computed = await recomputeDtr(tx, who.orgId, subject, from, to);
        const employee = computed?.employee;
        return {
          employeeNumber: subject,
          employeeName: employee ? `${employee.lastName}, ${employee.firstName}` : null,
          days: computed?.days ?? [],
          punches: await punchesBetween(tx, who.orgId, subject, range.start, range.end),
          approved: (await liveApplicationsOf(tx, who.orgId, subject, from, to, ['Approved'])).map(
            (application) => ({
              id: application.id,
              kind: application.kind,
              summary: summarize({
                kind: application.kind,
                details: application.details,
              } as FiledDetails),
              dateFrom: application.dateFrom,
              dateTo: application.dateTo,
            }),
          ),
        };
      });
    },
  );

  app.post(
    '/hcm/recompute-punch',
    {
      config: { permission: 'timekeeping.others' },
      schema: {
        body: RecomputeRequestSchema,
        response: { 200: RecomputeResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { employeeNumber, from, to } = request.body;
      checkDateRange(from, to);
      if (employeeNumber === undefined) {
        const all = await recomputeCutoff(db, who.orgId, from, to);
        return { employees: all.employees, employeeDays: all.days };
      }
      const computed = await withOrg(db, who.orgId, (tx) =>
        recomputeDtr(tx, who.orgId, employeeNumber, from, to),
      );
      if (!computed)
        throw new AppError('not_found', `There is no employee record for ${employeeNumber}.`);
      return { days: computed.days };
    },
  );
};
