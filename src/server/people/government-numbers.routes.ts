import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ValidateGovernmentNumbersRequestSchema,
  ValidateGovernmentNumbersResponseSchema,
  type GovernmentNumberResult,
} from '../../shared/api/government-numbers';
import {
  checkGovernmentNumber,
  GOVERNMENT_NUMBER_KINDS,
  GOVERNMENT_NUMBER_RULES,
} from '../../shared/people/government-numbers';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { findGovernmentNumberHolders, type GovernmentNumberHolder } from './government-numbers';

/** Who edits the employee master. */

const heldMessage = (title: string, formatted: string, holders: GovernmentNumberHolder[]) =>
  `${title} ${formatted} is already on the record of ${holders
    .map((holder) => `${holder.name} (${holder.employeeNumber})`)
    .join(', ')}`;

/**
 * Checks government numbers as typed on an employee record: each one's rule, and which other
 * employees of the organisation hold it. A check, not a save: a bad number is an answer, not
 * an error.
 */
export const governmentNumbersRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.post(
    '/hcm/validate-government-numbers',
    {
      config: { readOnly: true, permission: 'people.governmentNumbers' },
      schema: {
        body: ValidateGovernmentNumbersRequestSchema,
        response: { 200: ValidateGovernmentNumbersResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { numbers, exceptRecordId } = request.body;
      const holders = await withOrg(db, who.orgId, (tx) =>
        findGovernmentNumberHolders(tx, who.orgId, numbers, exceptRecordId),
      );
      const results: GovernmentNumberResult[] = [];
      for (const kind of GOVERNMENT_NUMBER_KINDS) {
        const input = numbers[kind];
        if (input === undefined) continue;
        const { title } = GOVERNMENT_NUMBER_RULES[kind];
        const check = checkGovernmentNumber(kind, input);
        if (!check.ok) {
          results.push({ kind, title, input, ok: false, message: check.message });
          continue;
        }
        const heldBy = holders.filter((holder) => holder.kind === kind);
        results.push({
          kind,
          title,
          input,
          ok: true,
          formatted: check.formatted,
          ...(heldBy.length > 0 ? { message: heldMessage(title, check.formatted, heldBy) } : {}),
          heldBy: heldBy.map(({ employeeNumber, name }) => ({ employeeNumber, name })),
        });
      }
      return { results };
    },
  );
};
