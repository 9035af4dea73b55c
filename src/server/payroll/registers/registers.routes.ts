import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChangeMembersRequestSchema,
  ChangeMembersResponseSchema,
  CreateRegisterRequestSchema,
  MembersResponseSchema,
  PayRegisterSchema,
  RegisterParamsSchema,
  RegistersResponseSchema,
  UpdateRegisterRequestSchema,
} from '../../../shared/api/payroll-registers';
import {
  CutoffParamsSchema,
  CutoffReadinessSchema,
  CutoffSchema,
  CutoffsQuerySchema,
  CutoffsResponseSchema,
  type Cutoff,
} from '../../../shared/api/payroll-cutoffs';
import { PageQuerySchema, RunStartedSchema } from '../../../shared/api/payroll-common';
import { auditPayroll } from '../payroll-audit';
import { withOrg, type Tx } from '../../db/tenant';
import { noticePayslipsReleased } from '../payslips/payslip-release-notice';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import {
  COMPUTE_JOB,
  computeCutoffJob,
  cutoffReadiness,
  notReady,
} from '../cutoffs/compute-cutoff';
import { releaseCutoff } from '../cutoffs/cutoff-status.repository';
import {
  addCutoffs,
  changeMembers,
  createRegister,
  cutoffOr404,
  cutoffsOf,
  membersPage,
  registersOf,
  updateRegister,
} from './registers.repository';

const DEFAULT_PAGE = 50;

const registerOr404 = async (tx: Tx, orgId: string, registerId: string) => {
  const [register] = await registersOf(tx, orgId, registerId);
  if (!register) throw new AppError('not_found', 'No such register');
  return register;
};

