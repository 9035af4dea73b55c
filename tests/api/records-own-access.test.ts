import { beforeAll, expect, it } from 'vitest';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// `access.own`: employee skills are kept by HR for everyone and by each employee for themselves;
// disciplinary actions are HR's, and each employee may read their own.
const SKILLS = 'ers-employee-skill';
const ACTIONS = 'ers-disciplinary-action';

describeOnEachDatabase(
  'records a user may reach only when they name the user (access.own)',
  (current) => {
    let hr: ApiCaller;
    let carla: ApiCaller; // acme's `employee`, 2022-0005
    const employees = new Map<string, { id: string; label: string; employeeNumber: string }>();
    beforeAll(async () => {
      hr = await signIn(current().app, 'acme', 'hr');
      carla = await signIn(current().app, 'acme', 'employee');
      const { items } = (
        await hr.call('POST', '/api/records/list', {
          body: {
            form_id: 'ers-employee',
            pageSize: 100,
            fields: ['employeeNumber', 'lastName', 'firstName'],
          },
        })
      ).json<RecordListResponse>();
      for (const item of items) {
        const number = String(item.data.employeeNumber);
        employees.set(number, {
          id: item.id,
          label: `${String(item.data.lastName)}, ${String(item.data.firstName)}`,
          employeeNumber: number,
        });
      }
    });

    const skill = (employeeNumber: string, otherSkill: string) => ({
      form_id: SKILLS,
      data: { employee: employees.get(employeeNumber), otherSkill, level: 3 },
    });
    const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
      const response = await caller.call('POST', '/api/records/list', { body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RecordListResponse>();
    };
    const numbersIn = (page: RecordListResponse) => [
      ...new Set(
        page.items.map((item) => (item.data.employee as { employeeNumber: string }).employeeNumber),
      ),
    ];

    it('lists, exports and opens only the records naming the employee', async () => {
      const ramons = await hr.call('POST', '/api/records', {
        body: skill('2022-0004', 'Forklift operation'),
      });
      expect(ramons.statusCode, ramons.body).toBe(201);
      const theirs = ramons.json<RecordItem>();

      expect(numbersIn(await list(hr, { form_id: SKILLS, pageSize: 100 })).sort()).toEqual(
        expect.arrayContaining(['2022-0004', '2022-0005']),
      );
      expect(numbersIn(await list(carla, { form_id: SKILLS, pageSize: 100 }))).toEqual([
        '2022-0005',
      ]);
      // Asking for someone else's is answered with one's own.
      const asked = await list(carla, { form_id: SKILLS, employeeNumber: '2022-0004' });
      expect(numbersIn(asked)).toEqual(['2022-0005']);
      const csv = await carla.call('POST', '/api/records/export', {
        body: { form_id: SKILLS, format: 'csv' },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Mendoza');
      expect(csv.body).not.toContain('Forklift');

      for (const [method, url] of [
        ['GET', `/api/records/${theirs.id}`],
        ['GET', `/api/records/${theirs.id}/history`],
        ['DELETE', `/api/records/${theirs.id}`],
      ] as const) {
        const response = await carla.call(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const edit = await carla.call('PUT', `/api/records/${theirs.id}`, {
        body: { data: theirs.data, version: theirs.version },
      });
      expect(edit.statusCode).toBe(404);
    });

    it('lets the employee add and change their own, never someone else’s', async () => {
      const mine = await carla.call('POST', '/api/records', {
        body: skill('2022-0005', 'Spanish'),
      });
      expect(mine.statusCode, mine.body).toBe(201);
      const record = mine.json<RecordItem>();

      const forOther = await carla.call('POST', '/api/records', {
        body: skill('2022-0004', 'Welding'),
      });
      expect(forOther.statusCode).toBe(403);
      expect(errorOf(forOther).message).toBe(
        'You may add and change only your own Employee skills.',
      );

      const moved = await carla.call('PUT', `/api/records/${record.id}`, {
        body: { data: { ...record.data, employee: employees.get('2022-0004') }, version: 1 },
      });
      expect(moved.statusCode).toBe(403);
      const kept = await carla.call('PUT', `/api/records/${record.id}`, {
        body: { data: { ...record.data, level: 4 }, version: 1 },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      // Nothing of the refused writes was stored.
      const ramons = await list(hr, {
        form_id: SKILLS,
        employeeNumber: '2022-0004',
        pageSize: 100,
      });
      expect(ramons.items.map((item) => item.data.otherSkill)).not.toContain('Welding');
    });

    it('lets an employee read their own disciplinary actions but not write them', async () => {
      const action = (employeeNumber: string) => ({
        form_id: ACTIONS,
        data: {
          employee: employees.get(employeeNumber),
          incidentDate: '2026-10-05',
          reportedOn: '2026-10-06',
          offenceCategory: 'Attendance',
          decision: 'None',
          status: 'Open',
        },
      });
      const carlas = await hr.call('POST', '/api/records', { body: action('2022-0005') });
      const ramons = await hr.call('POST', '/api/records', { body: action('2022-0004') });
      expect([carlas.statusCode, ramons.statusCode], carlas.body + ramons.body).toEqual([201, 201]);

      const seen = await list(carla, { form_id: ACTIONS, pageSize: 100 });
      expect(seen.items.map((item) => item.id)).toContain(carlas.json<RecordItem>().id);
      expect(numbersIn(seen)).toEqual(['2022-0005']);
      expect(
        (await carla.call('GET', `/api/records/${ramons.json<RecordItem>().id}`)).statusCode,
      ).toBe(404);
      const write = await carla.call('POST', '/api/records', { body: action('2022-0005') });
      expect(write.statusCode).toBe(403);
      const form = await carla.call('GET', `/api/forms/${ACTIONS}`);
      expect(form.json()).toMatchObject({ canWrite: false });
    });

    it("gives a definition without its sample records, which are the demo's co-workers' cases", async () => {
      // The seed's first sample is Paolo Garcia's written warning: seeded as a record of acme.
      for (const caller of [carla, hr]) {
        const form = await caller.call('GET', `/api/forms/${ACTIONS}`);
        expect(form.statusCode, form.body).toBe(200);
        expect(form.json<{ definition: object }>().definition).not.toHaveProperty('seed');
        expect(form.body).not.toContain('Garcia, Paolo');
        expect(form.body).not.toContain('fourth unexcused absence');
      }
      // The form builder shows an administrator a product definition as its file holds it,
      // samples only where they may list every record of it.
      const admin = await signIn(current().app, 'acme', 'admin');
      const file = await admin.call('GET', `/api/form-builder/files/${ACTIONS}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).toContain('fourth unexcused absence');
    });
  },
);
