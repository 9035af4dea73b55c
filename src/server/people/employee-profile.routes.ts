import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmployeeProfileQuerySchema,
  EmployeeProfileSchema,
  SelfContactUpdateSchema,
} from '../../shared/api/employee-profile';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { saveBy } from '../records/record-save';
import { updateOwnContact } from './employee-profile-contact';
import { profileOf, visibleEmployee } from './employee-profile.service';

/** One employee's profile: a view over the master record and the records that name them. */
export const employeeProfileRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db, forms } = deps;
  app.get(
    '/hcm/employee-profile',
    {
      schema: {
        querystring: EmployeeProfileQuerySchema,
        response: { 200: EmployeeProfileSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) =>
        profileOf(tx, forms, who, await visibleEmployee(tx, who, request.query)),
      );
    },
  );

  app.patch(
    '/hcm/employee-profile/self',
    { schema: { body: SelfContactUpdateSchema, response: { 200: EmployeeProfileSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const record = await updateOwnContact(
          saveBy(tx, who, request.ip, deps),
          forms,
          who,
          request.body,
        );
        return profileOf(tx, forms, who, { record, isSelf: true });
      });
    },
  );
};
