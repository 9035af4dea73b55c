import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../src/client/app/app-providers';
import { DialogHost } from '../../../src/client/app/dialogs/dialog-host';
import { useVersionCheck } from '../../../src/client/app/dialogs/use-version-check';
import { APP_VERSION } from '../../../src/shared/version';
import { server } from './msw-server';

function VersionCheckHarness() {
  useVersionCheck();
  return <DialogHost navigate={() => undefined} />;
}

function answerVersion(version: string) {
  let asked = false;
  server.use(
    http.post('*/api/hcm/version/get', () => {
      asked = true;
      return HttpResponse.json({ version });
    }),
  );
  return () => asked;
}

describe('version check on start', () => {
  test('a newer server version shows the Information dialog with an Update button', async () => {
    answerVersion('2.23.0');
    render(
      <AppProviders>
        <VersionCheckHarness />
      </AppProviders>,
    );

    expect(await screen.findByText('Information')).toBeTruthy();
    expect(
      screen.getByText(
        `New version 2.23.0 is available. You are using an outdated version ${APP_VERSION}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  test('the same version proceeds silently', async () => {
    const asked = answerVersion(APP_VERSION);
    render(
      <AppProviders>
        <VersionCheckHarness />
      </AppProviders>,
    );

    await waitFor(() => expect(asked()).toBe(true));
    // Give the response time to be handled before asserting that nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Information')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  test('asks without fetching a CSRF token first: the version is a read', async () => {
    const asked = answerVersion(APP_VERSION);
    let tokens = 0;
    server.use(
      http.get('*/api/iam/authorize/token', () => {
        tokens += 1;
        return HttpResponse.json({ token: 'anonymous-csrf' });
      }),
    );
    render(
      <AppProviders>
        <VersionCheckHarness />
      </AppProviders>,
    );

    await waitFor(() => expect(asked()).toBe(true));
    expect(tokens).toBe(0);
  });
});
