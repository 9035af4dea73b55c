import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  CreatedIntegrationToken,
  CreateIntegrationTokenRequest,
  IntegrationToken,
  IntegrationTokensResponse,
  TokenScope,
  TokenScopesResponse,
} from '../../../../src/shared/api/integration-tokens';
import type { ErrorBody } from '../../../../src/shared/api/errors';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { IntegrationsPage } from '../../../../src/client/features/integrations/integrations-page';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const scope = (key: string, label: string, group: string, givable = true): TokenScope => ({
  key,
  label,
  description: `${label}, for the tests`,
  group,
  everyone: false,
  givable,
});

const CATALOGUE: TokenScope[] = [
  scope('payroll.read', 'Read payroll', 'Payroll'),
  scope('payroll.release', 'Release payroll', 'Payroll'),
  scope('people.read', 'Employee profiles and pay', 'People'),
  scope('page:payroll-registers', 'Payroll registers', 'Pages · Payroll'),
  scope('users.manage', 'Users and roles', 'Administration', false),
];

const bankExport: IntegrationToken = {
  tokenId: '6f1c2b9e-0000-4000-8000-000000000001',
  name: 'Bank export',
  scopes: ['payroll.read', 'page:payroll-registers', 'people.read'],
  status: 'Active',
  expiresAt: '2027-02-18T01:00:00.000Z',
  createdBy: 'admin',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: '2026-11-21T03:30:00.000Z',
};

const oldClock: IntegrationToken = {
  ...bankExport,
  tokenId: '6f1c2b9e-0000-4000-8000-000000000002',
  name: 'Old time clock',
  scopes: ['people.read'],
  status: 'Expired',
  lastUsedAt: null,
};

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <IntegrationsPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

/** The token list (whatever `items` holds at each request) and the scope catalogue. */
function serve(items: IntegrationToken[]) {
  server.use(
    http.get('*/api/iam/integration-tokens', () =>
      HttpResponse.json({ items } satisfies IntegrationTokensResponse),
    ),
    http.get('*/api/iam/integration-tokens/scopes', () =>
      HttpResponse.json({ items: CATALOGUE } satisfies TokenScopesResponse),
    ),
  );
}

async function openNewToken() {
  fireEvent.click(await screen.findByRole('button', { name: 'New token' }));
  const dialog = await screen.findByRole('dialog', { name: 'New integration token' });
  await within(dialog).findByRole('group', { name: 'Scopes' });
  return dialog;
}

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
});

describe('integrations page', () => {
  test('lists the tokens with their scopes in short, the whole list on demand', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    serve([bankExport, oldClock]);
    renderPage();

    const table = await screen.findByRole('table', { name: 'Integration tokens' });
    const rows = within(table).getAllByRole('row');
    const bank = within(rows[1]!);
    expect(bank.getByText('Bank export')).toBeTruthy();
    expect(await bank.findByText('Read payroll, Payroll registers and 1 more')).toBeTruthy();
    expect(bank.getByText('Active')).toBeTruthy();
    expect(bank.getByText('Feb 18, 2027')).toBeTruthy();
    expect(bank.getByText('by admin')).toBeTruthy();
    expect(bank.getByText('Nov 21, 2026 11:30 AM')).toBeTruthy();
    expect(bank.queryByText('Employee profiles and pay')).toBeNull();
    fireEvent.click(bank.getByRole('button', { name: 'Show all 3 scopes' }));
    expect(bank.getByText('Employee profiles and pay')).toBeTruthy();

    const clock = within(rows[2]!);
    expect(clock.getByText('Expired')).toBeTruthy();
    expect(clock.getByText('Never')).toBeTruthy();
    // Only a working token can be revoked.
    expect(clock.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  test('explains what a token is for while there is none', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    serve([]);
    renderPage();

    expect(await screen.findByText('No integration tokens yet')).toBeTruthy();
    expect(screen.getByText(/call the API without anyone's password/)).toBeTruthy();
  });

  test('creates a token from the catalogue and shows it once, with an example call', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    const items: IntegrationToken[] = [];
    serve(items);
    let sent: CreateIntegrationTokenRequest | null = null;
    const made: IntegrationToken = { ...bankExport, lastUsedAt: null, scopes: ['payroll.read'] };
    server.use(
      http.post('*/api/iam/integration-tokens', async ({ request }) => {
        sent = (await request.json()) as CreateIntegrationTokenRequest;
        items.push(made);
        const answer: CreatedIntegrationToken = { token: 'hcmt_acme.s3cret', item: made };
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    renderPage();

    const dialog = await openNewToken();
    // Grouped as the catalogue groups them; what the maker does not hold is not offered.
    expect(within(dialog).getByRole('region', { name: 'Payroll' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'People' })).toBeTruthy();
    expect(within(dialog).queryByText('Users and roles')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Search scopes'), {
      target: { value: 'read pay' },
    });
    expect(within(dialog).queryByRole('region', { name: 'People' })).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(/Read payroll/));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Bank export' } });
    expect((within(dialog).getByLabelText('Expires after (days)') as HTMLInputElement).value).toBe(
      '90',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token “Bank export” is ready' });
    expect(sent).toEqual({ name: 'Bank export', scopes: ['payroll.read'], expiresInDays: 90 });
    expect(within(shown).getByLabelText('Integration token').textContent).toBe('hcmt_acme.s3cret');
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    const example = within(shown).getByLabelText('Example call').textContent ?? '';
    expect(example).toContain('-H "Authorization: Bearer hcmt_acme.s3cret"');
    expect(example).toContain('-H "x-org-id: acme"');
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Bank export' })).toBeTruthy();
    // Once closed, the token is gone from the page for good.
    expect(screen.queryByText('hcmt_acme.s3cret')).toBeNull();
  });

  test('shows the scope the server refuses beside it', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    serve([]);
    server.use(
      http.post('*/api/iam/integration-tokens', () =>
        HttpResponse.json(
          {
            error: {
              code: 'forbidden',
              message: 'You cannot give permissions you do not hold yourself: Release payroll.',
              fields: [
                { path: '/scopes/1', message: 'You do not hold "Release payroll" yourself' },
              ],
            },
          } satisfies ErrorBody,
          { status: 403 },
        ),
      ),
    );
    renderPage();

    const dialog = await openNewToken();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Payouts' } });
    fireEvent.click(within(dialog).getByLabelText(/Read payroll/));
    fireEvent.click(within(dialog).getByLabelText(/Release payroll/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const refused = within(dialog).getByLabelText(/Release payroll/);
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(refused.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('You do not hold "Release payroll" yourself');
    expect(
      within(dialog)
        .getByLabelText(/Read payroll/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(within(dialog).getByText(/Not yours to give: Release payroll/)).toBeTruthy();
    // On its field, not again above the fields.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Integration token')).toBeNull();

    // Unticked, the refusal goes with it.
    fireEvent.click(refused);
    expect(within(dialog).queryByText(/Not yours to give/)).toBeNull();
  });

  test('revokes a token only after a confirmation naming it', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    const items: IntegrationToken[] = [bankExport];
    serve(items);
    let revoked = 0;
    server.use(
      http.delete(`*/api/iam/integration-tokens/${bankExport.tokenId}`, () => {
        revoked += 1;
        items[0] = { ...bankExport, status: 'Revoked' };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Bank export' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke "Bank export"?' });
    expect(within(confirm).getByText(/calls the API with "Bank export" is refused/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revoked).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Bank export' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revoke "Bank export"?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(revoked).toBe(1);
    expect(screen.getByText('"Bank export" is revoked: calls with it fail now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Bank export' })).toBeNull();
  });
});
