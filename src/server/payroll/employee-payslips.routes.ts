import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnualizedCompensationSchema,
  AnnualizedParamsSchema,
  AnnualizedQuerySchema,
  MyPayslipsResponseSchema,
} from '../../shared/api/payroll-registers';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { ownEmployeeNumber, subjectOf } from '../timekeeping/employee-subject';
import { annualizedCompensation, myPayslipsOf } from './annualized-compensation';

/** What employees read of their pay: their released payslips and the year to date. */
export const employeePayslipsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/my-payslips',
    { schema: { response: { 200: MyPayslipsResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => ({
        items: await myPayslipsOf(tx, who.orgId, await ownEmployeeNumber(tx, who)),
      }));
    },
  );

  app.get(
    '/hcm/annualized-compensation/:employeeNumber',
    {
      schema: {
        params: AnnualizedParamsSchema,
        querystring: AnnualizedQuerySchema,
        response: { 200: AnnualizedCompensationSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const year = request.query.year ?? new Date().getUTCFullYear();
      return withOrg(db, who.orgId, async (tx) => {
        // HR, payroll and admins read anyone's; others only their own.
        const employeeNumber = await subjectOf(tx, who, request.params.employeeNumber);
        const annualized = await annualizedCompensation(tx, who.orgId, employeeNumber, year);
        if (!annualized) throw new AppError('not_found', `No released payslips in ${year}`);
        return annualized;
      });
    },
  );
};
