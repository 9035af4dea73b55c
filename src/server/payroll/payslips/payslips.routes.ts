import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPayslipLineRequestSchema,
  PayslipDiffQuerySchema,
  PayslipDiffSchema,
  PayslipLineParamsSchema,
  PayslipParamsSchema,
  PayslipSchema,
  PayslipsResponseSchema,
} from '../../../shared/api/payroll-payslips';
import { CutoffParamsSchema, type Cutoff } from '../../../shared/api/payroll-cutoffs';
import { PageQuerySchema } from '../../../shared/api/payroll-common';
import { withOrg } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { recomputePayslip } from '../cutoffs/compute-cutoff';
import { auditPayroll } from '../payroll-audit';
import { addPayslipAdjustment, removePayslipAdjustment } from './payslip-adjustments.repository';
import { readablePayslip } from './payslip-access';
import { payslipDiff } from './payslip-diff';
import { centavosOf } from '../cutoffs/payslip-inputs';
import { computationPayslips, payslipOf, payslipsPage } from './payslips.repository';
import { cutoffOr404, cutoffsOf } from '../registers/registers.repository';

const DEFAULT_PAGE = 50;

/** A cut-off's payslips: the page of them, one, payroll's own lines on it, and what changed. */
export const payslipsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/payslip/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: CutoffParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: PayslipsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { search, limit = DEFAULT_PAGE, offset = 0 } = request.query;
      return withOrg(db, who.orgId, async (tx) =>
        payslipsPage(tx, who.orgId, await cutoffOr404(tx, who.orgId, request.params.cutoffId), {
          search,
          limit,
          offset,
        }),
      );
    },
  );

  app.get(
    '/hcm/payslip/:cutoffId/:employeeNumber',
    { schema: { params: PayslipParamsSchema, response: { 200: PayslipSchema } } },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber } = request.params;
      return withOrg(db, who.orgId, (tx) => readablePayslip(tx, who, cutoffId, employeeNumber));
    },
  );

  app.post(
    '/hcm/payslip/update/:cutoffId/:employeeNumber',
    {
      config: { permission: 'payroll.editPayslip' },
      schema: {
        params: PayslipParamsSchema,
        body: AddPayslipLineRequestSchema,
        response: { 200: PayslipSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber } = request.params;
      const line = request.body;
      return withOrg(db, who.orgId, async (tx) => {
        const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
        if (!(await payslipOf(tx, who.orgId, cutoff, employeeNumber)))
          throw new AppError('not_found', 'No such payslip');
        const amount = centavosOf(line.amount);
        if (amount <= 0) throw fieldError('/amount', 'Amount must be more than 0');
        await addPayslipAdjustment(
          tx,
          who.orgId,
          { ...line, amount, cutoffId, employeeNumber },
          who.username,
        );
        await recomputePayslip(tx, who.orgId, cutoffId, employeeNumber);
        await auditPayroll(
          tx,
          request,
          who,
          `Edited the payslip of ${employeeNumber}: ${line.type} ${line.name} ${line.amount}`,
          {
            cutoffId,
            employeeNumber,
            reason: line.reason,
          },
        );
        return (await payslipOf(tx, who.orgId, cutoff, employeeNumber))!;
      });
    },
  );

  app.delete(
    '/hcm/payslip/update/:cutoffId/:employeeNumber/:adjustmentId',
    {
      config: { permission: 'payroll.editPayslip' },
      schema: { params: PayslipLineParamsSchema, response: { 200: PayslipSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber, adjustmentId } = request.params;
      return withOrg(db, who.orgId, async (tx) => {
        const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
        const removed = await removePayslipAdjustment(
          tx,
          who.orgId,
          cutoffId,
          employeeNumber,
          adjustmentId,
        );
        if (!removed) throw new AppError('not_found', 'No such line on this payslip');
        await recomputePayslip(tx, who.orgId, cutoffId, employeeNumber);
        await auditPayroll(
          tx,
          request,
          who,
          `Removed ${removed.type} ${removed.name} from the payslip of ${employeeNumber}`,
          {
            cutoffId,
            employeeNumber,
          },
        );
        return (await payslipOf(tx, who.orgId, cutoff, employeeNumber))!;
      });
    },
  );

  app.get(
    '/hcm/payslip-diff/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: CutoffParamsSchema,
        querystring: PayslipDiffQuerySchema,
        response: { 200: PayslipDiffSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const after = await cutoffOr404(tx, who.orgId, request.params.cutoffId);
        const before =
          request.query.against === 'previous-cutoff'
            ? (await cutoffsOf(tx, who.orgId, { registerId: after.registerId }))
                .filter((c) => c.periodEnd < after.periodStart && c.computation > 0)
                .at(-1)
            : after.computation > 1
              ? { ...after, computation: after.computation - 1 }
              : undefined;
        if (!before)
          throw new AppError(
            'not_found',
            request.query.against === 'previous-cutoff'
              ? 'The register has no computed cut-off before this one'
              : 'The cut-off has been computed once: there is nothing to compare with yet',
          );
        const side = (c: Cutoff) => ({
          cutoffId: c.id,
          computation: c.computation,
          periodStart: c.periodStart,
          periodEnd: c.periodEnd,
        });
        return {
          before: side(before),
          after: side(after),
          ...payslipDiff(
            await computationPayslips(tx, who.orgId, before.id, before.computation),
            await computationPayslips(tx, who.orgId, after.id, after.computation),
          ),
        };
      });
    },
  );
};
