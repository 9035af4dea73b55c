import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { ErrorBody } from '../../../../src/shared/api/errors';
import type {
  DeletedOrganizationAnswer,
  OperatorSignInResponse,
  PlatformActivity,
  PlatformOrganizations,
} from '../../../../src/shared/api/platform-console';
import type {
  CreatedOrganization,
  CreateOrganizationRequest,
  OrganizationSummary,
} from '../../../../src/shared/api/tenancy';
import { platformSession } from '../../../../src/client/features/platform-console/platform-session';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const OPERATOR = { email: 'ops@example.com', name: 'Olive Ops' };
const TOKEN = 'platform.console-secret';

const org = (overrides: Partial<OrganizationSummary>): OrganizationSummary => ({
  orgId: 'acme',
  tradeName: 'Acme Corporation',
  registeredName: 'Acme Corporation',
  status: 'active',
  createdAt: '2026-01-05T02:00:00.000Z',
  suspendedAt: null,
  exportedAt: null,
  people: 12,
  accounts: 7,
  ...overrides,
});

const acme = org({});
const bayani = org({
  orgId: 'bayani',
  tradeName: 'Bayani Foods',
  registeredName: 'Bayani Foods Corporation',
  status: 'suspended',
  suspendedAt: '2026-11-20T01:00:00.000Z',
  exportedAt: '2026-11-21T01:00:00.000Z',
  people: 0,
  accounts: 1,
});

const ACTIVITY: PlatformActivity = {
  items: [
    {
      at: '2026-11-21T01:00:00.000Z',
      operator: `operator:${OPERATOR.email}`,
      action: 'organization-exported',
      orgId: 'bayani',
      detail: { rows: 420, files: 3 },
    },
    {
      at: '2026-11-20T01:00:00.000Z',
      operator: 'cli:root',
      action: 'organization-suspended',
      orgId: 'bayani',
      detail: {},
    },
  ],
};

/** Every console request as the server saw it: method, path and headers. */
interface Seen {
  method: string;
  path: string;
  headers: Headers;
}

/** The console's API over `items` (changed in place by the handlers a test adds). */
function serveConsole(items: OrganizationSummary[]) {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/platform'))
      seen.push({ method: request.method, path, headers: request.headers });
  });
  server.use(
    http.post('*/api/platform/sign-in', () =>
      HttpResponse.json({ token: TOKEN, operator: OPERATOR } satisfies OperatorSignInResponse),
    ),
    http.get('*/api/platform/session', () => HttpResponse.json({ operator: OPERATOR })),
    http.get('*/api/platform/organizations', () =>
      HttpResponse.json({ items } satisfies PlatformOrganizations),
    ),
    http.get('*/api/platform/activity', () => HttpResponse.json(ACTIVITY)),
    http.post('*/api/platform/sign-out', () => new HttpResponse(null, { status: 204 })),
  );
  return seen;
}

const refusal = (status: number, body: ErrorBody['error']) =>
  HttpResponse.json({ error: body } satisfies ErrorBody, { status });

