import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type {
  FormResponse,
  RecordItem,
  RecordListRequest,
} from '../../../../src/shared/api/records';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { deriveUiSchema } from '../../../../src/shared/forms/ui-schema';
import { neighbourColumn } from '../../../../src/client/engine/views/board/board-moves';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { formSummaries, makeRecord, renderRecords, serveRecordShell } from './record-fixtures';

const definition: FormDefinition = {
  formId: 'ats-applicant',
  title: 'Applicant',
  pluralTitle: 'Applicants',
  module: 'ats',
  route: '/ats/applicants',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', maxLength: 100 },
      stage: { type: 'string', title: 'Stage', enum: ['New', 'Interview', 'Hired'] },
    },
  },
  list: {
    columns: ['name', 'stage'],
    sort: { field: 'name', direction: 'asc' },
    search: ['name'],
    filters: ['stage'],
  },
  access: { read: ['*'], write: ['admin'] },
  views: { board: { field: 'stage', cardFields: ['name'], path: '/ats/applicants/pipeline' } },
};
const form: FormResponse = {
  definition: { ...definition, uiSchema: deriveUiSchema(definition) },
  canWrite: true,
  canCreate: true,
  validatorUrl: '/api/forms/validators/test.js',
};

const ANA = makeRecord({ name: 'Ana Cruz', stage: 'New' }, { id: 'ana', version: 3 });

interface Put {
  id: string;
  body: { data: Record<string, unknown>; version: number };
}

/** Serves the applicant board: each column lists the records of its stage in `stored`. */
function serveBoard(stored: Map<string, RecordItem>, answerPut: (put: Put) => Response | null) {
  const puts: Put[] = [];
  server.use(
    http.get('*/api/forms', () =>
      HttpResponse.json({
        forms: [
          ...formSummaries,
          {
            formId: 'ats-applicant',
            title: 'Applicant',
            pluralTitle: 'Applicants',
            module: 'ats',
            route: '/ats/applicants',
            listAtBase: false,
            canWrite: true,
            canCreate: true,
            viewPaths: { board: '/ats/applicants/pipeline' },
          },
        ],
      }),
    ),
    http.get('*/api/forms/ats-applicant', () => HttpResponse.json(form)),
    http.post('*/api/records/list', async ({ request }) => {
      const body = (await request.json()) as RecordListRequest;
      const items = [...stored.values()].filter((item) => item.data.stage === body.filter?.stage);
      return HttpResponse.json({
        items,
        total: items.length,
        totalIsEstimate: false,
        nextCursor: null,
      });
    }),
    http.get('*/api/records/:id', ({ params }) => HttpResponse.json(stored.get(String(params.id)))),
    http.put('*/api/records/:id', async ({ params, request }) => {
      const put = { id: String(params.id), body: (await request.json()) as Put['body'] };
      puts.push(put);
      const refused = answerPut(put);
      if (refused) return refused;
      const saved = makeRecord(put.body.data, { id: put.id, version: put.body.version + 1 });
      stored.set(put.id, saved);
      return HttpResponse.json(saved);
    }),
  );
  return puts;
}

const column = async (stage: string) => within(await screen.findByRole('region', { name: stage }));
const card = (name: string) => screen.findByRole('group', { name: new RegExp(`^${name}, in`) });

beforeAll(() => import('../../../../src/client/engine/views/board/record-board-page'));
afterEach(() => session.end());

describe('the board', () => {
  test('arrow keys pick the column beside, none past either end', () => {
    const columns = ['New', 'Interview', 'Hired'];
    expect(neighbourColumn(columns, 'New', 'ArrowRight')).toBe('Interview');
    expect(neighbourColumn(columns, 'Interview', 'ArrowLeft')).toBe('New');
    expect(neighbourColumn(columns, 'Hired', 'ArrowRight')).toBeNull();
    expect(neighbourColumn(columns, 'New', 'ArrowLeft')).toBeNull();
    expect(neighbourColumn(columns, 'New', 'ArrowDown')).toBeNull();
  });

  test('moves a focused card with the arrow key: a save of the field at the card’s version', async () => {
    serveRecordShell();
    const stored = new Map([['ana', ANA]]);
    const puts = serveBoard(stored, () => null);
    renderRecords('/ats/applicants/pipeline');

    expect(await (await column('New')).findByText('Ana Cruz')).toBeTruthy();
    fireEvent.keyDown(await card('Ana Cruz'), { key: 'ArrowRight' });

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      id: 'ana',
      body: { data: { name: 'Ana Cruz', stage: 'Interview' }, version: 3 },
    });
    expect(await screen.findByText('Moved Ana Cruz to Interview.')).toBeTruthy();
    expect(await (await column('Interview')).findByText('Ana Cruz')).toBeTruthy();
    expect((await column('New')).queryByText('Ana Cruz')).toBeNull();
  });

  test('a refused move says why and puts the card back', async () => {
    serveRecordShell();
    const stored = new Map([['ana', ANA]]);
    serveBoard(stored, () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Interview date is required',
            fields: [{ path: '/interviewDate', message: 'Interview date is required' }],
          },
        },
        { status: 422 },
      ),
    );
    renderRecords('/ats/applicants/pipeline');

    fireEvent.keyDown(await card('Ana Cruz'), { key: 'ArrowRight' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ana Cruz stays in New: Interview date is required');
    expect(await (await column('New')).findByText('Ana Cruz')).toBeTruthy();
    expect((await column('Interview')).queryByText('Ana Cruz')).toBeNull();
  });

  test('a stale card reloads the board and says so', async () => {
    serveRecordShell();
    const stored = new Map([['ana', ANA]]);
    serveBoard(stored, () => {
      // Someone else moved Ana meanwhile.
      stored.set(
        'ana',
        makeRecord({ name: 'Ana Cruz', stage: 'Hired' }, { id: 'ana', version: 4 }),
      );
      return HttpResponse.json(
        { error: { code: 'conflict', message: 'Someone else saved this Applicant.' } },
        { status: 409 },
      );
    });
    renderRecords('/ats/applicants/pipeline');

    fireEvent.keyDown(await card('Ana Cruz'), { key: 'ArrowRight' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ana Cruz was changed by someone else, so the board was reloaded.',
    );
    expect(await (await column('Hired')).findByText('Ana Cruz')).toBeTruthy();
    expect((await column('New')).queryByText('Ana Cruz')).toBeNull();
  });
});
