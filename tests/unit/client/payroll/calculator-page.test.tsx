import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { CalculateRequest } from '../../../../src/shared/api/payroll-calculator';
import { CalculatorPage } from '../../../../src/client/features/payroll/calculator/calculator-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { payslipAnswer, renderPage } from './payroll-fixtures';

/** Answers calculations with `reply`, keeping what was sent. */
function serveCalculation(reply: () => Response) {
  const sent: CalculateRequest[] = [];
  server.use(
    http.post('*/api/hcm/payroll/calculate', async ({ request }) => {
      sent.push((await request.json()) as CalculateRequest);
      return reply();
    }),
  );
  return sent;
}

/** The message element a field names first in aria-describedby: where its error shows. */
function errorOf(label: string): string {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

/** The value cell of a result line. */
const lineValue = (label: string) =>
  screen.getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
});

// A whole payroll form renders in jsdom: slow on a busy machine.
describe('payroll calculator', { timeout: 30_000 }, () => {
  test('calculates the example payslip as typed and explains a line by its trace', async () => {
    const sent = serveCalculation(() => HttpResponse.json(payslipAnswer));
    renderPage(<CalculatorPage />);

    expect(screen.getByText('Nothing calculated yet')).toBeTruthy();
    expect((screen.getByLabelText('Monthly basic') as HTMLInputElement).value).toBe('25000.00');
    fireEvent.change(screen.getByLabelText('OT hours ordinary'), { target: { value: '2.5' } });
    // A contribution basis is a named figure of the period or an amount.
    fireEvent.change(screen.getByLabelText('SSS compensation basis'), {
      target: { value: 'total_monthly_compensation' },
    });
    fireEvent.change(screen.getByLabelText('PhilHealth MBS'), { target: { value: '#amount' } });
    fireEvent.change(screen.getByLabelText('PhilHealth MBS amount'), {
      target: { value: '24000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    await screen.findByRole('heading', { name: 'How it was computed' }, { timeout: 10_000 });
    expect(sent).toEqual([
      {
        kind: 'payslip',
        inputs: expect.objectContaining({
          monthly_basic: '25000.00',
          pay_frequency: 'semi_monthly',
          cutoff: 1,
          period_start: '2025-01-01',
          period_end: '2025-01-15',
          // A quantity goes as the text typed, never as a float.
          ot_hours_ordinary: '2.5',
          sss_compensation_basis: 'total_monthly_compensation',
          philhealth_mbs: '24000',
        }),
      },
    ]);
    expect(lineValue('Net pay')).toBe('11,305.67');
    expect(lineValue('Daily rate')).toBe('1,149.425287');
    expect(screen.getByRole('rowheader', { name: 'MSC' })).toBeTruthy();

    const trace = screen.getByRole('list', { name: 'Trace' });
    const withholding = within(trace).getAllByRole('listitem')[2] as HTMLElement;
    expect(withholding.textContent).toContain('base + rate × (taxable − over)');
    expect(withholding.textContent).toContain('Taxable11,462.50');
    expect(withholding.getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withholding tax' }));
    expect(withholding.getAttribute('aria-current')).toBe('true');
    // A line explained by a group's step, and one by the step that reports the same figure.
    fireEvent.click(screen.getByRole('button', { name: 'MSC' }));
    expect(within(trace).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Daily rate' }));
    expect(within(trace).getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('true');
  });

  test('puts the server’s field errors on the fields and sums them up above', async () => {
    const message = 'Monthly basic must be an amount in pesos such as 12500.00';
    serveCalculation(() =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: `The calculation has 1 problem(s): ${message}`,
            fields: [{ path: '/inputs/monthly_basic', message }],
          },
        },
        { status: 422 },
      ),
    );
    renderPage(<CalculatorPage />);

    fireEvent.change(screen.getByLabelText('Monthly basic'), { target: { value: '25000.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    await waitFor(() => expect(errorOf('Monthly basic')).toContain(message), { timeout: 10_000 });
    expect(screen.getByLabelText('Monthly basic').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('The calculation has 1 problem(s)');
    expect(screen.getByText('Not calculated')).toBeTruthy();

    // Editing the field the server named clears its message.
    fireEvent.change(screen.getByLabelText('Monthly basic'), { target: { value: '25000.5' } });
    await waitFor(() => expect(errorOf('Monthly basic')).not.toContain(message));
  });

  test('each kind opens with its own example inputs, and lists take rows', async () => {
    const sent = serveCalculation(() =>
      HttpResponse.json({ ...payslipAnswer, kind: 'holiday-pay' }),
    );
    renderPage(<CalculatorPage />);

    fireEvent.change(screen.getByLabelText('Calculation'), { target: { value: 'holiday-pay' } });
    expect((screen.getByLabelText('Date 2') as HTMLInputElement).value).toBe('2025-04-18');
    // The second holiday date goes (the remove buttons run through the dates, then the rows).
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    expect(screen.queryByLabelText('Date 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add row to Attendance' }));
    fireEvent.change(screen.getAllByLabelText('Date')[1] as HTMLElement, {
      target: { value: '2025-04-14' },
    });
    fireEvent.change(screen.getAllByLabelText('Status')[1] as HTMLElement, {
      target: { value: 'paid_leave' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]?.kind).toBe('holiday-pay');
    expect(sent[0]?.inputs.holiday_dates).toEqual(['2025-04-17']);
    expect(sent[0]?.inputs.attendance).toEqual([
      { date: '2025-04-16', status: 'present' },
      { date: '2025-04-14', status: 'paid_leave' },
    ]);
  });
});
