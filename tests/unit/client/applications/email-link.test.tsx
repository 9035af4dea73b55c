import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { EmailLinkView } from '../../../../src/shared/api/applications';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { employee, renderAs } from './application-fixtures';

afterEach(() => session.end());

const TOKEN = 'acme.abcdefghijklmnopqrstuvwxyz';
const PATH = `/email/applications/leave/E-001/5b0c2f7e-1111-4c55-9f2e-000000000001/approve?token=${TOKEN}`;

function view(state: EmailLinkView['state']): EmailLinkView {
  return {
    state,
    decision: 'Approved',
    approverName: 'Ramon Dela Cruz',
    organization: 'Acme Corporation',
    application: {
      kind: 'leave',
      employeeNumber: 'E-001',
      employeeName: 'Maria Santos',
      summary: 'Vacation leave, 2026-12-07 to 2026-12-08',
      reason: 'Family matter',
      status: state === 'open' ? 'Pending' : 'Approved',
      dateApplied: '2026-11-20T01:00:00.000Z',
      currentLevel: 1,
      levelCount: 1,
    },
  };
}

describe('e-mail approval link', () => {
  test('a used link says so, offers sign-in and cannot confirm', async () => {
    let asked: unknown = null;
    server.use(
      http.post('*/api/email-approvals/view', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(view('used'));
      }),
    );
    renderAs(null, PATH);

    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeTruthy();
    expect(asked).toEqual({ token: TOKEN });
    expect(screen.getByText('Acme Corporation')).toBeTruthy();
    expect(screen.getByText('Vacation leave, 2026-12-07 to 2026-12-08')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  test('a link whose approver may no longer decide says it no longer works', async () => {
    server.use(
      http.post('*/api/email-approvals/view', () =>
        HttpResponse.json({ ...view('revoked'), application: { ...view('open').application } }),
      ),
    );
    renderAs(null, PATH);

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText(/may no longer decide this application/)).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  test('an open link confirms with the remark, without sending the session it finds', async () => {
    const headers: Headers[] = [];
    let decided: unknown = null;
    server.use(
      http.post('*/api/email-approvals/view', ({ request }) => {
        headers.push(request.headers);
        return HttpResponse.json(view('open'));
      }),
      http.post('*/api/email-approvals/decide', async ({ request }) => {
        headers.push(request.headers);
        decided = await request.json();
        return HttpResponse.json({ ...view('used').application, status: 'Approved' });
      }),
    );
    // Someone else is signed in on this browser: the link must not act as them.
    renderAs(employee(), PATH);

    fireEvent.change(await screen.findByLabelText('Remark (optional)'), {
      target: { value: 'Enjoy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByText("Maria Santos's application is now approved.")).toBeTruthy();
    expect(decided).toEqual({ token: TOKEN, remark: 'Enjoy' });
    await waitFor(() => expect(headers).toHaveLength(2));
    for (const sent of headers) {
      expect(sent.get('authorization')).toBeNull();
      expect(sent.get('x-csrf-token')).toBe('anonymous-csrf');
    }
  });

  test('an unknown token is not a valid link', async () => {
    server.use(
      http.post('*/api/email-approvals/view', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'This approval link is not valid.' } },
          { status: 404 },
        ),
      ),
    );
    renderAs(null, PATH);

    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });
});
