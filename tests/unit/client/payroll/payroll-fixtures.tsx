import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { CalculateResponse } from '../../../../src/shared/api/payroll-calculator';
import type { Cutoff } from '../../../../src/shared/api/payroll-cutoffs';
import type { Role } from '../../../../src/shared/roles';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { makeAccount, signIn } from '../fixtures';

export const REGISTER = '11111111-1111-4111-8111-111111111111';
export const CUTOFF = '22222222-2222-4222-8222-222222222222';

/** The register's first January cut-off, computed and not yet released, changed by `overrides`. */
export function makeCutoff(overrides: Partial<Cutoff> = {}): Cutoff {
  return {
    id: CUTOFF,
    registerId: REGISTER,
    registerName: 'Head office',
    periodStart: '2026-01-01',
    periodEnd: '2026-01-15',
    payDate: '2026-01-20',
    periodNo: 1,
    status: 'Computed',
    computation: 1,
    computedBy: 'payroll',
    computedAt: '2026-01-16T02:00:00Z',
    releasedBy: null,
    releasedAt: null,
    payslips: 1,
    grossPay: '12500.00',
    totalDeductions: '1000.00',
    netPay: '11500.00',
    runId: null,
    ...overrides,
  };
}

/** Renders one payroll page signed in with `role`, with a fresh SWR cache. */
export function renderPage(page: ReactNode, role: Role = 'payroll', path = '/') {
  signIn(makeAccount({ roles: [role] }));
  return render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

/** The engine's answer for the example payslip (EX01 of the payroll reference), trimmed. */
export const payslipAnswer: CalculateResponse = {
  kind: 'payslip',
  tables: { sss: '2025-01-01', philhealth: '2024-01-01', withholding: '2023-01-01' },
  result: {
    pay_basis: 'monthly',
    daily_rate: '1149.425287',
    basic_pay: '12500.00',
    gross_pay: '12500.00',
    total_ee_contributions: '1037.50',
    taxable_compensation: '11462.50',
    withholding_tax: '156.83',
    net_pay: '11305.67',
    premium_pay: {},
    sss: { msc: '25000.00', ee_total: '1250.00' },
  },
  trace: [
    {
      line: 'rates',
      formula: 'daily = monthly × 12 / factor',
      values: { monthly_basic: '25000.00', factor: '261', daily_rate: '1149.425287' },
    },
    {
      line: 'sss',
      formula: 'MSC = min(ceiling, max(floor, ...))',
      values: { table: 'sss 2025-01-01', msc: '25000.00' },
    },
    {
      line: 'withholding_tax',
      formula: 'base + rate × (taxable − over)',
      values: {
        table: 'withholding 2023-01-01 semi_monthly',
        taxable: '11462.50',
        rate: '0.15',
        tax: '156.83',
      },
    },
    {
      line: 'net_pay',
      formula: 'gross − EE contributions − withholding tax − other deductions',
      values: { gross_pay: '12500.00', net_pay: '11305.67' },
    },
  ],
};
