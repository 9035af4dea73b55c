import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { FileApplicationRequest } from '../../../../src/shared/api/applications';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { employee, renderAs, serveShell } from './application-fixtures';

// The form's chunk (RJSF and the record theme) takes longer to import than findBy* waits.
beforeAll(() => import('../../../../src/client/features/applications/apply/application-form'));
afterEach(() => session.end());

const location = () => screen.getByTestId('location').textContent;

function serveApplyPage() {
  serveShell();
  server.use(
    http.get('*/api/organization/approval-matrix', () =>
      HttpResponse.json({
        matrix: 'Operations',
        levels: [
          {
            level: 1,
            approvers: [{ accountId: 'acc-9', name: 'Ramon Dela Cruz', employeeNumber: 'E-009' }],
          },
        ],
      }),
    ),
    http.get('*/api/hcm/leave-credits/E-001', () =>
      HttpResponse.json({
        employeeNumber: 'E-001',
        employeeName: 'Santos, Maria',
        template: 'Standard leave',
        balances: [
          { leaveType: 'Vacation leave', paid: true, balanceMinutes: 4800, pendingMinutes: 960 },
          { leaveType: 'Leave without pay', paid: false, balanceMinutes: 0, pendingMinutes: 0 },
          {
            leaveType: 'Compensatory time off',
            paid: true,
            balanceMinutes: 240,
            pendingMinutes: 0,
          },
        ],
        adjustableLeaveTypes: [],
        entries: [],
      }),
    ),
  );
}

/** The message element a field names first in aria-describedby: where its error shows. */
function errorOf(label: string): string {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

async function fillLeave() {
  fireEvent.change(await screen.findByLabelText('Leave type', {}, { timeout: 5000 }), {
    target: { value: 'Vacation leave' },
  });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-08' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-07' } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Family matter' } });
}

describe('apply form', () => {
  test('offers the leave types of the balances with the days still available', async () => {
    serveApplyPage();
    renderAs(employee(), '/application/apply/leave');

    const select = await screen.findByLabelText('Leave type', {}, { timeout: 5000 });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select…',
      'Vacation leave (8 days available)',
      'Leave without pay (unpaid)',
    ]);
    expect(await screen.findByText('Ramon Dela Cruz')).toBeTruthy();
  });

  test('puts the server’s field errors under the fields and its message above the form', async () => {
    serveApplyPage();
    let sent: FileApplicationRequest | null = null;
    server.use(
      http.post('*/api/hcm/application', async ({ request }) => {
        sent = (await request.json()) as FileApplicationRequest;
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'The application has 1 problem(s): To must be on or after From.',
              fields: [{ path: '/details/dateTo', message: 'To must be on or after From.' }],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderAs(employee(), '/application/apply/leave');

    await fillLeave();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(errorOf('To')).toContain('To must be on or after From.'));
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('From')).not.toContain('To must be on or after From.');
    expect(screen.getByRole('alert').textContent).toContain('The application has 1 problem(s)');
    expect(sent).toEqual({
      kind: 'leave',
      details: {
        leaveType: 'Vacation leave',
        dateFrom: '2026-12-08',
        dateTo: '2026-12-07',
        dayPart: 'Whole day',
        reason: 'Family matter',
      },
    });
    expect(location()).toBe('/application/apply/leave');

    // Changing the field the server named clears its message.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-09' } });
    await waitFor(() => expect(errorOf('To')).not.toContain('To must be on or after From.'));
  });

  test('a required field left empty is named before anything is sent', async () => {
    serveApplyPage();
    let posted = false;
    server.use(
      http.post('*/api/hcm/application', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderAs(employee(), '/application/apply/leave');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Submit application' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(errorOf('Reason')).toContain('Reason is required'));
    expect(posted).toBe(false);
  });

  test('without balances the leave type is typed', async () => {
    serveApplyPage();
    server.use(
      http.get('*/api/hcm/leave-credits/E-001', () => new HttpResponse(null, { status: 404 })),
    );
    renderAs(employee(), '/application/apply/leave');

    const field = await screen.findByLabelText('Leave type', {}, { timeout: 5000 });
    expect(field.tagName).toBe('INPUT');
  });
});
