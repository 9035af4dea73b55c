import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormResponse, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { checkDefinitions } from '../../src/server/forms/check-definitions';
import { readDefinitionFiles } from '../../src/server/forms/definition-files';
import {
  loadFixtures,
  messageMatcher,
  schemasWithFixtures,
  withFile,
} from '../fixtures/drop-in-fixtures';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';

/**
 * The drop-in promise, construct by construct: every fixture's definition, dropped into a copy
 * of schemas/, passes the definition check, is served, takes its valid rows back unchanged,
 * refuses its invalid rows in plain words on the right field, and lists what was saved.
 */
const FIXTURES = loadFixtures();
const schemasDir = schemasWithFixtures(mkdtempSync(join(tmpdir(), 'hcm-drop-in-conformance-')));

describe('drop-in conformance fixtures', () => {
  it('are all there, each with rows both ways', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(25);
    for (const { name, definition, valid, invalid } of FIXTURES) {
      expect(definition.formId, name).toBe(`dropin-${name}`);
      expect(valid.length, name).toBeGreaterThan(0);
      expect(invalid.length, name).toBeGreaterThan(0);
    }
  });

  // What `npm run check-schemas` runs: a definition it passes must load in the server, and
  // the server below refuses to start on any problem, so this names the culprit first.
  it('pass the definition check together with schemas/', () => {
    const { definitions, fragments } = readDefinitionFiles(schemasDir);
    expect(checkDefinitions(definitions, fragments)).toEqual([]);
    expect(definitions.filter(({ file }) => file.startsWith('dropin/'))).toHaveLength(
      FIXTURES.length,
    );
  });
});

describeOnEachDatabase(
  'drop-in conformance: each fixture served, saved, refused and listed by the API',
  (current) => {
    let hr: ApiCaller;
    /**
     * A stored file for `format: data-url` fields (an attachment, not a data URL); fixture rows
     * say "$file" where it goes.
     */
    let file: unknown;
    beforeAll(async () => {
      hr = await signIn(current().app, 'acme', 'hr');
      const pdf = readFileSync('tests/e2e/fixtures/receipt.pdf');
      const { payload, contentType } = multipart('receipt.pdf', 'application/pdf', pdf);
      const upload = await hr.call('POST', '/api/files', {
        body: payload,
        headers: { 'content-type': contentType },
      });
      expect(upload.statusCode, upload.body).toBe(201);
      file = upload.json();
    });

    for (const fixture of FIXTURES) {
      const { name, definition } = fixture;
      it(`${name}: ${definition.formId}`, async () => {
        const form = await hr.call('GET', `/api/forms/${definition.formId}`);
        expect(form.statusCode, form.body).toBe(200);
        const { validatorUrl } = form.json<FormResponse>();
        const validator = await hr.call('GET', validatorUrl);
        expect(validator.statusCode, `${validatorUrl}: ${validator.body}`).toBe(200);

        // Soft: one run names every row that does not behave, not just the first.
        const created: RecordItem[] = [];
        /** Invalid rows stored anyway: the list's total counts them too. */
        let wronglyStored = 0;
        for (const [index, row] of fixture.valid.entries()) {
          const data = withFile(row, file);
          const response = await hr.call('POST', '/api/records', {
            body: { form_id: definition.formId, data },
          });
          expect.soft(response.statusCode, `valid[${index}]: ${response.body}`).toBe(201);
          if (response.statusCode !== 201) continue;
          const record = response.json<RecordItem>();
          created.push(record);
          const read = await hr.call('GET', `/api/records/${record.id}`);
          expect.soft(read.json<RecordItem>().data, `valid[${index}] read back`).toEqual(data);
        }

        for (const [index, { data, field, message }] of fixture.invalid.entries()) {
          const response = await hr.call('POST', '/api/records', {
            body: { form_id: definition.formId, data: withFile(data, file) },
          });
          expect.soft(response.statusCode, `invalid[${index}]: ${response.body}`).toBe(422);
          if (response.statusCode === 201) wronglyStored += 1;
          if (response.statusCode !== 422) continue;
          const expected = messageMatcher(message);
          expect.soft(errorOf(response).fields, `invalid[${index}]`).toContainEqual({
            path: field,
            message: typeof expected === 'string' ? expected : expect.stringMatching(expected),
          });
        }

        const list = await hr.call('POST', '/api/records/list', {
          body: { form_id: definition.formId, pageSize: 200, fields: ['*'] },
        });
        expect(list.statusCode, list.body).toBe(200);
        const { items, total } = list.json<RecordListResponse>();
        expect(total).toBe(created.length + wronglyStored);
        for (const record of created)
          expect.soft(items.find((item) => item.id === record.id)?.data).toEqual(record.data);
      });
    }
  },
  { SCHEMAS_DIR: schemasDir },
);
