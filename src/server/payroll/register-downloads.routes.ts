import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CutoffParamsSchema, DownloadQuerySchema } from '../../shared/api/payroll-registers';
import { PAYROLL_READERS } from './payroll-roles';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/app-deps';
import { DOWNLOAD_TYPES, writeTable } from '../http/table-download';
import { principalOf } from '../plugins/guard';
import { attendanceTable, itemizedTable, registerTable, type Table } from './register-downloads';
import { cutoffsOf } from './registers.repository';

/** The payroll register and the time and attendance report of a cut-off, as files. */
export const registerDownloadsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  for (const [path, name, build] of [
    [
      '/hcm/register-export/:cutoffId',
      'payroll-register',
      (tx, orgId, cutoff, view) =>
        view === 'itemized' ? itemizedTable(tx, orgId, cutoff) : registerTable(tx, orgId, cutoff),
    ],
    ['/hcm/generate-tar/:cutoffId', 'time-and-attendance', attendanceTable],
  ] as const satisfies readonly [
    string,
    string,
    (
      ...args: [
        Parameters<typeof registerTable>[0],
        string,
        Parameters<typeof registerTable>[2],
        string | undefined,
      ]
    ) => Promise<Table>,
  ][]) {
    app.get(
      path,
      {
        config: { roles: PAYROLL_READERS },
        schema: { params: CutoffParamsSchema, querystring: DownloadQuerySchema },
      },
      async (request, reply) => {
        const who = principalOf(request);
        const { format = 'xlsx', view } = request.query;
        // Read everything first: an error is an ordinary answer, not a download cut off.
        const { cutoff, table } = await withOrg(db, who.orgId, async (tx) => {
          const [found] = await cutoffsOf(tx, who.orgId, { cutoffId: request.params.cutoffId });
          if (!found) throw new AppError('not_found', 'No such cut-off');
          return { cutoff: found, table: await build(tx, who.orgId, found, view) };
        });
        const out = new PassThrough();
        void writeTable(
          out,
          format,
          `${cutoff.periodStart} to ${cutoff.periodEnd}`,
          table.columns,
          [table.rows],
        ).catch((error: unknown) => out.destroy(error as Error));
        const suffix = view === 'itemized' ? '-itemized' : '';
        return reply
          .type(DOWNLOAD_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="${name}${suffix}-${cutoff.periodEnd}.${format}"`,
          )
          .send(out);
      },
    );
  }
};
