import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnualizedAccountParamsSchema,
  AnnualizedCompensationSchema,
  AnnualizedParamsSchema,
  AnnualizedQuerySchema,
  MyPayslipsResponseSchema,
} from '../../../shared/api/employee-payslips';
import { LoanLedgerParamsSchema, LoanLedgerSchema } from '../../../shared/api/loans';
import { withOrg, type Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { accountEmployeeNumber } from '../../directory/directory.repository';
import { subjectOf } from '../../directory/employee-subject';
import {
  annualizedCompensation,
  employeeNumberOfAccount,
  myPayslipsOf,
} from './annualized-compensation';
import { loanLedger } from '../loans/loan-ledger';

/** What employees read of their pay: released payslips, the year to date, their loans' ledgers. */
export const employeePayslipsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/my-payslips',
    { schema: { response: { 200: MyPayslipsResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        // An account with no employee record (a new organisation's first administrator) has
        // no pay: nothing to list rather than an error.
        const own = await accountEmployeeNumber(tx, who.orgId, who.accountId);
        return { items: own ? await myPayslipsOf(tx, who.orgId, own) : [] };
      });
    },
  );

  const yearToDate = async (tx: Tx, orgId: string, employeeNumber: string, year: number) => {
    const annualized = await annualizedCompensation(tx, orgId, employeeNumber, year);
    if (!annualized) throw new AppError('not_found', `No released payslips in ${year}`);
    return annualized;
  };

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
      return withOrg(db, who.orgId, async (tx) =>
        // HR, payroll and admins read anyone's; others only their own.
        yearToDate(tx, who.orgId, await subjectOf(tx, who, request.params.employeeNumber), year),
      );
    },
  );

  app.get(
    '/hcm/loan-slips/:loanId',
    { schema: { params: LoanLedgerParamsSchema, response: { 200: LoanLedgerSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) => loanLedger(tx, who, request.params.loanId));
    },
  );

  // The screen's route names an account (spec: /annualized-compensation/:accountId).
  app.get(
    '/hcm/annualized-compensation/account/:accountId',
    {
      schema: {
        params: AnnualizedAccountParamsSchema,
        querystring: AnnualizedQuerySchema,
        response: { 200: AnnualizedCompensationSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const year = request.query.year ?? new Date().getUTCFullYear();
      return withOrg(db, who.orgId, async (tx) =>
        yearToDate(
          tx,
          who.orgId,
          await employeeNumberOfAccount(tx, who, request.params.accountId),
          year,
        ),
      );
    },
  );
};
