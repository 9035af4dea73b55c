import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RecordBulkDeleteRequestSchema,
  RecordBulkDeleteResponseSchema,
  RecordBulkTransitionRequestSchema,
  RecordBulkTransitionResponseSchema,
  RecordBulkUpdateRequestSchema,
  RecordBulkUpdateResponseSchema,
  RecordCreateRequestSchema,
  RecordExportRequestSchema,
  RecordHistoryResponseSchema,
  RecordItemSchema,
  RecordListRequestSchema,
  RecordListResponseSchema,
  RecordParamsSchema,
  RecordTransitionRequestSchema,
  RecordUpdateRequestSchema,
  type RecordItem,
  type RecordTransitionRequest,
} from '../../shared/api/records';
import { bindOrg } from '../../shared/forms/org-binding';
import { writeAudit } from '../audit/audit.repository';
import { announceChange, onChange } from '../db/change-feed';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { sendJsonText } from '../http/json-text';
import { creatableForm, deletableForm, readableForm, writableForm } from '../forms/readable-form';
import { principalOf, type Principal } from '../plugins/guard';
import { RecordCounts } from './record-counts';
import { importBatchesRoutes } from './import/import-batches.routes';
import { importReportsRoutes } from './import/import-reports.routes';
import { findOrgFlags } from '../organization/organization.repository';
import { eachPicked } from './each-picked';
import { saveBy } from './record-save';
import { afterRecordWrite, checkRecordSave } from './record-hooks';
import { saveRecordCreate, saveRecordUpdate } from './record-update';
import { assertOwnRecord, ownReadScope, ownScope } from './record-scope';
import { visibleRecordOrThrow } from './visible-record';
import { recordViewsRoutes } from './record-views.routes';
import { savedViewsRoutes } from './saved-views.routes';
import { absentFields, dataFields } from './list-fields';
import { streamExport } from './records-export';
import { assertFieldRights, fieldRights } from './workflow/field-rights';
import { named } from '../http/named-plugin';
import { transitionRecord } from './workflow/record-transition';
import { assertDeletable } from './workflow/workflow-save';
import {
  addHistory,
  listHistory,
  listRecords,
  recordPageJson,
  setDeleted,
} from './records.repository';