/** Payroll registers, their members and cut-offs, computation and release. */
export const registersRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, jobs, config },
) => {
  jobs.register(COMPUTE_JOB, computeCutoffJob(db));

  app.get(
    '/hcm/register',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: RegistersResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return { items: await withOrg(db, who.orgId, (tx) => registersOf(tx, who.orgId)) };
    },
  );

  app.post(
    '/hcm/register',
    {
      config: { permission: 'payroll.compute' },
      schema: { body: CreateRegisterRequestSchema, response: { 201: PayRegisterSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const register = await withOrg(db, who.orgId, async (tx) => {
        const id = await createRegister(tx, who.orgId, request.body, who.username);
        if (!id)
          throw new AppError('conflict', `A register named "${request.body.name}" already exists`);
        await auditPayroll(tx, request, who, `Created the register ${request.body.name}`, {
          registerId: id,
        });
        return registerOr404(tx, who.orgId, id);
      });
      return reply.code(201).send(register);
    },
  );

  app.get(
    '/hcm/register/:registerId',
    {
      config: { permission: 'payroll.read' },
      schema: { params: RegisterParamsSchema, response: { 200: PayRegisterSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        registerOr404(tx, who.orgId, request.params.registerId),
      );
    },
  );

  app.put(
    '/hcm/register-update/:registerId',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: RegisterParamsSchema,
        body: UpdateRegisterRequestSchema,
        response: { 200: PayRegisterSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { version, ...settings } = request.body;
      return withOrg(db, who.orgId, async (tx) => {
        await registerOr404(tx, who.orgId, request.params.registerId);
        const outcome = await updateRegister(
          tx,
          who.orgId,
          request.params.registerId,
          settings,
          version,
        );
        if (outcome === 'taken')
          throw new AppError('conflict', `A register named "${settings.name}" already exists`);
        if (outcome === 'stale')
          throw new AppError(
            'conflict',
            'The register was changed by someone else: reload it and try again',
          );
        await auditPayroll(tx, request, who, `Changed the register ${settings.name}`, {
          registerId: request.params.registerId,
        });
        return registerOr404(tx, who.orgId, request.params.registerId);
      });
    },
  );

  app.get(
    '/hcm/employees/register/:registerId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: RegisterParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: MembersResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { search, limit = DEFAULT_PAGE, offset = 0 } = request.query;
      return withOrg(db, who.orgId, async (tx) => {
        await registerOr404(tx, who.orgId, request.params.registerId);
        return membersPage(tx, who.orgId, request.params.registerId, { search, limit, offset });
      });
    },
  );

  app.post(
    '/hcm/employees/register/:registerId',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: RegisterParamsSchema,
        body: ChangeMembersRequestSchema,
        response: { 200: ChangeMembersResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const register = await registerOr404(tx, who.orgId, request.params.registerId);
        const outcome = await changeMembers(tx, who.orgId, register.id, request.body, who.username);
        await auditPayroll(tx, request, who, `Changed the members of ${register.name}`, {
          added: outcome.added,
          removed: outcome.removed,
        });
        return outcome;
      });
    },
  );

  app.get(
    '/hcm/register-cutoff/:registerId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: RegisterParamsSchema,
        querystring: CutoffsQuerySchema,
        response: { 200: CutoffsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        await registerOr404(tx, who.orgId, request.params.registerId);
        const items = await cutoffsOf(tx, who.orgId, {
          registerId: request.params.registerId,
          year: request.query.year,
        });
        return { items };
      });
    },
  );

  app.post(
    '/hcm/register-cutoff/:registerId',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: RegisterParamsSchema,
        body: Type.Object(
          { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
          { additionalProperties: false },
        ),
        response: { 200: CutoffsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const register = await registerOr404(tx, who.orgId, request.params.registerId);
        await addCutoffs(tx, who.orgId, register.id, request.body.year, register);
        return {
          items: await cutoffsOf(tx, who.orgId, {
            registerId: register.id,
            year: request.body.year,
          }),
        };
      });
    },
  );

  app.get(
    '/hcm/register/cutoff/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: { params: CutoffParamsSchema, response: { 200: CutoffSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) => cutoffOr404(tx, who.orgId, request.params.cutoffId));
    },
  );

  for (const [path, pick] of [
    // The cut-off being worked on: the earliest not yet released whose period has begun.
    [
      '/hcm/current-cutoff/:registerId',
      (items: Cutoff[], today: string) =>
        items.find((c) => c.status !== 'Released' && c.periodStart <= today),
    ],
    // The last one released.
    [
      '/hcm/past-cutoff/:registerId',
      (items: Cutoff[]) => items.filter((c) => c.status === 'Released').at(-1),
    ],
  ] as const) {
    app.get(
      path,
      {
        config: { permission: 'payroll.read' },
        schema: { params: RegisterParamsSchema, response: { 200: CutoffSchema } },
      },
      async (request) => {
        const who = principalOf(request);
        return withOrg(db, who.orgId, async (tx) => {
          await registerOr404(tx, who.orgId, request.params.registerId);
          const items = await cutoffsOf(tx, who.orgId, { registerId: request.params.registerId });
          const found = pick(items, new Date().toISOString().slice(0, 10));
          if (!found) throw new AppError('not_found', 'The register has no such cut-off');
          return found;
        });
      },
    );
  }

  app.get(
    '/hcm/validate-register-cutoff/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: { params: CutoffParamsSchema, response: { 200: CutoffReadinessSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        cutoffReadiness(tx, who.orgId, request.params.cutoffId),
      );
    },
  );

  app.post(
    '/hcm/generate-payroll/:cutoffId',
    {
      config: { permission: 'payroll.compute' },
      schema: { params: CutoffParamsSchema, response: { 202: RunStartedSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { cutoffId } = request.params;
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const readiness = await cutoffReadiness(tx, who.orgId, cutoffId);
        if (!readiness.ready) throw notReady(readiness);
        const id = await jobs.enqueue(tx, who.orgId, {
          kind: COMPUTE_JOB,
          subject: cutoffId,
          requestedBy: who.accountId,
          payload: { cutoffId, by: who.username },
          busyMessage: 'This cut-off is being computed already: follow that run',
        });
        await auditPayroll(tx, request, who, 'Computed a cut-off', { cutoffId, runId: id });
        return id;
      });
      return reply.code(202).send({ runId });
    },
  );

  app.post(
    '/hcm/release-payslip/:cutoffId',
    {
      config: { permission: 'payroll.release' },
      schema: { params: CutoffParamsSchema, response: { 200: CutoffSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId } = request.params;
      return withOrg(db, who.orgId, async (tx) => {
        const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
        if (!(await releaseCutoff(tx, who.orgId, cutoffId, who.username)))
          throw new AppError(
            'conflict',
            cutoff.status === 'Released'
              ? 'The cut-off is released already'
              : 'Compute the cut-off before releasing it',
          );
        await auditPayroll(tx, request, who, 'Released a cut-off', { cutoffId });
        const released = await cutoffOr404(tx, who.orgId, cutoffId);
        await noticePayslipsReleased(
          tx,
          { orgId: who.orgId, publicUrl: config.publicUrl },
          released,
        );
        return released;
      });
    },
  );
};
