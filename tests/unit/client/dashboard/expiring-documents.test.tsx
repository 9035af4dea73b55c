import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { ExpiringDocumentsResponse } from '../../../../src/shared/api/expiring-documents';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { ExpiringDocuments } from '../../../../src/client/app/dashboard/expiring-documents';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

function renderCard() {
  return render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <ExpiringDocuments />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

const document = (
  employeeName: string,
  document: string,
  expiresOn: string,
  daysLeft: number,
): ExpiringDocumentsResponse['items'][number] => ({
  recordId: `rec-${employeeName}`,
  employeeNumber: 'E-1',
  employeeName,
  document,
  number: null,
  expiresOn,
  daysLeft,
});

afterEach(() => {
  cleanup();
  session.end();
});

describe('expiring documents on HR’s home', () => {
  test('lists the expired and the soon expiring, each opening the person’s certifications', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const items = [
      document('Villanueva, Liza', 'Certified Public Accountant', '2026-11-20', -10),
      document('Cruz, Ana', 'Payroll NC III', '2026-12-20', 20),
      ...Array.from({ length: 6 }, (_, n) =>
        document(`Person ${n}`, 'Driving licence', '2027-01-10', 41),
      ),
    ];
    server.use(
      http.get('*/api/hcm/expiring-documents', () =>
        HttpResponse.json({ items, total: 9, within: 60 } satisfies ExpiringDocumentsResponse),
      ),
    );
    renderCard();

    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toContain('Villanueva, Liza');
    expect(rows[0]?.textContent).toContain('Certified Public Accountant · Nov 20, 2026');
    expect(rows[0]?.textContent).toContain('Expired 10 days ago');
    expect(rows[1]?.textContent).toContain('In 20 days');
    expect(within(rows[1]!).getByRole('link', { name: 'Cruz, Ana' }).getAttribute('href')).toBe(
      '/view_record/onb-certifications/rec-Cruz%2C%20Ana',
    );
    expect(screen.getByText('3 more within 60 days.')).toBeTruthy();
  });

  test('says when nothing expires, and is not shown to one who may not read them', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    server.use(
      http.get('*/api/hcm/expiring-documents', () =>
        HttpResponse.json({ items: [], total: 0, within: 60 }),
      ),
    );
    const { unmount } = renderCard();
    expect(
      await screen.findByText('No licence or certificate expires in the next 60 days.'),
    ).toBeTruthy();
    unmount();

    server.use(
      http.get('*/api/hcm/expiring-documents', () =>
        HttpResponse.json({ code: 'forbidden', message: 'No.' }, { status: 403 }),
      ),
    );
    const { container } = renderCard();
    // Shown while it loads, gone once the answer says no.
    expect(container.textContent).toContain('Expiring documents');
    await waitFor(() => expect(container.textContent).not.toContain('Expiring documents'));
  });
});
