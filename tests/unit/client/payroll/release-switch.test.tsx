import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { CutoffPage } from '../../../../src/client/features/payroll/cutoffs/cutoff-page';
import { session } from '../../../../src/client/lib/session';
import { makeOrgResources } from '../fixtures';
import { server } from '../msw-server';
import { CUTOFF, makeCutoff, REGISTER, renderPage } from './payroll-fixtures';

afterEach(() => {
  cleanup();
  session.end();
});

test('the release button follows the switch of the deployment the organisation is served by', async () => {
  const resources = makeOrgResources({ environment: 'release' });
  // Hidden on release only: a develop switch would leave it shown.
  resources.permissions.hideReleaseBtn = { develop: false, release: true, prod: false };
  server.use(
    http.get('*/api/organization/resources/collection/:orgId', () =>
      HttpResponse.json([resources]),
    ),
    http.get(`*/api/hcm/register/cutoff/${CUTOFF}`, () => HttpResponse.json(makeCutoff())),
    http.get(`*/api/hcm/validate-register-cutoff/${CUTOFF}`, () =>
      HttpResponse.json({ ready: true, members: 1, problems: [] }),
    ),
    http.get(`*/api/hcm/payslip/${CUTOFF}`, () => HttpResponse.json({ items: [], total: 0 })),
  );
  renderPage(
    <Routes>
      <Route path="/register/cutoff/:registerId/:registerCutoffId" element={<CutoffPage />} />
    </Routes>,
    'payroll',
    `/register/cutoff/${REGISTER}/${CUTOFF}`,
  );

  expect(await screen.findByRole('button', { name: 'Re-compute' })).toBeTruthy();
  await screen.findByText('Ready to compute: 1 member.');
  expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
});
