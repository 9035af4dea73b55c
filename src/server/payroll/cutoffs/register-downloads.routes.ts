import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CutoffParamsSchema, type Cutoff } from '../../../shared/api/payroll-cutoffs';
import {
  DownloadQuerySchema,
  RegisterSheetSchema,
  type RegisterSheet,
} from '../../../shared/api/payroll-downloads';
import { withOrg, type Tx } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { DOWNLOAD_TYPES, writeTable } from '../../http/table-download';
import { principalOf } from '../../plugins/guard';
import { attendanceTable, itemizedTable, registerTable, type Table } from './register-downloads';
import { cutoffOr404 } from '../registers/registers.repository';

type Build = (tx: Tx, orgId: string, cutoff: Cutoff, view: string | undefined) => Promise<Table>;

/** Each sheet's route, the name its file takes, and how it is built. */
const SHEETS: readonly { path: string; name: string; build: Build }[] = [
  {
    path: '/hcm/register-export/:cutoffId',
    name: 'payroll-register',
    build: (tx, orgId, cutoff, view) =>
      view === 'itemized' ? itemizedTable(tx, orgId, cutoff) : registerTable(tx, orgId, cutoff),
  },
  { path: '/hcm/generate-tar/:cutoffId', name: 'time-and-attendance', build: attendanceTable },
];

/**
 * The payroll register and the time and attendance report of a cut-off: as files (`xlsx`, the
 * default, or `csv`), or as JSON for the screens that show them (`json`), from one table.
 */
export const registerDownloadsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  for (const { path, name, build } of SHEETS) {
    app.get(
      path,
      {
        config: { permission: 'payroll.read' },
        schema: {
          params: CutoffParamsSchema,
          querystring: DownloadQuerySchema,
          // Only `format=json` answers with this; the files are streamed as they are written.
          response: { 200: RegisterSheetSchema },
        },
      },
      async (request, reply) => {
        const who = principalOf(request);
        const { format = 'xlsx', view } = request.query;
        // Read everything first: an error is an ordinary answer, not a download cut off.
        const { cutoff, table } = await withOrg(db, who.orgId, async (tx) => {
          const found = await cutoffOr404(tx, who.orgId, request.params.cutoffId);
          return { cutoff: found, table: await build(tx, who.orgId, found, view) };
        });
        if (format === 'json') return { cutoff, ...table } satisfies RegisterSheet;
        const out = new PassThrough();
        void writeTable(
          out,
          format,
          `${cutoff.periodStart} to ${cutoff.periodEnd}`,
          table.columns,
          table.totals ? [table.rows, [table.totals]] : [table.rows],
        ).catch((error: unknown) => out.destroy(error as Error));
        const suffix = view === 'itemized' ? '-itemized' : '';
        // A stream is sent as it is: the JSON schema above never serializes it.
        return reply
          .type(DOWNLOAD_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="${name}${suffix}-${cutoff.periodEnd}.${format}"`,
          )
          .send(out as never);
      },
    );
  }
};