async function signInToConsole() {
  fireEvent.change(await screen.findByLabelText('E-mail'), {
    target: { value: OPERATOR.email },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Op#secret-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Opens the console already signed in, as a reload of the tab does. */
function openSignedIn() {
  platformSession.start({ token: TOKEN, operator: OPERATOR });
  renderApp('/platform');
}

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  platformSession.end();
  session.end();
  window.sessionStorage.clear();
});

describe('the platform console', () => {
  test('signs an operator in, then lists the organisations and the activity', async () => {
    const seen = serveConsole([acme, bayani]);
    renderApp('/platform');

    expect(await screen.findByRole('heading', { name: 'Platform console' })).toBeTruthy();
    await signInToConsole();

    const table = await screen.findByRole('table', { name: 'Organisations' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('acme')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('Jan 5, 2026')).toBeTruthy();
    expect(first.getByText('12')).toBeTruthy();
    expect(first.getByText('Never')).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText('Bayani Foods Corporation')).toBeTruthy();
    expect(second.getByText('Suspended')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Resume bayani' })).toBeTruthy();
    expect(screen.getByText('Olive Ops')).toBeTruthy();
    expect(document.title).toBe('Platform console');

    const activity = await screen.findByRole('table', { name: 'Activity' });
    expect(within(activity).getByText('Exported 420 rows and 3 files')).toBeTruthy();
    expect(within(activity).getByText('root (command line)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search organisations'), {
      target: { value: 'BAYANI' },
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('acme')).toBeNull();

    // The token is the console's own, in this tab only.
    expect(JSON.parse(window.sessionStorage.getItem('hcm.platform-session') ?? '{}').token).toBe(
      TOKEN,
    );
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/platform/sign-in' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/api/platform/sign-out' });
    expect(window.sessionStorage.getItem('hcm.platform-session')).toBeNull();
  });

  test('shows the message of a refused or throttled sign-in', async () => {
    serveConsole([]);
    server.use(
      http.post('*/api/platform/sign-in', () =>
        refusal(429, {
          code: 'too_many_requests',
          message: 'Too many failed sign-ins. Try again in 15 minutes.',
        }),
      ),
    );
    renderApp('/platform');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail.')).toBeTruthy();
    await signInToConsole();
    expect(
      await screen.findByText('Too many failed sign-ins. Try again in 15 minutes.'),
    ).toBeTruthy();
    expect(platformSession.get()).toBeNull();
  });

  test('says how to start the first organisation while there is none', async () => {
    serveConsole([]);
    openSignedIn();

    expect(await screen.findByText('No organisation yet')).toBeTruthy();
    expect(screen.getByText(/npm run -s org -- create --id <org-id>/)).toBeTruthy();
  });

  test('creates an organisation and shows its invitation link once', async () => {
    const items = [acme];
    serveConsole(items);
    let sent: CreateOrganizationRequest | null = null;
    server.use(
      http.post('*/api/platform/organizations', async ({ request }) => {
        sent = (await request.json()) as CreateOrganizationRequest;
        items.push(org({ orgId: 'bayani', tradeName: 'Bayani Foods', people: 0, accounts: 1 }));
        const created: CreatedOrganization = {
          orgId: 'bayani',
          adminUsername: 'maria',
          invitationLink: 'http://localhost/session/activate?org=bayani&token=t0k3n',
        };
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    openSignedIn();

    fireEvent.click(await screen.findByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    fireEvent.change(within(dialog).getByLabelText('Organisation id'), {
      target: { value: 'bayani' },
    });
    expect(within(dialog).getByText('/login/bayani')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Trade name'), {
      target: { value: 'Bayani Foods' },
    });
    fireEvent.change(within(dialog).getByLabelText('Administrator e-mail'), {
      target: { value: 'maria@bayani.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create organisation' }));

    const shown = await screen.findByRole('dialog', { name: '“Bayani Foods” is ready' });
    expect(sent).toEqual({
      orgId: 'bayani',
      tradeName: 'Bayani Foods',
      adminEmail: 'maria@bayani.example',
    });
    expect(within(shown).getByLabelText('Invitation link').textContent).toBe(
      'http://localhost/session/activate?org=bayani&token=t0k3n',
    );
    expect(within(shown).getByText(/was queued/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Bayani Foods')).toBeTruthy();
    expect(screen.queryByText(/token=t0k3n/)).toBeNull();
  });

  test('shows a refused creation on its fields', async () => {
    serveConsole([acme]);
    server.use(
      http.post('*/api/platform/organizations', () =>
        refusal(422, {
          code: 'validation_failed',
          message: 'The request is not valid.',
          fields: [
            { path: '/orgId', message: '"acme" is taken' },
            { path: '/adminEmail', message: 'must be an e-mail address' },
          ],
        }),
      ),
    );
    openSignedIn();

    fireEvent.click(await screen.findByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    // What the server would refuse at once is said before asking it.
    fireEvent.change(within(dialog).getByLabelText('Organisation id'), {
      target: { value: 'Not An Id' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    expect(within(dialog).getByText(/Use lowercase letters, digits and hyphens/)).toBeTruthy();
    expect(within(dialog).getByText('Enter the trade name.')).toBeTruthy();
    // Not busy once checked: the server was not asked.
    await within(dialog).findByRole('button', { name: 'Create organisation' });

    fireEvent.change(within(dialog).getByLabelText('Organisation id'), {
      target: { value: 'acme' },
    });
    fireEvent.change(within(dialog).getByLabelText('Trade name'), { target: { value: 'Acme' } });
    fireEvent.change(within(dialog).getByLabelText('Administrator e-mail'), {
      target: { value: 'admin@acme' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create organisation' }));

    const id = within(dialog).getByLabelText('Organisation id');
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(id.getAttribute('aria-describedby')!)?.textContent).toBe(
      '"acme" is taken',
    );
    const email = within(dialog).getByLabelText('Administrator e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('must be an e-mail address')).toBeTruthy();
    expect(within(dialog).getByLabelText('Trade name').getAttribute('aria-invalid')).toBeNull();
    // On the fields, not again above them.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('suspends after a confirmation saying what it does', async () => {
    const items = [acme];
    serveConsole(items);
    let suspended = 0;
    server.use(
      http.post('*/api/platform/organizations/acme/suspend', () => {
        suspended += 1;
        items[0] = { ...acme, status: 'suspended', suspendedAt: '2026-11-22T01:00:00.000Z' };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    openSignedIn();

    fireEvent.click(await screen.findByRole('button', { name: 'Suspend acme' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Suspend "Acme Corporation"?',
    });
    expect(within(confirm).getByText(/Every session of its people ends at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByRole('button', { name: 'Resume acme' })).toBeTruthy();
    expect(suspended).toBe(1);
    expect(screen.getByText(/"acme" is suspended/)).toBeTruthy();
  });

  test('deletes only once the id is typed again, and says what went', async () => {
    const items = [acme, bayani];
    serveConsole(items);
    const confirmations: unknown[] = [];
    server.use(
      http.delete('*/api/platform/organizations/bayani', async ({ request }) => {
        confirmations.push(await request.json());
        items.splice(1, 1);
        const deleted: DeletedOrganizationAnswer = {
          tables: { employees: 0, accounts: 1, audit_log: 40, files: 2 },
          jobs: 3,
          exportedAt: bayani.exportedAt!,
        };
        return HttpResponse.json(deleted);
      }),
    );
    openSignedIn();

    // An active organisation cannot be deleted yet, and says why.
    const acmeDelete = await screen.findByRole('button', { name: 'Delete acme' });
    expect((acmeDelete as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Suspend it, then export it, first.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete bayani' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete "bayani"?' });
    const typed = within(dialog).getByLabelText('Type "bayani" to confirm');
    const submit = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'acme' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Type "bayani" exactly to confirm.')).toBeTruthy();
    expect(confirmations).toEqual([]);

    fireEvent.change(typed, { target: { value: 'bayani' } });
    fireEvent.click(submit);
    const done = await screen.findByRole('dialog', { name: '“bayani” is deleted' });
    expect(confirmations).toEqual([{ confirm: 'bayani' }]);
    expect(
      within(done).getByText(/43 rows in 3 tables and 3 background jobs are gone/),
    ).toBeTruthy();
    expect(within(done).getByRole('cell', { name: 'audit_log' })).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Organisations' });
    await waitFor(() => expect(within(table).queryByText('bayani')).toBeNull());
  });

  test('a 401 ends the console session and shows the sign-in form again', async () => {
    serveConsole([acme]);
    server.use(
      http.get('*/api/platform/organizations', () =>
        refusal(401, { code: 'unauthenticated', message: 'Sign in to the console.' }),
      ),
    );
    openSignedIn();

    expect(await screen.findByText('Your console session has ended. Sign in again.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(platformSession.get()).toBeNull();
    expect(window.sessionStorage.getItem('hcm.platform-session')).toBeNull();
  });

  test('never sends the organisation session, nor ends it', async () => {
    signIn(makeAccount({ orgId: 'acme' }), 'acme.org-session-secret');
    const items = [acme];
    const seen = serveConsole(items);
    server.use(
      http.post('*/api/platform/organizations/acme/suspend', () => {
        items[0] = { ...acme, status: 'suspended', suspendedAt: '2026-11-22T01:00:00.000Z' };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/platform');

    // Signed in to an organisation, the console still asks the operator to sign in.
    await signInToConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend acme' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Resume acme' })).toBeTruthy();
    server.use(
      http.get('*/api/platform/activity', () =>
        refusal(401, { code: 'unauthenticated', message: 'Sign in to the console.' }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();

    const calls = seen.map(({ method, path }) => `${method} ${path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/platform/sign-in',
        'GET /api/platform/organizations',
        'POST /api/platform/organizations/acme/suspend',
      ]),
    );
    for (const { method, path, headers } of seen) {
      const call = `${method} ${path}`;
      expect({ call, orgId: headers.get('x-org-id') }).toEqual({ call, orgId: null });
      if (path === '/api/platform/sign-in') {
        expect(headers.get('authorization')).toBeNull();
        expect(headers.get('x-csrf-token')).toBe('anonymous-csrf');
      } else {
        expect({ call, auth: headers.get('authorization') }).toEqual({
          call,
          auth: `Bearer ${TOKEN}`,
        });
        expect(headers.get('x-csrf-token')).toBeNull();
      }
    }
    // The organisation's session is where it was.
    expect(session.get()?.token).toBe('acme.org-session-secret');
  });
});
