import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { ErrorBody } from '../../../../src/shared/api/errors';
import type { EmployeePinResponse } from '../../../../src/shared/api/kiosk';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { EmployeePinForm } from '../../../../src/client/features/kiosk/employee-pin-form';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

/** Answers the PIN calls with `reply`, keeping what was sent. */
function servePin(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/hcm/user-auth/:operation', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

function fillIn(employeeNumber: string, pin: string, confirmPin: string) {
  fireEvent.change(screen.getByLabelText(/Employee number/), {
    target: { value: employeeNumber },
  });
  fireEvent.change(screen.getByLabelText(/New PIN/), { target: { value: pin } });
  fireEvent.change(screen.getByLabelText(/Confirm PIN/), { target: { value: confirmPin } });
  fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
}

/** The message a field's input points at with aria-describedby. */
function messageOf(input: HTMLElement) {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

function renderForm() {
  signIn(makeAccount({ roles: ['admin'] }));
  render(
    <AppProviders>
      <EmployeePinForm />
    </AppProviders>,
  );
}

afterEach(() => session.end());

describe('employee PIN form', () => {
  test('refuses PINs that do not match without calling the server', async () => {
    const sent = servePin(() =>
      HttpResponse.json({ employeeNumber: '2022-0005', employeeName: 'Carla Mendoza' }),
    );
    renderForm();

    fillIn('2022-0005', '482913', '482931');

    expect(await screen.findByText('The two PINs do not match.')).toBeTruthy();
    expect(screen.getByLabelText(/Confirm PIN/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  test("shows the server's field error on the PIN field", async () => {
    const refused: ErrorBody = {
      error: {
        code: 'validation_failed',
        message: 'PIN must be 4 to 6 digits',
        fields: [{ path: '/pin', message: 'PIN must be 4 to 6 digits' }],
      },
    };
    const sent = servePin(() => HttpResponse.json(refused, { status: 422 }));
    renderForm();

    fillIn('2022-0005', '4829', '4829');

    const pin = screen.getByLabelText(/New PIN/);
    await waitFor(() => expect(messageOf(pin)).toBe('PIN must be 4 to 6 digits'));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([{ employeeNumber: '2022-0005', pin: '4829' }]);
  });

  test('names the employee once the PIN is set and empties the inputs', async () => {
    const sent = servePin(() =>
      HttpResponse.json({
        employeeNumber: '2022-0005',
        employeeName: 'Carla Mendoza',
      } satisfies EmployeePinResponse),
    );
    renderForm();

    fillIn(' 2022-0005 ', '482913', '482913');

    expect(await screen.findByText('PIN set for Carla Mendoza (2022-0005)')).toBeTruthy();
    expect(sent).toEqual([{ employeeNumber: '2022-0005', pin: '482913' }]);
    for (const label of [/Employee number/, /New PIN/, /Confirm PIN/])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
  });
});
