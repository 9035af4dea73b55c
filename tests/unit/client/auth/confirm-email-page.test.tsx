import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, makeOrgResources, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const LINK = '/session/confirm-email?org=acme&token=mailed-token-0123456789';

function serveConfirm(answer: () => Response) {
  const sent: { body: unknown; headers: Headers }[] = [];
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/authorize/token', () => HttpResponse.json({ token: 'anonymous-csrf' })),
    http.post('*/api/iam/recovery-email/confirm', async ({ request }) => {
      sent.push({ body: await request.json(), headers: request.headers });
      return answer();
    }),
  );
  return sent;
}

const submitPassword = async (password: string) => {
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
};

afterEach(() => session.end());

describe('the confirm e-mail page', () => {
  test('sends the link with the password, without any session of this tab, and says what changed', async () => {
    const sent = serveConfirm(() =>
      HttpResponse.json({ message: 'Your sign-in e-mail is now carla@example.org.', email: 'x' }),
    );
    signIn(makeAccount({ username: 'someone-else' }), 'other-session');
    renderApp(LINK);

    expect(
      await screen.findByRole('heading', { name: 'Confirm your sign-in e-mail' }),
    ).toBeTruthy();
    await submitPassword('Demo#2026!');

    expect(await screen.findByText('Your sign-in e-mail is now carla@example.org.')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      orgId: 'acme',
      token: 'mailed-token-0123456789',
      password: 'Demo#2026!',
    });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('anonymous-csrf');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/acme');
  });

  test('shows a wrong password on the field', async () => {
    serveConfirm(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Password is incorrect.',
            fields: [{ path: '/password', message: 'Password is incorrect.' }],
          },
        },
        { status: 422 },
      ),
    );
    renderApp(LINK);

    await submitPassword('nope');
    expect(await screen.findByText('Password is incorrect.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'E-mail confirmed' })).toBeNull();
  });

  test('says so when the link lacks its token', async () => {
    renderApp('/session/confirm-email?org=acme');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
  });
});
