import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EditableDtrSchema,
  TimeCorrectionRequestSchema,
  type EditableDtr,
} from '../../../shared/api/payroll-editable-dtr';
import { PayslipParamsSchema } from '../../../shared/api/payroll-payslips';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { PayBucket } from '../../../shared/api/timekeeping';
import { auditPayroll } from '../payroll-audit';
import { withOrg, type Tx } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { recomputePayslip } from './compute-cutoff';
import { mastersOf, timeDaysOf } from './payroll-sources.repository';
import { cutoffsOf, employeeName, memberNumbers } from '../registers/registers.repository';
import { correctedDays, saveTimeCorrection, timeCorrectionsOf } from './time-corrections';

/** A member's days of a cut-off as payroll pays them: the stored record with its corrections. */
async function editableDtr(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumber: string,
): Promise<EditableDtr> {
  const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId });
  if (!cutoff || !(await memberNumbers(tx, orgId, cutoff.registerId)).includes(employeeNumber))
    throw new AppError('not_found', 'No such member of the cut-off');
  const [days, masters] = await Promise.all([
    daysOf(tx, orgId, cutoff, employeeNumber),
    mastersOf(tx, orgId, [employeeNumber]),
  ]);
  const master = masters.get(employeeNumber);
  return { cutoff, employeeNumber, employeeName: master ? employeeName(master) : null, days };
}

async function daysOf(tx: Tx, orgId: string, cutoff: Cutoff, employeeNumber: string) {
  const [stored, corrections] = await Promise.all([
    timeDaysOf(tx, orgId, [employeeNumber], cutoff.periodStart, cutoff.periodEnd),
    timeCorrectionsOf(tx, orgId, cutoff.id, [employeeNumber]),
  ]);
  const own = corrections.get(employeeNumber) ?? [];
  const minutes = (day: (typeof days)[number], which: (bucket: PayBucket) => boolean) =>
    day.buckets.filter(which).reduce((sum, bucket) => sum + bucket.minutes, 0);
  const days = correctedDays(stored.get(employeeNumber) ?? [], own);
  return days.map((day) => {
    const correction = own.find((item) => item.date === day.date);
    return {
      date: day.date,
      dayType: day.dayType,
      schedule: day.schedule,
      scheduledMinutes: day.scheduledMinutes,
      workedMinutes: minutes(day, (bucket) => !bucket.overtime),
      lateMinutes: day.lateMinutes,
      undertimeMinutes: day.undertimeMinutes,
      absentMinutes: day.absentMinutes,
      overtimeMinutes: minutes(day, (bucket) => bucket.overtime),
      nightMinutes: minutes(day, (bucket) => bucket.night),
      paidLeaveMinutes: day.paidLeaveMinutes,
      correction: correction
        ? { reason: correction.reason, by: correction.by, at: correction.at.toISOString() }
        : null,
    };
  });
}

/**
 * The editable DTR (`/register/cutoff/editable-dtr`): payroll corrects a member's time figures
 * for one cut-off, each change with a reason and audited; a computed cut-off's payslip is
 * computed again at once. The time record itself is left as it is.
 */
export const editableDtrRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/editable-dtr/:cutoffId/:employeeNumber',
    {
      config: { permission: 'payroll.read' },
      schema: { params: PayslipParamsSchema, response: { 200: EditableDtrSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber } = request.params;
      return withOrg(db, who.orgId, (tx) => editableDtr(tx, who.orgId, cutoffId, employeeNumber));
    },
  );

  app.put(
    '/hcm/editable-dtr/:cutoffId/:employeeNumber',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: PayslipParamsSchema,
        body: TimeCorrectionRequestSchema,
        response: { 200: EditableDtrSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber } = request.params;
      const correction = request.body;
      return withOrg(db, who.orgId, async (tx) => {
        const before = await editableDtr(tx, who.orgId, cutoffId, employeeNumber);
        if (before.cutoff.status === 'Released')
          throw new AppError(
            'conflict',
            'The cut-off is released: a change to its days is paid in the next cut-off',
          );
        if (!before.days.some((day) => day.date === correction.date))
          throw fieldError(
            '/date',
            `Date must be a day of the cut-off (${before.cutoff.periodStart} to ${before.cutoff.periodEnd}) with a time record`,
          );
        await saveTimeCorrection(tx, who.orgId, cutoffId, employeeNumber, correction, who.username);
        if (before.cutoff.status === 'Computed')
          await recomputePayslip(tx, who.orgId, cutoffId, employeeNumber);
        await auditPayroll(
          tx,
          request,
          who,
          `Corrected the time record of ${employeeNumber} on ${correction.date}`,
          { cutoffId, ...correction },
        );
        return editableDtr(tx, who.orgId, cutoffId, employeeNumber);
      });
    },
  );
};
