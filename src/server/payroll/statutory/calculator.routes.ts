import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CALCULATOR_INPUT_SCHEMAS,
  CalculateRequestSchema,
  CalculateResponseSchema,
} from '../../../shared/api/payroll-calculator';
import {
  AddStatutoryVersionRequestSchema,
  EMPLOYER_TABLES,
  StatutoryVersionSchema,
  StatutoryVersionsResponseSchema,
} from '../../../shared/api/payroll-tables';
import { writeAudit } from '../../audit/audit.repository';
import { withOrg } from '../../db/tenant';
import { fieldError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { parsePart } from '../../http/parse-part';
import { principalOf } from '../../plugins/guard';
import { holidaysBetween } from '../../timekeeping/timekeeping-sources.repository';
import { asOfDate, calculate, type CalculatorCall } from '../engine/calculate';
import { addDays } from '../engine/calendar';
import { LOOK_BACK_DAYS } from '../engine/holiday-pay';
import { PayrollInputError } from '../engine/payroll-input-error';
import { calendarHolidays } from './calendar-holidays';
import {
  addOwnStatutoryVersion,
  checkedVersion,
  statutoryVersions,
} from './statutory-tables.repository';

const today = () => new Date().toISOString().slice(0, 10);

/** The payroll calculator and the statutory tables it reads (payroll-calculator.md). */
export const calculatorRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.post(
    '/hcm/payroll/calculate',
    {
      config: { readOnly: true, permission: 'payroll.read' },
      schema: { body: CalculateRequestSchema, response: { 200: CalculateResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { kind, asOf, inputs } = request.body;
      const call = {
        kind,
        inputs: parsePart(CALCULATOR_INPUT_SCHEMAS[kind], inputs, 'inputs', 'The calculation'),
      } as CalculatorCall;
      const date = asOfDate(call, asOf, today());
      return withOrg(db, who.orgId, async (tx) => {
        const versions = await statutoryVersions(tx, who.orgId);
        const holidays =
          call.kind === 'holiday-pay'
            ? calendarHolidays(
                await holidaysBetween(tx, who.orgId, ...spanOf(call.inputs.holiday_dates)),
              )
            : [];
        try {
          return calculate(call, versions, date, holidays);
        } catch (error) {
          if (error instanceof PayrollInputError) throw fieldError(error.path, error.message);
          throw error;
        }
      });
    },
  );

  app.get(
    '/hcm/payroll/tables',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: StatutoryVersionsResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return { items: await withOrg(db, who.orgId, (tx) => statutoryVersions(tx, who.orgId)) };
    },
  );

  app.post(
    '/hcm/payroll/tables',
    {
      config: { permission: 'payroll.tables' },
      schema: {
        body: AddStatutoryVersionRequestSchema,
        response: { 201: StatutoryVersionSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { kind, validFrom, source } = request.body;
      if (!EMPLOYER_TABLES.includes(kind))
        throw fieldError(
          '/kind',
          `The ${kind} table is the law's, the same for every organisation: the platform publishes its versions. An organisation may add its own ${EMPLOYER_TABLES.join(', ')} versions`,
        );
      const version = checkedVersion(request.body);
      await withOrg(db, who.orgId, async (tx) => {
        await addOwnStatutoryVersion(tx, who.orgId, version, who.username);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Payroll tables',
          action: `Added the ${kind} table valid from ${validFrom}`,
          detail: { source },
          ip: request.ip,
        });
      });
      return reply.code(201).send({ ...version, scope: 'organisation' as const });
    },
  );
};

/** The dates whose holidays decide the holiday pay of some holidays. */
function spanOf(dates: readonly string[]): [string, string] {
  const sorted = [...dates].sort();
  return [addDays(sorted[0]!, -LOOK_BACK_DAYS), sorted.at(-1)!];
}
