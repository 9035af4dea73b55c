import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApplicationSummary } from '../../../../src/shared/api/applications';
import type { Account } from '../../../../src/shared/api/identity';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, makeOrgResources, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

/** The signed-in shell's own calls (menu, session, permissions, branding). */
export function serveShell() {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/session', () => HttpResponse.json({ account: session.get()?.account })),
    http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
    http.post('*/api/permissions/verify', () => HttpResponse.json({})),
  );
}

/** Renders the app at `path` for `account` (signed in unless null), with a fresh SWR cache. */
export function renderAs(account: Account | null, path: string) {
  if (account) signIn(account);
  return renderApp(path, (app: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map() }}>{app}</SWRConfig>
  ));
}

export const employee = () => makeAccount({ roles: ['employee'], employeeNumber: 'E-001' });
export const approver = () =>
  makeAccount({ accountId: 'acc-approver', roles: ['approver'], employeeNumber: 'E-009' });

export function makeSummary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: '5b0c2f7e-1111-4c55-9f2e-000000000001',
    approvalType: 'leave',
    employeeNumber: 'E-001',
    employeeName: 'Maria Santos',
    kind: 'leave',
    status: 'Pending',
    dateApplied: '2026-11-20T01:00:00.000Z',
    dateFrom: '2026-12-07',
    dateTo: '2026-12-08',
    summary: 'Vacation leave, 2026-12-07 to 2026-12-08',
    currentLevel: 1,
    levelCount: 2,
    backdated: false,
    ...overrides,
  };
}
