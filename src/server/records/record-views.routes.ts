import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RecordAggregateRequestSchema,
  RecordAggregateResponseSchema,
} from '../../shared/api/record-views';
import { RecordParamsSchema } from '../../shared/api/records';
import { bindOrg } from '../../shared/forms/org-binding';
import { withOrg, type Tx } from '../db/tenant';
import { pdfStream } from '../documents/pdf-printer';
import { readableForm } from '../forms/readable-form';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findAssetOfKind } from '../organization/org-assets.repository';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf } from '../plugins/guard';
import { aggregateRecords } from './record-aggregate';
import { recordDocument, type PrintIssuer } from './record-pdf';
import { ownReadScope } from './record-scope';
import { recordLabel } from './record-writes';
import { visibleRecordOrThrow } from './visible-record';

async function printIssuer(tx: Tx, orgId: string): Promise<PrintIssuer> {
  const org = await tx
    .selectFrom('organizations')
    .select(['trade_name', 'registered_name'])
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  const logo = await findAssetOfKind(tx, orgId, 'logo');
  return {
    tradeName: org.trade_name,
    registeredName: org.registered_name,
    logo: logo ? { type: logo.content_type, body: logo.body } : null,
  };
}

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');

/** The record engine's further views: chart figures and a record's printable PDF. */
export const recordViewsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, reader, forms },
) => {
  app.post(
    '/records/aggregate',
    {
      config: { readOnly: true },
      schema: {
        body: RecordAggregateRequestSchema,
        response: { 200: RecordAggregateResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { form_id: formId, ...asked } = request.body;
      const form = readableForm(forms, formId, who);
      const own = await ownReadScope(db, who, form);
      return reader.read(who.orgId, (orgDb) =>
        aggregateRecords(
          orgDb,
          who.orgId,
          form,
          asked,
          own === null ? {} : { employeeNumber: own },
        ),
      );
    },
  );

  app.get(
    '/records/:id/pdf',
    { schema: { params: RecordParamsSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const printable = await withOrg(db, who.orgId, async (tx) => {
        const { record, form } = await visibleRecordOrThrow(tx, forms, who, request.params.id);
        if (!form.definition.views?.print)
          throw new AppError(
            'not_found',
            `${form.definition.pluralTitle ?? form.definition.title} have no printable form.`,
          );
        const { definition } = bindOrg(form.definition, await findOrgFlags(tx, who.orgId));
        return {
          record,
          definition,
          name: recordLabel(form, record.data),
          issuer: await printIssuer(tx, who.orgId),
        };
      });
      const { record, definition, name, issuer } = printable;
      // Laid out before the headers go: a failure is an error answer, not a cut PDF.
      const pdf = await pdfStream(recordDocument(definition, record, name, issuer, who.username));
      const file = fileSafe(`${definition.formId}-${name || record.id}`) || definition.formId;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