/** The record engine's API: one set of routes for every definition in schemas/. */
export const recordsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db, reader, forms } = deps;
  const counts = new RecordCounts(db);
  // Totals made stale by any process's writes (imports' too) are forgotten everywhere.
  const stopHearing = onChange('record-counts', (formId) => counts.formChanged(formId));
  app.addHook('onClose', async () => stopHearing());
  await app.register(named(importBatchesRoutes), deps);
  await app.register(named(importReportsRoutes), deps);
  await app.register(named(recordViewsRoutes), deps);
  await app.register(named(savedViewsRoutes), deps);

  /** Every write is audited and, once committed, makes its form's list totals count again. */
  const written = async (
    tx: Tx,
    who: Principal,
    ip: string,
    action: string,
    record: RecordItem,
    more: Record<string, string> = {},
  ) => {
    await announceChange(tx, 'record-counts', record.formId);
    return writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: record.formId,
      action,
      detail: { recordId: record.id, version: record.version, ...more },
      ip,
    });
  };

  const saveOf = (tx: Tx, who: Principal, ip: string) => saveBy(tx, who, ip, deps);

  const visibleRecord = (tx: Tx, who: Principal, id: string) =>
    visibleRecordOrThrow(tx, forms, who, id);

  app.post(
    '/records/list',
    {
      config: { readOnly: true },
      schema: { body: RecordListRequestSchema, response: { 200: RecordListResponseSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { pageSize = 50, cursor, fields: requested, ...query } = request.body;
      const form = readableForm(forms, query.form_id, who);
      const own = await ownReadScope(db, who, form);
      const scoped = own === null ? query : { ...query, employeeNumber: own };
      const fields = dataFields(form, requested, await absentFields(db, who.orgId, form));
      const paging = { size: pageSize, cursor, fields };
      const page = await listRecords(reader, who.orgId, form, scoped, paging, counts);
      return sendJsonText(reply, recordPageJson(page));
    },
  );

  app.post(
    '/records/export',
    { config: { readOnly: true }, schema: { body: RecordExportRequestSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const { format, ...query } = request.body;
      const form = readableForm(forms, query.form_id, who);
      const own = await ownReadScope(db, who, form);
      const scoped = own === null ? query : { ...query, employeeNumber: own };
      const { absent } = bindOrg(form.definition, await findOrgFlags(db, who.orgId));
      return streamExport(reply, db, who.orgId, form, scoped, format, absent);
    },
  );

  app.post(
    '/records',
    { schema: { body: RecordCreateRequestSchema, response: { 201: RecordItemSchema } } },
    async (request, reply) => {
      const who = principalOf(request);
      const form = creatableForm(forms, request.body.form_id, who);
      const record = await withOrg(db, who.orgId, async (tx) => {
        const own = await ownScope(tx, who, form, 'write');
        const created = await saveRecordCreate(
          saveOf(tx, who, request.ip),
          forms,
          form,
          request.body.data,
          (data) => assertOwnRecord(form, data, own),
        );
        await written(tx, who, request.ip, 'create', created);
        return created;
      });
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/records/:id',
    { schema: { params: RecordParamsSchema, response: { 200: RecordItemSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const { record, form, waiting } = await visibleRecord(tx, who, request.params.id);
        const editable = await fieldRights(tx, who, form, record, waiting);
        // Only a limit is news: a user who may change everything gets the record as it is.
        return editable === null || editable.includes('*') ? record : { ...record, editable };
      });
    },
  );

  /**
   * Saves new data for one record: as its editor (the form's writers, within their own scope) or
   * as the approver it waits on (what its workflow gives them). `version`, when given, must be
   * the one read, so nobody saves over a change they did not see.
   */
  const updateRecord = async (
    tx: Tx,
    who: Principal,
    ip: string,
    id: string,
    change: (data: RecordItem['data']) => RecordItem['data'],
    version?: number,
    formId?: string,
  ) => {
    const { record, form, waiting } = await visibleRecord(tx, who, id);
    if (formId !== undefined && form.definition.formId !== formId)
      throw new AppError('not_found', `There is no ${formId} record ${id}.`);
    const rights = await fieldRights(tx, who, form, record, waiting);
    // The approver a record waits on may change what its workflow gives them, and no more.
    const asApprover = waiting && rights !== null && rights.length > 0;
    if (!asApprover) writableForm(forms, form.definition.formId, who);
    const own = asApprover ? null : await ownScope(tx, who, form, 'write');
    assertOwnRecord(form, record.data, own);
    if (record.deletedAt)
      throw new AppError('conflict', 'This record is deleted; restore it before editing.');
    if (version !== undefined && record.version !== version) {
      throw new AppError(
        'conflict',
        `Someone else saved this ${form.definition.title} since you opened it (version ${record.version}). Reload to see their changes.`,
      );
    }
    const updated = await saveRecordUpdate(
      saveOf(tx, who, ip),
      forms,
      form,
      record,
      change(record.data),
      (data) => {
        assertOwnRecord(form, data, own);
        assertFieldRights(form, record.data, data, rights);
      },
    );
    await written(tx, who, ip, 'update', updated);
    return updated;
  };

  app.put(
    '/records/:id',
    {
      schema: {
        params: RecordParamsSchema,
        body: RecordUpdateRequestSchema,
        response: { 200: RecordItemSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { data, version } = request.body;
      return withOrg(db, who.orgId, (tx) =>
        updateRecord(tx, who, request.ip, request.params.id, () => data, version),
      );
    },
  );

  app.post(
    '/records/update-field',
    {
      schema: {
        body: RecordBulkUpdateRequestSchema,
        response: { 200: RecordBulkUpdateResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { form_id: formId, ids, field, value } = request.body;
      const form = writableForm(forms, formId, who);
      const { filters } = form.definition.list;
      if (!filters.includes(field))
        throw fieldError(
          '/field',
          filters.length
            ? `${field} cannot be changed in bulk; change one of: ${filters.join(', ')}`
            : `${form.definition.pluralTitle ?? form.definition.title} have no fields to change in bulk`,
        );
      // Each record through the one save path (its rules, validation, workflow rights); all or none.
      return withOrg(db, who.orgId, async (tx) => {
        // null clears the field.
        const change = ({ [field]: _old, ...rest }: RecordItem['data']) =>
          value === null ? rest : { ...rest, [field]: value };
        await eachPicked(ids, (id) =>
          updateRecord(tx, who, request.ip, id, change, undefined, formId),
        );
        return { updated: ids.length };
      });
    },
  );

  /** Moves one record to the bin or back, as one who may delete the form's records. */
  const setRecordDeleted = async (
    tx: Tx,
    who: Principal,
    ip: string,
    id: string,
    deleted: boolean,
    formId?: string,
  ) => {
    const { record, form } = await visibleRecord(tx, who, id);
    if (formId !== undefined && form.definition.formId !== formId)
      throw new AppError('not_found', `There is no ${formId} record ${id}.`);
    deletableForm(forms, form.definition.formId, who);
    assertOwnRecord(form, record.data, await ownScope(tx, who, form, 'write'));
    if (deleted) assertDeletable(form.definition, record.data);
    const save = saveOf(tx, who, ip);
    // A restored record must still hold: its number may have been taken meanwhile.
    if (!deleted) await checkRecordSave(save, form, record.data, record);
    const changed = await setDeleted(tx, who.orgId, record.id, deleted, who.username);
    if (!changed) {
      throw new AppError(
        'conflict',
        deleted ? 'This record is already deleted.' : 'This record is not deleted.',
      );
    }
    await addHistory(tx, who.orgId, changed, deleted ? 'deleted' : 'restored', who.username, []);
    await afterRecordWrite(save, changed, record);
    await written(tx, who, ip, deleted ? 'delete' : 'restore', changed);
    return changed;
  };

  for (const [method, path, deleted] of [
    ['DELETE', '/records/:id', true],
    ['POST', '/records/:id/restore', false],
  ] as const) {
    app.route({
      method,
      url: path,
      schema: { params: RecordParamsSchema, response: { 200: RecordItemSchema } },
      handler: async (request) => {
        const who = principalOf(request);
        return withOrg(db, who.orgId, (tx) =>
          setRecordDeleted(tx, who, request.ip, request.params.id, deleted),
        );
      },
    });
  }

  app.post(
    '/records/delete',
    {
      schema: {
        body: RecordBulkDeleteRequestSchema,
        response: { 200: RecordBulkDeleteResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { form_id: formId, ids } = request.body;
      deletableForm(forms, formId, who);
      return withOrg(db, who.orgId, async (tx) => {
        await eachPicked(ids, (id) => setRecordDeleted(tx, who, request.ip, id, true, formId));
        return { deleted: ids.length };
      });
    },
  );

  /** Moves a record along its workflow and audits it; without a version (bulk), as it is now. */
  const transitionOne = async (
    tx: Tx,
    who: Principal,
    ip: string,
    id: string,
    { to, version, remark }: Omit<RecordTransitionRequest, 'version'> & { version?: number },
    formId?: string,
  ) => {
    const { record, form } = await visibleRecord(tx, who, id);
    if (formId !== undefined && form.definition.formId !== formId)
      throw new AppError('not_found', `There is no ${formId} record ${id}.`);
    const moved = await transitionRecord(saveOf(tx, who, ip), who, form, record, {
      to,
      version: version ?? record.version,
      ...(remark ? { remark } : {}),
    });
    await written(tx, who, ip, 'transition', moved, { to, ...(remark ? { remark } : {}) });
    return moved;
  };

  app.post(
    '/records/transition',
    {
      schema: {
        body: RecordBulkTransitionRequestSchema,
        response: { 200: RecordBulkTransitionResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { form_id: formId, ids, to, remark } = request.body;
      readableForm(forms, formId, who);
      return withOrg(db, who.orgId, async (tx) => {
        await eachPicked(ids, (id) =>
          transitionOne(tx, who, request.ip, id, { to, ...(remark ? { remark } : {}) }, formId),
        );
        return { moved: ids.length };
      });
    },
  );

  app.post(
    '/records/:id/transition',
    {
      schema: {
        params: RecordParamsSchema,
        body: RecordTransitionRequestSchema,
        response: { 200: RecordItemSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) =>
        transitionOne(tx, who, request.ip, request.params.id, request.body),
      );
    },
  );

  app.get(
    '/records/:id/history',
    { schema: { params: RecordParamsSchema, response: { 200: RecordHistoryResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        await visibleRecord(tx, who, request.params.id);
        return { items: await listHistory(tx, who.orgId, request.params.id) };
      });
    },
  );
};
