import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ATTENDANCE_MAX_DAYS,
  AttendanceDashboardSchema,
  AttendanceQuerySchema,
  type AttendanceFigures,
} from '../../shared/api/attendance-dashboard';
import type { AppDeps } from '../http/app-deps';
import { fieldError } from '../http/app-error';
import { DOWNLOAD_TYPES, writeTable, type DownloadColumn } from '../http/table-download';
import { principalOf } from '../plugins/guard';
import { attendanceDashboard } from './attendance-dashboard';

const BREAKDOWN_TITLES = { day: 'Date', department: 'Department', site: 'Site' } as const;

/** The download's columns after the group's, in the order of the figures. */
const FIGURE_COLUMNS: readonly [keyof Omit<AttendanceFigures, 'key'>, string][] = [
  ['scheduled', 'Scheduled days'],
  ['present', 'Present'],
  ['absent', 'Absent'],
  ['onLeave', 'On leave'],
  ['late', 'Late (days)'],
  ['lateMinutes', 'Minutes late'],
  ['undertimeMinutes', 'Minutes undertime'],
  ['overtime', 'Overtime (days)'],
  ['overtimeMinutes', 'Overtime minutes'],
];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Reporting and analytics (spec: `/reporting-and-analytics/*`). */
export const reportingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { reader }) => {
  app.get(
    '/reporting/attendance-dashboard',
    {
      config: { permission: 'people.dashboards' },
      schema: {
        description:
          'Attendance, lateness, absences, leave and overtime of a period from the time records, by day, department and site; `format=csv|xlsx` downloads the `by` breakdown.',
        querystring: AttendanceQuerySchema,
        response: { 200: AttendanceDashboardSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { from, to, format = 'json', by = 'day' } = request.query;
      const span = daysBetween(from, to);
      if (span < 0) throw fieldError('/to', 'To must be on or after From');
      if (span >= ATTENDANCE_MAX_DAYS)
        throw fieldError('/to', `The period may cover at most ${ATTENDANCE_MAX_DAYS} days`);
      const figures = await reader.read(who.orgId, (db) =>
        attendanceDashboard(db, who.orgId, request.query),
      );
      if (format === 'json') return figures;
      const rows = { day: figures.byDay, department: figures.byDepartment, site: figures.bySite }[
        by
      ];
      const columns: DownloadColumn[] = [
        { title: BREAKDOWN_TITLES[by] },
        ...FIGURE_COLUMNS.map(([, title]) => ({ title, number: true })),
      ];
      const out = new PassThrough();
      void writeTable(out, format, `Attendance by ${by}`, columns, [
        [...rows, { ...figures.totals, key: 'Total' }].map((row) => [
          row.key,
          ...FIGURE_COLUMNS.map(([field]) => row[field]),
        ]),
      ]).catch((error: unknown) => out.destroy(error as Error));
      return reply
        .type(DOWNLOAD_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="attendance-by-${by}-${from}-to-${to}.${format}"`,
        )
        .send(out as never);
    },
  );
};
