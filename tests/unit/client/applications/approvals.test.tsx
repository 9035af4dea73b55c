import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type {
  DecideApplicationsRequest,
  ListApplicationRequest,
} from '../../../../src/shared/api/applications';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { approver, makeSummary, renderAs, serveShell } from './application-fixtures';

// The workflow chunk (every application screen) takes longer to import than findBy* waits.
beforeAll(() => import('../../../../src/client/app/workflow-pages'));
afterEach(() => session.end());

const FIRST = makeSummary({
  id: '5b0c2f7e-1111-4c55-9f2e-000000000001',
  employeeName: 'Maria Santos',
  summary: 'Vacation leave, 2026-12-07 to 2026-12-08',
});
const SECOND = makeSummary({
  id: '5b0c2f7e-1111-4c55-9f2e-000000000002',
  employeeName: 'Jose Reyes',
  employeeNumber: 'E-002',
  summary: 'Sick leave, 2026-12-10',
});

describe('approvals', () => {
  test('a bulk decision posts the selected ids and names the one that failed', async () => {
    serveShell();
    const lists: ListApplicationRequest[] = [];
    let decided: DecideApplicationsRequest | null = null;
    server.use(
      http.post('*/api/hcm/list/application', async ({ request }) => {
        const body = (await request.json()) as ListApplicationRequest;
        lists.push(body);
        // The menu's count request asks for one item; the page asks for its queue.
        const items = body.type === 'leave' ? (decided ? [SECOND] : [FIRST, SECOND]) : [];
        return HttpResponse.json({
          items,
          total: items.length,
          nextCursor: null,
          countsByType: { leave: items.length },
        });
      }),
      http.post('*/api/hcm/approve-application', async ({ request }) => {
        decided = (await request.json()) as DecideApplicationsRequest;
        return HttpResponse.json({
          results: [
            { id: FIRST.id, ok: true, status: 'Approved', currentLevel: 2 },
            { id: SECOND.id, ok: false, error: 'Someone else decided this application first.' },
          ],
        });
      }),
    );
    renderAs(approver(), '/approvals/leave');

    fireEvent.click(
      await screen.findByRole(
        'checkbox',
        { name: `Select Maria Santos: ${FIRST.summary}` },
        { timeout: 5000 },
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: `Select Jose Reyes: ${SECOND.summary}` }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Approve 2 applications?');
    fireEvent.change(screen.getByLabelText('Remark (optional)'), {
      target: { value: 'Enjoy the break' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(decided).toEqual({
        ids: [FIRST.id, SECOND.id],
        decision: 'Approved',
        remark: 'Enjoy the break',
      }),
    );
    const outcome = await screen.findByText(/could not be approved/);
    expect(outcome.closest('[role="alert"]')?.textContent).toContain(
      `Jose Reyes, ${SECOND.summary}: Someone else decided this application first.`,
    );
    expect(outcome.closest('[role="alert"]')?.textContent).toContain('1 application approved');
    // The queue is fetched again after the decision, for this approver only.
    await waitFor(() => expect(screen.queryByText(FIRST.summary)).toBeNull());
    expect(lists.every((body) => body.approvalMatrix?.approverId === 'acc-approver')).toBe(true);
  });
});
