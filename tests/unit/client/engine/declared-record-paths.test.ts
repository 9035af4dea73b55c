import { describe, expect, test } from 'vitest';
import { definitionPaths } from '../../../../src/client/engine/routes/record-paths';
import { resolveRecordRoute } from '../../../../src/client/engine/routes/resolve-record-route';
import type { FormSummary } from '../../../../src/shared/api/records';
import { formSummaries, RECORD_ID } from './record-fixtures';

const summary = (formId: string, route: string, paths: FormSummary['paths']): FormSummary => ({
  formId,
  title: formId,
  pluralTitle: formId,
  module: 'ats',
  route,
  listAtBase: false,
  canWrite: true,
  canCreate: true,
  paths,
});

// Spec pages that are not the engine's standard shapes (route catalogue).
const rfp = summary('ats-rfp', '/rfp', {
  list: '/rfp/list',
  add: '/rfp/add-rfp/:formId',
  view: '/rfp/record/:formId/:recordId',
  edit: '/rfp/edit-rfp/:formId/:recordId',
});
const training = summary('training-request', '/learning-and-development/training-requests', {
  add: '/learning-and-development/training-requests/form/:formId/:admin?',
});
const jobOpening = summary('ats-job-opening', '/ats/job-opening', {
  add: '/ats/job-opening/add/:formId/:recordId?',
});
const appraisal = summary('pms-appraisal', '/appraisals', {
  list: '/appraisals/list',
  aliases: [
    { path: '/pms/settings/appraisal/archive', page: 'list', filter: { status: 'Archived' } },
    { path: '/appraisals/pending/:id', page: 'edit' },
    { path: '/pms/score-card-reviews/score-card/view/:id?', page: 'view' },
  ],
});
const forms = [...formSummaries, rfp, training, jobOpening, appraisal];

const resolve = (path: string) => {
  const resolved = resolveRecordRoute(path, forms);
  return (
    resolved && {
      page: resolved.page,
      formId: resolved.form.formId,
      recordId: resolved.recordId,
      ...(resolved.filter ? { filter: resolved.filter } : {}),
    }
  );
};

describe('declared page paths', () => {
  test('resolve to their pages, with the record from :recordId', () => {
    expect(resolve('/rfp/list')).toEqual({ page: 'list', formId: 'ats-rfp' });
    expect(resolve('/rfp/add-rfp/ats-rfp')).toEqual({ page: 'create', formId: 'ats-rfp' });
    expect(resolve(`/rfp/record/ats-rfp/${RECORD_ID}`)).toEqual({
      page: 'view',
      formId: 'ats-rfp',
      recordId: RECORD_ID,
    });
    expect(resolve(`/rfp/edit-rfp/ats-rfp/${RECORD_ID}/`)).toEqual({
      page: 'edit',
      formId: 'ats-rfp',
      recordId: RECORD_ID,
    });
  });

  test('take optional params, and an add page naming a record edits it', () => {
    const add = { page: 'create', formId: 'training-request' };
    expect(resolve('/learning-and-development/training-requests/form/training-request')).toEqual(
      add,
    );
    expect(
      resolve('/learning-and-development/training-requests/form/training-request/admin'),
    ).toEqual(add);
    expect(resolve(`/ats/job-opening/add/ats-job-opening/${RECORD_ID}`)).toEqual({
      page: 'edit',
      formId: 'ats-job-opening',
      recordId: RECORD_ID,
    });
  });

  test('refuse another form id in :formId, and leave the standard shapes working', () => {
    expect(resolve(`/rfp/record/utility-gender/${RECORD_ID}`)).toBeNull();
    expect(resolve('/rfp/add-rfp/ats-job-opening')).toBeNull();
    expect(resolve(`/rfp/view/ats-rfp/${RECORD_ID}`)).toEqual({
      page: 'view',
      formId: 'ats-rfp',
      recordId: RECORD_ID,
    });
    expect(resolve('/utility/gender/list')).toEqual({ page: 'list', formId: 'utility-gender' });
  });

  test('are what the engine links to, optional params left out', () => {
    const paths = definitionPaths(rfp);
    expect([paths.list, paths.add, paths.view(RECORD_ID), paths.edit(RECORD_ID)]).toEqual([
      '/rfp/list',
      '/rfp/add-rfp/ats-rfp',
      `/rfp/record/ats-rfp/${RECORD_ID}`,
      `/rfp/edit-rfp/ats-rfp/${RECORD_ID}`,
    ]);
    expect(definitionPaths(training).add).toBe(
      '/learning-and-development/training-requests/form/training-request',
    );
    expect(definitionPaths(jobOpening).add).toBe('/ats/job-opening/add/ats-job-opening');
    // Pages not declared keep the standard shapes.
    expect(definitionPaths(training).view(RECORD_ID)).toBe(
      `/learning-and-development/training-requests/view/training-request/${RECORD_ID}`,
    );
  });

  test('aliases are the same pages: a record by :id, a list with its own filter, no record lists', () => {
    const form = { formId: 'pms-appraisal' };
    expect(resolve(`/appraisals/pending/${RECORD_ID}`)).toEqual({
      ...form,
      page: 'edit',
      recordId: RECORD_ID,
    });
    expect(resolve('/pms/settings/appraisal/archive')).toEqual({
      ...form,
      page: 'list',
      filter: { status: 'Archived' },
    });
    expect(resolve('/pms/score-card-reviews/score-card/view')).toEqual({ ...form, page: 'list' });
    expect(resolve(`/pms/score-card-reviews/score-card/view/${RECORD_ID}`)).toEqual({
      ...form,
      page: 'view',
      recordId: RECORD_ID,
    });
    expect(resolve('/appraisals/pending')).toBeNull();
  });
});
