import { can } from '../../../shared/access/capabilities';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Bir2316ParamsSchema, Bir2316QuerySchema } from '../../../shared/api/payroll-year-end';
import { withOrg, type Tx } from '../../db/tenant';
import { pdfStream } from '../../documents/pdf-printer';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf, type Principal } from '../../plugins/guard';
import { ownEmployeeNumber } from '../../directory/employee-subject';
import { employerRegistrationOf } from '../employer-registration';
import { bir2316Document, bir2316FileName } from './bir-2316-pdf';
import { yearFiguresOf } from './year-figures-of';

/** HR, payroll and admins certify anyone of the organisation; an employee only themself. */
async function certifiable(tx: Tx, who: Principal, employeeNumber: string): Promise<string> {
  if (can(who.grants, 'payroll.read')) return employeeNumber;
  if ((await ownEmployeeNumber(tx, who)) !== employeeNumber)
    throw new AppError('forbidden', 'Only HR, payroll and admins may read another employee’s pay.');
  return employeeNumber;
}

/** The BIR 2316 certificate of an employee's year (ph-payroll.md §7), from released pay. */
export const bir2316Routes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/bir-2316/:employeeNumber',
    { schema: { params: Bir2316ParamsSchema, querystring: Bir2316QuerySchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const { year } = request.query;
      const { figures, employer } = await withOrg(db, who.orgId, async (tx) => {
        const employeeNumber = await certifiable(tx, who, request.params.employeeNumber);
        const [found] = await yearFiguresOf(tx, who.orgId, year, [employeeNumber]);
        if (!found)
          throw new AppError(
            'not_found',
            `No released pay of employee ${employeeNumber} in ${year}`,
          );
        return { figures: found, employer: await employerRegistrationOf(tx, who.orgId) };
      });
      // Laid out and rendered before the headers go: a failure is an error answer, not a cut PDF.
      const pdf = await pdfStream(bir2316Document(figures, employer));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${bir2316FileName(figures)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
