import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import type { OrgSettings, OrgSettingsRequest } from '../../../../src/shared/api/organization';
import { OrganizationSettingsPage } from '../../../../src/client/features/organization-settings/organization-settings-page';
import { session } from '../../../../src/client/lib/session';
import { makeOrgResources } from '../fixtures';
import { server } from '../msw-server';
import { renderPage } from '../payroll/payroll-fixtures';

afterEach(() => {
  cleanup();
  session.end();
});

function makeSettings(): OrgSettings {
  const { orgId: _orgId, permissions, ...resources } = makeOrgResources();
  return { ...resources, flags: permissions };
}

/** The settings endpoints as the server answers them; what was saved, and how often the branding was read. */
function serveSettings(answer: (body: OrgSettingsRequest) => Response | null = () => null) {
  let settings = makeSettings();
  const sent: OrgSettingsRequest[] = [];
  const reads = { resources: 0 };
  server.use(
    http.get('*/api/organization/settings', () => HttpResponse.json(settings)),
    http.put('*/api/organization/settings', async ({ request }) => {
      const body = (await request.json()) as OrgSettingsRequest;
      sent.push(body);
      const refused = answer(body);
      if (refused) return refused;
      settings = { ...settings, ...body };
      return HttpResponse.json(settings);
    }),
    http.get('*/api/organization/resources/collection/:orgId', () => {
      reads.resources += 1;
      return HttpResponse.json([{ ...makeOrgResources(), tradeName: settings.tradeName }]);
    }),
  );
  return { sent, reads };
}

const openPage = (tab: string) =>
  renderPage(<OrganizationSettingsPage />, 'admin', `/admin-settings/organization?tab=${tab}`);

test('saves the changed switches after a confirmation that lists them, and reloads the branding', async () => {
  const { sent, reads } = serveSettings();
  openPage('switches');

  fireEvent.click(await screen.findByRole('checkbox', { name: 'Web bundy' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Holiday' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Prod' }));
  expect(await screen.findByText(/^3 unsaved changes/)).toBeTruthy();
  expect(screen.getAllByText('Not saved')).toHaveLength(3);

  fireEvent.click(screen.getByRole('button', { name: 'Save changes…' }));
  const dialog = await screen.findByRole('alertdialog');
  const lines = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toEqual([
    'Hide the payslip release button (Prod): off → on',
    'Web bundy: off → on',
    'Approval pages: removed Holiday',
  ]);
  expect(sent).toHaveLength(0);
  const before = reads.resources;

  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findByText('The settings are saved: everyone sees them now.');
  expect(sent).toHaveLength(1);
  const saved = sent[0] as OrgSettingsRequest;
  expect(saved.tradeName).toBe('Acme Corporation');
  expect(saved.colorTemplate).toEqual({ theme: 'olivine' });
  expect(saved.flags.app_web_bundy).toBe(true);
  expect(saved.flags.hideReleaseBtn).toEqual({ develop: false, release: false, prod: true });
  expect(saved.flags.approvalsList).not.toContain('holiday');
  // Every switch is sent, not only the changed ones.
  expect(Object.keys(saved.flags)).toEqual(Object.keys(makeSettings().flags));
  expect(screen.getByText('No unsaved changes.')).toBeTruthy();
  await waitFor(() => expect(reads.resources).toBeGreaterThan(before));
});

test('shows the server refusal of a name at the field, and keeps the edit', async () => {
  serveSettings(() =>
    HttpResponse.json(
      {
        error: {
          code: 'validation_failed',
          message: 'System name must not be blank',
          fields: [{ path: '/tradeName', message: 'System name must not be blank' }],
        },
      },
      { status: 422 },
    ),
  );
  openPage('branding');

  fireEvent.change(await screen.findByLabelText('System name'), {
    target: { value: 'Acme Holdings' },
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Gold and black' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save changes…' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Colour theme: Olivine → Gold and black')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect((await screen.findAllByText('System name must not be blank')).length).toBeGreaterThan(1);
  expect(screen.getByLabelText('System name').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(/^2 unsaved changes/)).toBeTruthy();
});

test('refuses a chosen file that is not an image before sending it', async () => {
  serveSettings();
  openPage('branding');
  const input = await screen.findByLabelText('Choose a logo file');
  const text = new File(['not an image'], 'logo.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [text] } });
  expect(await screen.findByText('Logo is not a PNG, JPEG, WebP or SVG image')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save logo' })).toBeNull();

  const big = new File([new Uint8Array(300 * 1024)], 'favicon.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Choose a favicon file'), { target: { files: [big] } });
  expect(await screen.findByText('Favicon must be at most 256 KB')).toBeTruthy();
});
