import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccrueRequestSchema,
  AccrueResponseSchema,
  EmployeeLeaveCreditsSchema,
  LeaveAdjustmentRequestSchema,
  LeaveCreditsListRequestSchema,
  LeaveCreditsListResponseSchema,
  RemoveLeaveCreditsRequestSchema,
  RemoveLeaveCreditsResponseSchema,
} from '../../shared/api/leave-credits';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { subjectOf } from '../directory/employee-subject';
import { balanceRows } from './balance-rows';
import { activeEmployeesPage, balancesOfEmployees } from './leave-credits.repository';
import {
  accrueMonth,
  adjustCredits,
  employeeCredits,
  employeeNameOf,
  removeCredits,
} from './leave-credits.service';
import { activeLeaveTemplates, templateFor } from './leave-types';

/** Who may change credits; payroll reads them too. */
const EMPLOYEES_FORM = 'ers-employee';

/** Leave balances and their ledger (spec: hcm `leave-credits`, `remove-leave-credits`). */
export const leaveCreditsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, forms },
) => {
  app.get(
    '/hcm/leave-credits/:employeeNumber',
    {
      schema: {
        params: Type.Object({ employeeNumber: Type.String({ minLength: 1, maxLength: 30 }) }),
        response: { 200: EmployeeLeaveCreditsSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) =>
        employeeCredits(tx, who.orgId, await subjectOf(tx, who, request.params.employeeNumber)),
      );
    },
  );

  app.post(
    '/hcm/leave-credits/list',
    {
      config: { readOnly: true, permission: 'leave.readCredits' },
      schema: {
        body: LeaveCreditsListRequestSchema,
        response: { 200: LeaveCreditsListResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const form = forms.get(EMPLOYEES_FORM);
      if (!form) return { items: [], total: 0 };
      const { search, limit = 50, offset = 0 } = request.body;
      return withOrg(db, who.orgId, async (tx) => {
        const page = await activeEmployeesPage(tx, who.orgId, form, { search, limit, offset });
        const templates = await activeLeaveTemplates(tx, who.orgId);
        const balances = await balancesOfEmployees(
          tx,
          who.orgId,
          page.employees.map((employee) => employee.employeeNumber),
        );
        return {
          items: page.employees.map((employee) => ({
            employeeNumber: employee.employeeNumber,
            employeeName: employeeNameOf(employee),
            balances: balanceRows(
              templateFor(templates, employee)?.leaveTypes ?? [],
              balances.get(employee.employeeNumber) ?? new Map(),
            ).map(({ leaveType, balanceMinutes }) => ({ leaveType, balanceMinutes })),
          })),
          total: page.total,
        };
      });
    },
  );

  app.post(
    '/hcm/leave-credits',
    {
      config: { permission: 'leave.manageCredits' },
      schema: {
        body: LeaveAdjustmentRequestSchema,
        response: { 201: EmployeeLeaveCreditsSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const credits = await withOrg(db, who.orgId, (tx) =>
        adjustCredits(tx, { who, ip: request.ip }, request.body),
      );
      return reply.status(201).send(credits);
    },
  );

  app.post(
    '/hcm/remove-leave-credits',
    {
      config: { permission: 'leave.manageCredits' },
      schema: {
        body: RemoveLeaveCreditsRequestSchema,
        response: { 200: RemoveLeaveCreditsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const removed = await withOrg(db, who.orgId, (tx) =>
        removeCredits(tx, { who, ip: request.ip }, request.body.entryIds),
      );
      return { removed };
    },
  );

  app.post(
    '/hcm/leave-credits/accrue',
    {
      config: { permission: 'leave.manageCredits' },
      schema: { body: AccrueRequestSchema, response: { 200: AccrueResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        accrueMonth(tx, { who, ip: request.ip }, request.body.month),
      );
    },
  );
};
