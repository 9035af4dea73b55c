import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateLastPayRequestSchema,
  LastPayDraftSchema,
  LastPayParamsSchema,
  LastPayQuerySchema,
} from '../../../shared/api/last-pay';
import { SpecialPayoutSchema } from '../../../shared/api/special-payouts';
import { withOrg } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { dec } from '../engine/decimal';
import { auditPayroll } from '../payroll-audit';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { lastPayDraft } from './last-pay-inputs';
import { lastPayPayslip } from './last-pay-payslip';
import { createPayout, payoutOr404 } from './special-payouts.repository';
import { specialPayslipRow } from './special-payslip';

/** The last pay generator: the inputs gathered from the records, then the computed last pay. */
export const lastPayRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/last-pay/inputs/:employeeNumber',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: LastPayParamsSchema,
        querystring: LastPayQuerySchema,
        response: { 200: LastPayDraftSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        lastPayDraft(tx, who.orgId, request.params.employeeNumber, request.query.separationDate),
      );
    },
  );

  app.post(
    '/hcm/last-pay',
    {
      config: { permission: 'payroll.compute' },
      schema: { body: CreateLastPayRequestSchema, response: { 201: SpecialPayoutSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { employeeNumber, payDate, inputs, loans } = request.body;
      const payout = await withOrg(db, who.orgId, async (tx) => {
        if (inputs.hire_date && inputs.hire_date > inputs.separation_date)
          throw fieldError('/inputs/hire_date', 'Must be on or before the separation date');
        const draft = await lastPayDraft(tx, who.orgId, employeeNumber, inputs.separation_date);
        // Only the employee's active loans, up to what is left of each.
        const setOff = loans.map((loan, index) => {
          const active = draft.loans.find((item) => item.loanId === loan.loanId);
          if (!active)
            throw fieldError(`/loans/${index}/loanId`, 'Not an active loan of the employee');
          if (dec(loan.amount).greaterThan(active.balance))
            throw fieldError(`/loans/${index}/amount`, `Exceeds the balance of ${active.balance}`);
          return { loanId: loan.loanId, label: active.label, amount: dec(loan.amount) };
        });
        const employee = { employeeNumber, employeeName: draft.employeeName };
        const slip = lastPayPayslip(
          employee,
          inputs,
          setOff,
          await statutoryVersions(tx, who.orgId),
          new Date().toISOString().slice(0, 10),
        );
        const name = `Last pay ${draft.employeeName} (${employeeNumber})`;
        const id = await createPayout(
          tx,
          who.orgId,
          { kind: 'final_pay', name, year: Number(inputs.separation_date.slice(0, 4)), payDate },
          { members: [employeeNumber], separationDate: inputs.separation_date },
          who.username,
        );
        if (!id)
          throw new AppError(
            'conflict',
            `${name} exists already: open it from the special payouts, or delete it to make a new one`,
          );
        await tx
          .insertInto('special_payslips')
          .values(specialPayslipRow(who.orgId, id, slip))
          .execute();
        await tx
          .updateTable('special_payouts')
          .set({ status: 'Computed', computed_by: who.username, computed_at: new Date() })
          .where('org_id', '=', who.orgId)
          .where('payout_id', '=', id)
          .execute();
        await auditPayroll(tx, request, who, `Computed the ${name}`, { payoutId: id });
        return payoutOr404(tx, who.orgId, id);
      });
      return reply.code(201).send(payout);
    },
  );
};
