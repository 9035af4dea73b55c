import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { ContactDetailsForm } from '../../../../src/client/features/people/contact/contact-details-form';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';
import { makeProfile } from './profile-fixture';

function serveUpdate(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.patch('*/api/hcm/employee-profile/self', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

function renderForm() {
  const onSaved = vi.fn();
  const profile = makeProfile(false);
  render(
    <AppProviders>
      <ContactDetailsForm profile={profile} onSaved={onSaved} onCancel={() => undefined} />
    </AppProviders>,
  );
  return { onSaved, profile };
}

afterEach(() => session.end());

describe('own contact details form', () => {
  test('shows the field errors the server returns on their fields', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    serveUpdate(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Employee has 2 problem(s)',
            fields: [
              { path: '/mobile', message: 'Mobile number must be like 09171234567' },
              { path: '/presentAddress/zipCode', message: 'ZIP code must be 4 digits' },
            ],
          },
        },
        { status: 422 },
      ),
    );
    const { onSaved } = renderForm();

    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));

    const mobileError = await screen.findByText('Mobile number must be like 09171234567');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe(mobileError.id);
    const zipError = screen.getByText('ZIP code must be 4 digits');
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-describedby')).toBe(zipError.id);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('sends the version, the edited values, and null for what was cleared', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    const saved = makeProfile(false);
    const sent = serveUpdate(() => HttpResponse.json(saved));
    const { onSaved } = renderForm();

    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'carla@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent).toEqual([
      {
        version: 3,
        mobile: null,
        email: 'carla@example.com',
        presentAddress: { line1: '12 Mabini St', zipCode: '1200' },
      },
    ]);
  });
});
