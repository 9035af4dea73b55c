import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { AppProviders } from '../../../src/client/app/app-providers';
import { DialogHost } from '../../../src/client/app/dialogs/dialog-host';
import { useSessionWatch } from '../../../src/client/app/dialogs/use-session-watch';
import { session } from '../../../src/client/lib/session';
import { SESSION_KEY } from '../../../src/client/lib/session-storage';
import { makeAccount, signIn } from './fixtures';

function WatchHarness() {
  useSessionWatch();
  return <DialogHost navigate={() => undefined} />;
}

function renderWatch() {
  render(
    <AppProviders>
      <WatchHarness />
    </AppProviders>,
  );
}

/** What the browser fires in this tab when another tab changes localStorage. */
function otherTabWrites(newValue: string | null) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_KEY, newValue, storageArea: window.localStorage }),
    );
  });
}

afterEach(() => session.end());

describe('Session Ended dialog', () => {
  test('opens when another tab signs in with a different session', async () => {
    signIn(makeAccount(), 'token-of-this-tab');
    renderWatch();

    otherTabWrites(
      JSON.stringify({
        token: 'another-token',
        csrf: 'x',
        account: makeAccount({ accountId: 'acc-9' }),
      }),
    );

    expect(await screen.findByText('Session Ended')).toBeTruthy();
    expect(screen.getByText('A session has ended on another tab/browser.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeTruthy();
    // This tab keeps its own session until the person acknowledges the dialog.
    expect(session.get()?.token).toBe('token-of-this-tab');
  });

  test('opens when another tab signs out', async () => {
    signIn();
    renderWatch();

    otherTabWrites(null);

    expect(await screen.findByText('A session has ended on another tab/browser.')).toBeTruthy();
  });

  test('stays closed when another tab only refreshed the same session', async () => {
    signIn(makeAccount(), 'same-token');
    renderWatch();

    otherTabWrites(
      JSON.stringify({
        token: 'same-token',
        csrf: 'x',
        account: makeAccount({ position: 'HR Manager' }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect(screen.queryByText('Session Ended')).toBeNull();
  });
});
