import { can } from '../../../shared/access/capabilities';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MySpecialPayslipsResponseSchema,
  SpecialPayslipParamsSchema,
  SpecialPayslipSchema,
  type SpecialPayslip,
} from '../../../shared/api/special-payouts';
import type { TraceLine } from '../../../shared/api/payroll-calculator';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import { withOrg, type Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf, type Principal } from '../../plugins/guard';
import { accountEmployeeNumber } from '../../directory/directory.repository';
import { ownEmployeeNumber } from '../../directory/employee-subject';
import { pdfStream } from '../../documents/pdf-printer';
import { issuerOf } from '../payslips/payslip-documents.repository';
import { specialPayslipDocument, specialPayslipFileName } from './special-payslip-pdf';
import {
  payoutsOf,
  payslipRowsOf,
  releasedSpecialPayslipsOf,
  summaryOf,
} from './special-payouts.repository';

/**
 * A special payslip as the caller may read it: HR, payroll and admins anyone's; everyone else
 * only their own of a released payout. Anything else is a 404, as if it did not exist.
 */
async function readableSpecialPayslip(
  tx: Tx,
  who: Principal,
  payoutId: string,
  employeeNumber: string,
): Promise<SpecialPayslip> {
  const [payout] = await payoutsOf(tx, who.orgId, payoutId);
  const staff = can(who.grants, 'payroll.read');
  const own =
    !staff &&
    payout?.status === 'Released' &&
    (await ownEmployeeNumber(tx, who).catch(() => null)) === employeeNumber;
  const [row] =
    payout && (staff || own) ? await payslipRowsOf(tx, who.orgId, payoutId, employeeNumber) : [];
  if (!payout || !row) throw new AppError('not_found', 'No such payslip');
  const result = row.result as Record<string, unknown>;
  return {
    ...summaryOf(row),
    payout: {
      name: payout.name,
      kind: payout.kind,
      year: payout.year,
      payDate: payout.payDate,
      status: payout.status,
    },
    lines: row.lines as PayslipLine[],
    calculation: {
      kind: typeof result.calculator === 'string' ? result.calculator : '',
      inputs: row.inputs as Record<string, unknown>,
    },
    result,
    trace: row.trace as TraceLine[],
  };
}

/** Special payslips as employees and payroll read them. */
export const specialPayslipsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/special-payslip/:payoutId/:employeeNumber',
    { schema: { params: SpecialPayslipParamsSchema, response: { 200: SpecialPayslipSchema } } },
    async (request) => {
      const who = principalOf(request);
      const { payoutId, employeeNumber } = request.params;
      return withOrg(db, who.orgId, (tx) =>
        readableSpecialPayslip(tx, who, payoutId, employeeNumber),
      );
    },
  );

  app.get(
    '/hcm/special-payslip/:payoutId/:employeeNumber/pdf',
    { schema: { params: SpecialPayslipParamsSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const { payoutId, employeeNumber } = request.params;
      const { slip, issuer } = await withOrg(db, who.orgId, async (tx) => ({
        slip: await readableSpecialPayslip(tx, who, payoutId, employeeNumber),
        issuer: await issuerOf(tx, who.orgId),
      }));
      // Laid out and rendered before the headers go: a failure is an error answer, not a cut PDF.
      const pdf = await pdfStream(specialPayslipDocument(slip, issuer));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${specialPayslipFileName(slip)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/hcm/my-special-payslips',
    { schema: { response: { 200: MySpecialPayslipsResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        // An account with no employee record has no payslips: an empty list, not an error.
        const own = await accountEmployeeNumber(tx, who.orgId, who.accountId);
        const rows = own ? await releasedSpecialPayslipsOf(tx, who.orgId, own) : [];
        return {
          items: rows.map((row) => ({
            payoutId: row.payout_id,
            employeeNumber: row.employee_number,
            name: row.name,
            kind: row.kind,
            payDate: row.pay_date,
            grossPay: row.gross_pay,
            netPay: row.net_pay,
          })),
        };
      });
    },
  );
};
