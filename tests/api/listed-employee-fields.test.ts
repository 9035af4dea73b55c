import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { createDb } from '../../src/server/db/connection';
import { up as listValues } from '../../src/server/db/migrations/20261204T0900-listed-employee-fields';
import { up as listPositions } from '../../src/server/db/migrations/20261213T0900-listed-positions';
import { derivedColumns } from '../../src/server/records/key-columns';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { testForms } from './support/test-forms';

const forms = testForms();
const DEPARTMENTS = 'utility-team-department';
const STATUSES = 'utility-employment-status';
const POSITIONS = 'utility-position';

type Data = Record<string, unknown>;

describeOnEachDatabase(
  'listed employee fields: the values records hold become entries of the lists',
  (current) => {
    let hr: ApiCaller;
    let icareHr: ApiCaller;
    const employees = new Map<string, string>();

    const hire = async (caller: ApiCaller, employeeNumber: string) => {
      const record = await ok<RecordItem>(caller, 'POST', '/api/records', {
        form_id: 'ers-employee',
        data: {
          employeeNumber,
          lastName: 'Listed',
          firstName: employeeNumber,
          department: 'Finance',
          employmentStatus: 'Regular',
          active: true,
        },
      });
      employees.set(employeeNumber, record.id);
      return record.id;
    };

    beforeAll(async () => {
      hr = await signIn(current().app, 'acme', 'hr');
      icareHr = await signIn(current().app, 'icare', 'hr');
      for (const number of ['LE-0001', 'LE-0002', 'LE-0003']) await hire(hr, number);
      await hire(icareHr, 'LE-0101');

      // Values saved before the fields named their lists, written as those saves stored them.
      const owner = createDb(current().owner, 1);
      const rewrite = async (id: string, patch: Data) => {
        await sql`update records set data = (data::jsonb || ${JSON.stringify(patch)}::jsonb)::json
          where id = ${id}::uuid`.execute(owner);
        const plan = forms.get('ers-employee')?.plan;
        if (!plan) throw new Error('ers-employee is missing from schemas/');
        const derived = Object.entries(derivedColumns(plan, sql`data`));
        await sql`update records set ${sql.join(derived.map(([column, value]) => sql`${sql.id(column)} = ${value}`))}
          where id = ${id}::uuid`.execute(owner);
      };
      await rewrite(employees.get('LE-0001') as string, {
        department: 'Legal Affairs',
        employmentStatus: 'Intern',
        position: 'Data Steward',
      });
      // Its code would be FIN, which the list's Finance has.
      await rewrite(employees.get('LE-0002') as string, { department: 'Fin' });
      // Finance in another case: listed already.
      await rewrite(employees.get('LE-0003') as string, { department: 'FINANCE' });
      await rewrite(employees.get('LE-0101') as string, { department: 'legal affairs' });
      // A movement's new department counts too.
      const plant = async (formId: string, data: Data) => {
        const plan = forms.get(formId)?.plan;
        if (!plan) throw new Error(`${formId} is missing from schemas/`);
        const derived = Object.entries(derivedColumns(plan, sql`${JSON.stringify(data)}::jsonb`));
        await sql`
          insert into records (org_id, form_id, data, ${sql.join(derived.map(([column]) => sql.id(column)))})
          values ('acme', ${formId}, ${JSON.stringify(data)}::json, ${sql.join(derived.map(([, value]) => value))})
        `.execute(owner);
      };
      await plant('ers-movement', { department: 'Internal Audit', status: 'Pending approval' });
      // And a job opening's, which its hire's master record takes.
      await plant('ats-job-opening', {
        code: 'JO-LIST',
        title: 'Analyst',
        department: 'Research Lab',
      });

      await listValues(owner as unknown as Kysely<unknown>);
      await listPositions(owner as unknown as Kysely<unknown>);
      await owner.destroy();
    });

    const entries = async (caller: ApiCaller, formId: string, body: Data = {}) =>
      (
        await ok<RecordListResponse>(caller, 'POST', '/api/records/list', {
          form_id: formId,
          pageSize: 100,
          ...body,
        })
      ).items;
    const named = (items: RecordItem[], name: string) =>
      items.filter((item) => String(item.data.name).toLowerCase() === name.toLowerCase());

    it('lists each value no entry names, once per organisation, with a code of its own', async () => {
      const departments = await entries(hr, DEPARTMENTS);
      expect(named(departments, 'Legal Affairs').map((item) => item.data)).toEqual([
        { code: 'LEGAL-AFFAIRS', name: 'Legal Affairs', active: true },
      ]);
      expect(named(departments, 'Fin').map((item) => item.data)).toEqual([
        { code: 'FIN-2', name: 'Fin', active: true },
      ]);
      expect(named(departments, 'Internal Audit')).toHaveLength(1);
      expect(named(departments, 'Research Lab')).toHaveLength(1);
      expect(named(departments, 'Finance').map((item) => item.data.name)).toEqual(['Finance']);
      expect(named(await entries(hr, POSITIONS), 'Data Steward').map((item) => item.data)).toEqual([
        { code: 'DATA-STEWARD', name: 'Data Steward', active: true },
      ]);
      expect(named(await entries(icareHr, POSITIONS), 'Data Steward')).toEqual([]);
      const statuses = await entries(hr, STATUSES);
      expect(named(statuses, 'Intern').map((item) => item.data)).toEqual([
        { code: 'INTERN', name: 'Intern', active: true },
      ]);

      const theirs = await entries(icareHr, DEPARTMENTS);
      expect(named(theirs, 'Legal Affairs').map((item) => item.data.name)).toEqual([
        'legal affairs',
      ]);
      expect(named(theirs, 'Fin')).toEqual([]);
      expect(named(theirs, 'Internal Audit')).toEqual([]);
    });

    it('sorts, searches and filters the new entries like any other', async () => {
      const sorted = (await entries(hr, DEPARTMENTS)).map((item) => String(item.data.name));
      expect(sorted).toEqual(
        [...sorted].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
      );
      expect(
        (await entries(hr, DEPARTMENTS, { q: 'legal-aff' })).map((item) => item.data.name),
      ).toEqual(['Legal Affairs']);
      const active = await entries(hr, DEPARTMENTS, { filter: { active: true } });
      expect(named(active, 'Internal Audit')).toHaveLength(1);
    });

    it('saves a record unchanged, a changed value in the list spelling, and refuses others', async () => {
      const save = (id: string, record: RecordItem, patch: Data) =>
        hr.call('PUT', `/api/records/${id}`, {
          body: { data: { ...record.data, ...patch }, version: record.version },
        });
      const id = employees.get('LE-0001') as string;
      const stored = await ok<RecordItem>(hr, 'GET', `/api/records/${id}`);
      const unchanged = await save(id, stored, {});
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      const kept = unchanged.json<RecordItem>();
      expect(kept.data).toMatchObject({
        department: 'Legal Affairs',
        employmentStatus: 'Intern',
        position: 'Data Steward',
      });

      const upper = employees.get('LE-0003') as string;
      const finance = await ok<RecordItem>(hr, 'GET', `/api/records/${upper}`);
      expect(
        (await save(upper, finance, { position: 'Analyst' })).json<RecordItem>().data,
      ).toMatchObject({ department: 'FINANCE', position: 'Analyst' });

      const moved = await save(id, kept, {
        department: ' internal audit ',
        employmentStatus: 'regular',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<RecordItem>().data).toMatchObject({
        department: 'Internal Audit',
        employmentStatus: 'Regular',
      });

      const refused = await save(id, moved.json<RecordItem>(), {
        department: 'Nowhere',
        position: 'Nobody',
        employmentStatus: 'Retained',
      });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).fields).toEqual([
        { path: '/department', message: 'Department must be one of the Teams / departments' },
        { path: '/position', message: 'Position must be one of the Positions' },
        {
          path: '/employmentStatus',
          message: 'Employment status must be one of the Employment statuses',
        },
      ]);
    });

    it('keeps a value whose entry was deactivated on the records that hold it, and no more', async () => {
      const [entry] = named(await entries(hr, DEPARTMENTS), 'Fin');
      if (!entry) throw new Error('the Fin entry is missing');
      await ok(hr, 'PUT', `/api/records/${entry.id}`, {
        data: { ...entry.data, active: false },
        version: entry.version,
      });
      const id = employees.get('LE-0002') as string;
      const stored = await ok<RecordItem>(hr, 'GET', `/api/records/${id}`);
      await ok(hr, 'PUT', `/api/records/${id}`, {
        data: { ...stored.data, position: 'Clerk' },
        version: stored.version,
      });
      const another = await hr.call('POST', '/api/records', {
        body: {
          form_id: 'ers-employee',
          data: {
            employeeNumber: 'LE-0004',
            lastName: 'L',
            firstName: 'F',
            department: 'Fin',
            active: true,
          },
        },
      });
      expect(another.statusCode).toBe(422);
      expect(errorOf(another).fields).toEqual([
        { path: '/department', message: 'Department must be one of the Teams / departments' },
      ]);
    });
  },
);
