import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { Checklist, ChecklistSubForm } from '../../../../src/shared/api/onboarding';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { MyOnboardingPage } from '../../../../src/client/features/onboarding/my-onboarding-page';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const subForm = (
  formId: string,
  label: string,
  extra: Partial<ChecklistSubForm> = {},
): ChecklistSubForm => ({
  id: formId,
  name: formId,
  label,
  form_id: formId,
  filledBy: 'employee',
  isRequiredToEmployee: true,
  status: 'Pending',
  canRead: true,
  canWrite: true,
  ...extra,
});

function checklistOf(forms: ChecklistSubForm[]): Checklist {
  const required = forms.filter((form) => form.isRequiredToEmployee);
  const requiredDone = required.filter((form) => form.status === 'Completed').length;
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    employeeNumber: 'E-001',
    orgId: 'acme',
    accountId: 'acc-1',
    type: 'onboarding',
    accountInfo: { loggedIn: true },
    employee: { name: 'Maria Santos', department: 'Finance' },
    status: requiredDone === required.length ? 'Completed' : 'In-Progress',
    progress: {
      requiredDone,
      requiredTotal: required.length,
      done: forms.filter((form) => form.status === 'Completed').length,
      total: forms.length,
    },
    dueDate: '2026-12-01',
    overdue: false,
    createdAt: '2026-11-24T00:00:00.000Z',
    lastRemindedAt: null,
    appliedAt: null,
    groups: [{ id: 'personalDetails', label: 'Personal details', forms }],
  };
}

function serveChecklist(answer: Checklist | 404) {
  server.use(
    http.get('*/api/accumulator/acc-1', () =>
      answer === 404
        ? HttpResponse.json({ error: { code: 'not_found', message: 'None' } }, { status: 404 })
        : HttpResponse.json(answer),
    ),
  );
}

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/onboarding']}>
          <MyOnboardingPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  session.end();
});

describe("the new hire's onboarding page", () => {
  test('shows progress, leads to the next required sub-form, and hides what is not theirs', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    serveChecklist(
      checklistOf([
        subForm('onb-employee-details', 'Employee details', {
          status: 'Completed',
          updatedAt: '2026-11-24T03:00:00.000Z',
        }),
        subForm('onb-government', 'Government numbers'),
        subForm('onb-family', 'Family', { isRequiredToEmployee: false }),
        subForm('onb-salary', 'Salary offer', {
          filledBy: 'payroll',
          isRequiredToEmployee: false,
          canWrite: false,
        }),
        subForm('onb-it', 'IT', {
          filledBy: 'admin',
          isRequiredToEmployee: false,
          canRead: false,
          canWrite: false,
        }),
      ]),
    );
    renderPage();

    const bar = await screen.findByRole('progressbar', { name: 'Required sub-forms done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText('1 of 2 required · 1 of 5 in all')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/onboarding/fill/onb-government');
    expect(screen.getByRole('link', { name: 'Edit employee details' }).getAttribute('href')).toBe(
      '/onboarding/fill/onb-employee-details',
    );
    expect(screen.getByRole('link', { name: 'Fill in family' })).toBeTruthy();
    // Payroll's salary offer, not filled yet: nothing to open. IT's section is not shown at all.
    expect(screen.queryByRole('link', { name: /salary offer/i })).toBeNull();
    expect(screen.getByText('Salary offer')).toBeTruthy();
    expect(screen.queryByText('IT')).toBeNull();
    const section = screen.getByRole('region', { name: 'Personal details' });
    expect(within(section).getAllByText('Required')).toHaveLength(2);
  });

  test('says so when every required sub-form is done', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    serveChecklist(
      checklistOf([subForm('onb-contact', 'Contact details', { status: 'Completed' })]),
    );
    renderPage();
    expect(await screen.findByText(/You have filled every required section/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  test('has an empty state for an employee without a checklist', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    serveChecklist(404);
    renderPage();
    expect(await screen.findByText('No onboarding checklist')).toBeTruthy();
  });
});
