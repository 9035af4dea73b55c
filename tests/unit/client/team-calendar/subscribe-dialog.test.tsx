import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { CalendarFeed } from '../../../../src/shared/api/team-calendar';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { SubscribeDialog } from '../../../../src/client/features/team-calendar/subscribe-dialog';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const ADDRESS = 'https://hr.example/api/calendar-feed/acme.secret';

afterEach(() => {
  cleanup();
  session.end();
});

describe('the calendar feed dialog', () => {
  test('stops the feed after the question, then offers a new address', async () => {
    signIn(makeAccount());
    const requests: string[] = [];
    server.use(
      http.get('*/api/hcm/team-calendar/feed', () =>
        HttpResponse.json({ url: ADDRESS } satisfies CalendarFeed),
      ),
      http.delete('*/api/hcm/team-calendar/feed', () => {
        requests.push('DELETE');
        return HttpResponse.json({ url: null } satisfies CalendarFeed);
      }),
    );
    render(
      <AppProviders>
        <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <SubscribeDialog onClose={() => {}} />
        </SwrProvider>
      </AppProviders>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
    const question = await screen.findByRole('alertdialog', { name: 'Stop your calendar feed?' });
    expect(requests).toEqual([]);
    // jsdom counts a dialog opened over another as hidden; the browser does not.
    fireEvent.click(within(question).getByRole('button', { name: 'Stop the feed', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Make my feed address' })).toBeTruthy();
    expect(requests).toEqual(['DELETE']);
    expect(screen.queryByDisplayValue(ADDRESS)).toBeNull();
  });
});
